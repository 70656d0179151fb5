import type { UserInfo } from '@lawbridge/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ownProfileQueryOptions } from '../features/lawyer-profile/api/get-own-profile';
import { userInfoQueryOptions } from '../features/user/api/get-user-info';
import { isLawyer } from '../lib/session/session-store';

/**
 * Seed §4: loads the user info into the session, then, when is_lawyer = 1, the user's lawyer profile
 * into `session.lawyer` (anyone else falls back to the customer side without one). Both are fetched
 * afresh. A failing profile does not fail the sign-in: the request layer showed it, and the lawyer
 * pages load it again.
 */
export async function loadSessionUser(queryClient: QueryClient): Promise<UserInfo> {
  const user = await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
  if (isLawyer(user)) {
    await queryClient.fetchQuery({ ...ownProfileQueryOptions(user.uuid), staleTime: 0 }).catch(() => null);
  }
  return user;
}
