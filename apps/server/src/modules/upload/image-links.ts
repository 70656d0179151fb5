import { createHmac, timingSafeEqual } from 'node:crypto';
import { API, imageUrl } from '@lawbridge/contract';
import type { Clock } from '../../core/clock';

/** A signed address stays valid at least this long after it is handed out… */
export const SIGNED_URL_TTL_MS = 60 * 60 * 1000;
/**
 * …and expiries are rounded up to this step, so answers within the same 10 minutes hand out the very same
 * address (the page keeps its loaded <img> instead of fetching the picture again).
 */
export const SIGNED_URL_STEP_MS = 10 * 60 * 1000;

/** Query parameters of a signed address: expiry (UTC epoch ms) and signature. */
export const SIGNED_EXPIRES_PARAM = 'e';
export const SIGNED_SIGNATURE_PARAM = 's';

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Addresses of uploaded images (docs/decisions.md, issue 7). Public images (avatars) have one stable
 * address that may be cached for a year. Private ones (licence photos, feedback images, later chat images
 * and documents) are only reachable through an address signed for about an hour, which the API hands to
 * callers allowed to see the file: an <img> tag sends no token, so the address itself carries the right.
 */
export function createImageLinks(deps: { secret: Buffer; clock: Clock }) {
  const { secret, clock } = deps;

  // 128 bits of HMAC-SHA256 over the id and the expiry.
  const sign = (id: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`${id}.${expiresAt}`).digest().subarray(0, 16);

  const signed = (address: string, id: string) => {
    const expiresAt = Math.ceil((clock.now() + SIGNED_URL_TTL_MS) / SIGNED_URL_STEP_MS) * SIGNED_URL_STEP_MS;
    const signature = sign(id, expiresAt).toString('base64url');
    return `${address}?${SIGNED_EXPIRES_PARAM}=${expiresAt}&${SIGNED_SIGNATURE_PARAM}=${signature}`;
  };

  return {
    /** The stable address of a public image. */
    publicUrl(id: string): string {
      return imageUrl(id);
    },

    /** An address of any image, valid for at least an hour from now. */
    signedUrl(id: string): string {
      return signed(imageUrl(id), id);
    },

    /** An address of an uploaded file (PDF, Word, Excel, TXT), valid for at least an hour from now. */
    signedFileUrl(id: string): string {
      return signed(`${API.uploadFile}/${id}`, id);
    },

    /** Whether `signature` was made by this server for `id` and `expiresAt`, and is still in time. */
    check(id: string, expiresAt: number, signature: string): SignatureCheck {
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(id, expiresAt);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return clock.now() < expiresAt ? 'valid' : 'expired';
    },
  };
}

export type ImageLinks = ReturnType<typeof createImageLinks>;
