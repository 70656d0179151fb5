/** Query parameters as a page receives them: the last value of each name wins. */
export type QueryParams = Record<string, string>;

export function parseQuery(search: string): QueryParams {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
}

/** `path` with `query` appended, skipping empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The app address inside the hash (`#/pages/x?a=1` → `/pages/x?a=1`), `/` when the hash is empty. */
export function hashAddress(hash: string): string {
  const address = hash.replace(/^#/, '');
  return address.startsWith('/') ? address : '/';
}

export function splitAddress(address: string): { pathname: string; search: string } {
  const index = address.indexOf('?');
  return index < 0
    ? { pathname: address, search: '' }
    : { pathname: address.slice(0, index), search: address.slice(index) };
}
