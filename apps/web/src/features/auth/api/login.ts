import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@app/shared';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { loadUserConfig, primeUserQueries } from '../../../lib/user-config';

export const login = (input: LoginInput) =>
  api<{ token: string }>('account/login', { method: 'POST', body: input });

/** Logs in, loads the config (spec §3) and stores the session where 'remember me' says. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const { token } = await login(input);
      const { config, answers } = await loadUserConfig(token);
      // Another account's answers may still be cached in this tab: start from this one's.
      client.clear();
      primeUserQueries(client, answers);
      startSession(token, input.RememberMe !== false, config);
    },
  });
}
