import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Documents' download and reading addresses: a random link id (a row of `document_download_links` saying
 * whose, which document and version, until when) and 128 bits of HMAC-SHA256 over it, so an address
 * cannot be made up or altered; a reading address signs the page with the id.
 */
export function createLinkSigner(secret: Buffer) {
  const sign = (subject: string) =>
    createHmac('sha256', secret).update(`document:${subject}`).digest().subarray(0, 16);

  // Compared as text: decoding would ignore the spare bits of the last character, so two addresses would pass.
  const matches = (subject: string, signature: string) => {
    const given = Buffer.from(signature);
    const expected = Buffer.from(sign(subject).toString('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    newLinkId: (): string => randomBytes(16).toString('hex'),

    /** `<id>.<signature>` of a download address. */
    fileToken: (linkId: string): string => `${linkId}.${sign(linkId).toString('base64url')}`,

    /** `<id>.<page>.<signature>` of a reading page's address. */
    pageToken: (linkId: string, page: number): string =>
      `${linkId}.${page}.${sign(`${linkId}.${page}`).toString('base64url')}`,

    /** The link id of a download token this server signed, else null. */
    openFileToken(token: string): string | null {
      const [linkId, signature] = token.split('.');
      return linkId && signature && matches(linkId, signature) ? linkId : null;
    },

    /** The link id and page of a reading token this server signed, else null. */
    openPageToken(token: string): { linkId: string; page: number } | null {
      const [linkId, page, signature] = token.split('.');
      if (!linkId || !page || !signature || !matches(`${linkId}.${page}`, signature)) return null;
      return { linkId, page: Number(page) };
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
