import { API, type InfoFieldBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { userKeys } from './user-keys';

export function updateUserField(body: InfoFieldBody): Promise<unknown> {
  return request<unknown>(API.userInfoField, { method: 'POST', body, loading: '保存中…' });
}

/** Saves one field of the user's info, then reloads the user info (seed §7). */
export function useUpdateUserField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserField,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.info }),
  });
}
