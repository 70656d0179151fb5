import { Channel, LoginType } from '@lawbridge/contract';
import type { QueryClient } from '@tanstack/react-query';
import { signIn } from '../features/auth/api/login';
import { prefetchCommonData } from '../features/common/api/prefetch-common-data';
import { useSession } from '../lib/session/session-store';
import { preloadToast } from '../lib/toast';
import { afterFirstScreen, markFirstScreenComplete } from './first-screen';
import { loadSessionUser } from './load-session-user';
import { takePartnerPhone } from './partner-link';

/**
 * Seed §7 launch: a partner link logs in through the partner flow (type rsa_phone, no code);
 * otherwise a stored token loads the user info (and a lawyer's profile); then the common data is fetched,
 * once the first screen is complete (first-screen.ts) and the main thread is idle: it is a cache warm-up
 * (the 29 kB area tree is needed only by pages with area pickers, which fetch it themselves) and must not
 * compete with the first page's code, data and pictures. The toast's code (needed when the network fails
 * later) and the pictures below the first screen (useFirstScreenComplete) wait for the same moment.
 * Resolves when the app may render: at once, or after the partner login has finished.
 * Failures are already shown by the request layer, so they do not stop the launch.
 */
export async function launch(queryClient: QueryClient): Promise<void> {
  const partnerPhone = takePartnerPhone(window.location, window.history);
  const userReady = partnerPhone
    ? signIn(
        { type: LoginType.rsaPhone.value, phone: partnerPhone, channel_type: Channel.partner.value },
        queryClient,
      )
    : loadStoredUser(queryClient);
  const settled = userReady.then(
    () => undefined,
    () => undefined,
  );
  const firstScreen = afterFirstScreen(queryClient).then(() => {
    markFirstScreenComplete();
    preloadToast();
  });
  void Promise.all([settled, firstScreen]).then(() => prefetchCommonData(queryClient));
  if (partnerPhone) await settled;
}

async function loadStoredUser(queryClient: QueryClient): Promise<unknown> {
  if (!useSession.getState().token) return null;
  return loadSessionUser(queryClient);
}
