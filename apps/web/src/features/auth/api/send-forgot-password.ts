import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// spec §7: the body is the email itself as a JSON string.
export const sendForgotPassword = (email: string) =>
  api<{ Message: string }>('account/sendforgotpassword', { method: 'POST', body: email });

export const useSendForgotPassword = () => useMutation({ mutationFn: sendForgotPassword });
