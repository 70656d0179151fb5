// The AWS Signature Version 4 computation (canonical request, string to sign, signing key) with node:crypto,
// written from the published algorithm for the test S3 server's own checks (sigv4.mjs); S3 flavour: paths
// are encoded once and not normalised.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ percent-encoded. */
const encode = (text) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20250101T000000Z` → epoch ms, or NaN. */
export function parseAmzDate(text = '') {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
}

/** The decoded name/value pairs of a raw query string; throws on malformed percent-encoding. */
export function queryPairs(query) {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [decodeURIComponent(key), decodeURIComponent(value)];
    });
}

/** Lower-case name → canonical value (trimmed, inner runs of spaces made one, repeats joined by ','). */
export function headerMap(rawHeaders) {
  const headers = new Map();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    const value = rawHeaders[i + 1].trim().replace(/\s+/g, ' ');
    headers.set(name, headers.has(name) ? `${headers.get(name)},${value}` : value);
  }
  return headers;
}

/** Each path segment decoded once and encoded again; throws on malformed percent-encoding. */
const canonicalUri = (path) =>
  path
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');

/** Pairs encoded, sorted by name and then by value (not as joined strings: `a=` must come before `a-b=`). */
const canonicalQuery = (pairs) =>
  pairs
    .map(([key, value]) => [encode(key), encode(value)])
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The hex signature of a request: `{ method, path, pairs, headers, signedHeaders, payloadHash, amzDate,
 * scope }` (pairs without X-Amz-Signature; scope `date/region/s3/aws4_request`) under `secretAccessKey`.
 */
export function signatureOf(request, secretAccessKey) {
  const { method, path, pairs, headers, signedHeaders, payloadHash, amzDate, scope } = request;
  const canonicalRequest = [
    method,
    canonicalUri(path),
    canonicalQuery(pairs),
    ...signedHeaders.map((name) => `${name}:${headers.get(name) ?? ''}`),
    '',
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = `AWS4${secretAccessKey}`;
  for (const part of scope.split('/')) key = hmac(key, part);
  return hmac(key, stringToSign).toString('hex');
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(given = '', expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
