import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInfoInput, UserInfo } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateUserInfo = (input: UpdateUserInfoInput) =>
  api<UserInfo>('customer/updateuserinfo', { method: 'POST', body: input });

export function useUpdateUserInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    // The answer is the new user info: the page and the header's name/avatar follow at once.
    onSuccess: (info) => client.setQueryData(queryKeys.userInfo, info),
  });
}
