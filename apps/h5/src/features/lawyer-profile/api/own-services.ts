import { API, type LawyerServicesBody, type OwnLawyerServices } from '@lawbridge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { lawyerKeys } from '../../lawyer-directory/api/lawyer-keys';
import { lawyerProfileKeys } from './lawyer-profile-keys';

/** The signed-in lawyer's services: bands, suggested prices, own choices and the commission rate. */
export function useOwnServices() {
  return useQuery({
    queryKey: lawyerProfileKeys.services(),
    queryFn: ({ signal }) => request<OwnLawyerServices>(API.lawyerServices, { signal }),
  });
}

/** Saves the lawyer's services; the lawyer page, the directory's 起 prices and this list reload. */
export function useUpdateOwnServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LawyerServicesBody) =>
      request<OwnLawyerServices>(API.lawyerServices, { method: 'POST', body, loading: '保存中…' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lawyerProfileKeys.services(), refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: lawyerKeys.all, refetchType: 'all' }),
      ]);
    },
  });
}
