import { API, type LawyerProfileBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { lawyerProfileKeys } from './lawyer-profile-keys';

/** POST /lawyer with the full profile object (seed §7); the server refuses anyone else's uuid. */
export function updateProfile(body: LawyerProfileBody): Promise<unknown> {
  return request<unknown>(API.lawyer, { method: 'POST', body, loading: '保存中…' });
}

/** Saves the own profile, then reloads it, and with it `session.lawyer`, before resolving. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: lawyerProfileKeys.ownScope, refetchType: 'all' }),
  });
}
