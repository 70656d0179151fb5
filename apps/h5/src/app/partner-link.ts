import { Channel } from '@lawbridge/contract';
import { hashAddress, splitAddress } from '../lib/url';

const PARTNER_PARAMS = ['channel_type', 'phone'] as const;

/**
 * Partner single sign-on (seed §7): an address carrying `channel_type=gsy` and `phone=<ciphertext>`,
 * in the hash query or the page query. Returns the ciphertext and removes both parameters from the
 * address bar, or returns null when the address is not a partner link.
 */
export function takePartnerPhone(location: Location, history: History): string | null {
  const { pathname, search } = splitAddress(hashAddress(location.hash));
  const hashParams = new URLSearchParams(search);
  const pageParams = new URLSearchParams(location.search);
  const params = hashParams.get('channel_type') ? hashParams : pageParams;
  const phone = params.get('phone');
  if (params.get('channel_type') !== Channel.partner.value || !phone) return null;

  for (const name of PARTNER_PARAMS) params.delete(name);
  const query = (value: URLSearchParams) => (value.toString() ? `?${value.toString()}` : '');
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${query(pageParams)}#${pathname}${query(hashParams)}`,
  );
  return phone;
}
