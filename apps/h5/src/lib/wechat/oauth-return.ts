/**
 * WeChat's OAuth page sends the browser back to the address it was given with `code` and `state` added
 * to the query, before the #hash route: `https://site/?code=…&state=…#/pages/…`. The hash router never
 * sees them; these helpers read them and take them out of the address again.
 */

export interface OauthReturn {
  code: string;
  state: string;
}

type Place = Pick<Location, 'search'>;

/** The code and state WeChat added to this page's address, or null. */
export function readOauthReturn(place: Place = window.location): OauthReturn | null {
  const params = new URLSearchParams(place.search);
  const code = params.get('code');
  if (!code) return null;
  return { code, state: params.get('state') ?? '' };
}

/** `href` without `code` and `state` in its query (the rest of the query and the #hash kept). */
export function withoutOauthParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return url.toString();
}

/**
 * Takes `code` and `state` out of the address bar without a reload or a new history entry. The history
 * entry's state is kept: the router stores its own bookkeeping there.
 */
export function stripOauthReturn(
  place: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): void {
  const clean = withoutOauthParams(place.href);
  if (clean !== place.href) history.replaceState(history.state, '', clean);
}

/**
 * The address WeChat should send the browser back to: this page's address (without an earlier code and
 * state) with `hashRoute` as its route.
 */
export function returnAddress(hashRoute: string, place: Pick<Location, 'href'> = window.location): string {
  const url = new URL(withoutOauthParams(place.href));
  url.hash = hashRoute;
  return url.toString();
}

/** Leaves the app for another site in place of this history entry (WeChat's OAuth page). */
export const pageExit = {
  replace(address: string): void {
    window.location.replace(address);
  },
};
