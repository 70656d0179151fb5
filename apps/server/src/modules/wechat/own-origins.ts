import type { FastifyRequest } from 'fastify';

/**
 * The origin the request was sent to (`https://host[:port]`), as the browser saw it: the H5 app is served
 * by this server, so its pages live there. Behind proxies `TRUST_PROXY` makes protocol and host the
 * forwarded ones.
 */
export function requestOrigin(request: FastifyRequest): string {
  try {
    // Normalised as browsers write origins: lower case, without a default port.
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'null';
  }
}

/** Whether `address` is an http(s) page on one of `origins` (exact scheme, host and port). */
export function isPageOf(address: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  return origins.some((origin) => origin !== 'null' && new URL(origin).origin === url.origin);
}
