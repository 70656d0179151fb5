import type { UserInfo } from '@lawbridge/contract';
import { isLawyer } from '../lib/session/session-store';
import { loginAddress, PATHS } from './paths';

const CUSTOMER_PROFILE = '/pages/customer/profile';
const LAWYER_AREA = '/pages/lawyer/';
const OPEN_LAWYER_PAGES: readonly string[] = [PATHS.lawyerApply, PATHS.lawyerApplyStatus];
/** Pages the seed's rule does not cover that act for the signed-in user. */
const SIGNED_IN_PAGES: readonly string[] = [
  PATHS.feedback,
  PATHS.cashier,
  PATHS.notificationList,
  PATHS.appealCreate,
  PATHS.appealDetail,
  PATHS.appealList,
  PATHS.documentUpload,
  PATHS.documentPay,
  PATHS.documentRead,
  PATHS.documentMine,
  PATHS.documentPurchased,
];

/**
 * Seed §6: pages whose address includes the customer profile path or the word `order` need login;
 * so does the whole lawyer area, the application pages included.
 */
export function needsLogin(path: string): boolean {
  return (
    path.includes(CUSTOMER_PROFILE) ||
    path.includes('order') ||
    path.startsWith(LAWYER_AREA) ||
    SIGNED_IN_PAGES.includes(path)
  );
}

/** The lawyer area needs a certified lawyer, except the pages where one applies to become one. */
export function isLawyerOnly(path: string): boolean {
  return path.startsWith(LAWYER_AREA) && !OPEN_LAWYER_PAGES.includes(path);
}

export interface GuardedRoute {
  requiresLogin: boolean;
  requiresLawyer: boolean;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * Whether the session may open the route at `address` (path plus query). Anonymous users go to
 * login with the address to come back to; users who are not lawyers go to the lawyer application,
 * which forwards them to its status page when they have already applied.
 */
export function decideAccess(
  route: GuardedRoute,
  address: string,
  session: { token: string | null; user: UserInfo | null },
): AccessDecision {
  if ((route.requiresLogin || route.requiresLawyer) && !session.token) {
    return { kind: 'redirect', to: loginAddress(address) };
  }
  if (route.requiresLawyer && !isLawyer(session.user)) return { kind: 'redirect', to: PATHS.lawyerApply };
  return { kind: 'allow' };
}
