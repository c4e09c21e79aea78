import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@app/shared';
import { api } from '../../../lib/api-client';

export const register = (input: RegisterInput) =>
  // spec §3: Username is the email.
  api<{ Id: number; Code: string }>('account/register', {
    method: 'POST',
    body: { ...input, Username: input.Email },
  });

export const useRegister = () => useMutation({ mutationFn: register });
