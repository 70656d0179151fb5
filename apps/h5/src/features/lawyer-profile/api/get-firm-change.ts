import { API, type FirmChange } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { lawyerProfileKeys } from './lawyer-profile-keys';

/** The lawyer's latest change of 执业机构 (null: never asked for); refetched with the own profile after a save. */
export function useFirmChange() {
  return useQuery({
    queryKey: lawyerProfileKeys.firmChange(),
    queryFn: ({ signal }) => request<FirmChange | null>(API.lawyerFirmChange, { signal }),
  });
}
