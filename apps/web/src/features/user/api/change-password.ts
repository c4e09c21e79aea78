import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@app/shared';
import { api } from '../../../lib/api-client';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<{ Message: string }>('customer/changepassword', { method: 'POST', body: input }),
  });
