/**
 * The response of index.html's early request (scripts/early-data.ts), started before the app's code had
 * loaded. Taken at most once, by a GET for the same address with the same token while the page it was
 * made for is still shown; anything else goes to the network as usual.
 */
interface EarlyRequest {
  /** The app address (location.hash) it was made for. */
  hash: string;
  url: string;
  token: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    lawbridgeEarly?: EarlyRequest;
  }
}

export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const early = window.lawbridgeEarly;
  if (!early) return undefined;
  if (early.hash !== window.location.hash) {
    delete window.lawbridgeEarly;
    return undefined;
  }
  if (early.url !== url || early.token !== token) return undefined;
  delete window.lawbridgeEarly;
  return early.response;
}
