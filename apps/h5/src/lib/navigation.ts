import { hashAddress } from './url';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Until the router binds itself, navigation goes through the address bar (hash routing). */
let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(`#${to}`);
  else window.location.assign(`#${to}`);
};

/** Lets code outside React (the request layer) navigate through the router. */
export function bindNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The current in-app address: path plus query, e.g. `/pages/customer/order/service/list?tab=1`. */
export function currentAddress(): string {
  return hashAddress(window.location.hash);
}
