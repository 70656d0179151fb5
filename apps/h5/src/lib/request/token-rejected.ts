import { MSG } from '@lawbridge/contract';
import { loginAddress, PATHS } from '../../app/paths';
import { currentAddress, navigate } from '../navigation';
import { useSession } from '../session/session-store';
import { showToast } from '../toast';
import { splitAddress } from '../url';

/** Seed §9: the login redirect is throttled to once per second. */
export const LOGIN_REDIRECT_THROTTLE_MS = 1000;

let lastRedirectAt = Number.NEGATIVE_INFINITY;

/**
 * The server refused the token (code 2): log out, and unless the user is already on the login page,
 * say so and send them to login with the current address to come back to (seed §6).
 */
export function handleTokenRejected(now = Date.now()): void {
  useSession.getState().logout();
  const address = currentAddress();
  if (splitAddress(address).pathname === PATHS.login) return;
  if (now - lastRedirectAt < LOGIN_REDIRECT_THROTTLE_MS) return;
  lastRedirectAt = now;
  showToast(MSG.tokenExpired);
  navigate(loginAddress(address), { replace: true });
}
