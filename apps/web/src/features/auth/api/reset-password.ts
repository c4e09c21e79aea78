import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@app/shared';
import { api } from '../../../lib/api-client';

/** Checked before the form shows; the page itself explains an invalid or expired link. */
export const checkResetLinkQuery = (id: string) =>
  queryOptions({
    queryKey: ['reset-link', id],
    queryFn: () =>
      api<{ Email: string }>(`account/checkresetpassword/${encodeURIComponent(id)}`, {
        quiet: true,
        authHandling: false,
      }),
    staleTime: Infinity,
  });

export const useResetPassword = (id: string) =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api<{ Message: string }>(`account/resetpassword/${encodeURIComponent(id)}`, {
        method: 'POST',
        body: input,
      }),
  });
