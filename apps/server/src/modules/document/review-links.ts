import { API } from '@lawbridge/contract';
import {
  SIGNED_EXPIRES_PARAM,
  SIGNED_SIGNATURE_PARAM,
  type ImageLinks,
  type SignatureCheck,
} from '../upload/image-links';

/** What a review address shows: one page as an image, or the version's whole PDF. */
export type ReviewTarget = { versionId: number; page: number } | { versionId: number; page: 'pdf' };

/** The address's token: `<version id>-<page>` or `<version id>-pdf`. */
export const REVIEW_TOKEN = /^([1-9]\d{0,9})-([1-9]\d{0,2}|pdf)$/;

const signedId = (target: ReviewTarget) => `document-review:${target.versionId}:${target.page}`;

/**
 * Addresses of what operators review (`${API.admin.documentPage}/:token?e=…&s=…`), signed like private
 * uploads (an <img> sends no operator token, the address carries the right), valid about an hour.
 */
export function createReviewLinks(links: ImageLinks) {
  return {
    url(target: ReviewTarget): string {
      const signed = new URL(links.signedUrl(signedId(target)), 'http://signed.invalid');
      return `${API.admin.documentPage}/${target.versionId}-${target.page}${signed.search}`;
    },

    /** The token's target when the signature is this server's and in time. */
    check(
      token: string,
      query: { e: number; s: string },
    ): { target: ReviewTarget } | { refused: Exclude<SignatureCheck, 'valid'> } {
      const match = REVIEW_TOKEN.exec(token);
      if (!match) return { refused: 'invalid' };
      const versionId = Number(match[1]);
      const target: ReviewTarget =
        match[2] === 'pdf' ? { versionId, page: 'pdf' } : { versionId, page: Number(match[2]) };
      const check = links.check(signedId(target), query[SIGNED_EXPIRES_PARAM], query[SIGNED_SIGNATURE_PARAM]);
      return check === 'valid' ? { target } : { refused: check };
    },
  };
}

export type ReviewLinks = ReturnType<typeof createReviewLinks>;
