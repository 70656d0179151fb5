/** Characters `encodeURIComponent` leaves alone that RFC 5987 does not allow in a value. */
const NOT_ATTR_CHAR = /['()*]/g;

/**
 * `Content-Disposition: attachment` for a file name in any script: a plain-ASCII stand-in for old
 * clients, and the exact name as `filename*=UTF-8''…` (RFC 5987 / RFC 6266), e.g. 合同.pdf.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    NOT_ATTR_CHAR,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
