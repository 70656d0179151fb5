import { API, type LawyerDetail } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../lib/session/session-store';
import { lawyerProfileKeys } from './lawyer-profile-keys';

/** A lawyer's profile is fetched by the user's uuid (seed §3); the owner also gets it while disabled. */
export function getOwnProfile(uuid: string, signal?: AbortSignal): Promise<LawyerDetail> {
  return request<LawyerDetail>(API.lawyerDetail, { query: { uuid }, signal });
}

/** Fetching the own profile also refreshes the session copy (`session.lawyer`). */
export function ownProfileQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: lawyerProfileKeys.own(uuid),
    queryFn: async ({ signal }) => {
      const lawyer = await getOwnProfile(uuid, signal);
      useSession.getState().setLawyer(lawyer);
      return lawyer;
    },
  });
}

/** The signed-in lawyer's own profile (lawyer pages are guarded, so a signed-in user is there). */
export function useOwnProfile() {
  const uuid = useSession((state) => state.user?.uuid ?? '');
  return useQuery({ ...ownProfileQueryOptions(uuid), enabled: uuid !== '' });
}
