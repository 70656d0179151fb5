// The rules of people's text and stored ids, without a schema library: the field builders of fields.ts
// apply them with their messages, and pages that only read an address (filters, an id) use the plain
// checks here, so they load no validation code.

/**
 * Invisible format characters that can disguise text: zero-width spaces and joiners, the byte-order mark,
 * and bidirectional overrides and isolates (which can make `王律师` display as something else).
 */
const INVISIBLE_FORMAT_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** C0 controls (NUL among them) and DEL; line breaks and tabs are ordinary text. */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's job
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const stripInvisible = (value: string): string => value.replace(INVISIBLE_FORMAT_CHARACTERS, '');

/** The largest value of a 32-bit integer column, the bound of every id and count we store. */
export const INT32_MAX = 2_147_483_647;

/**
 * A search keyword from an address as `searchKeyword(max)` reads it (cleaned, trimmed), or undefined when
 * empty or refused.
 */
export function searchKeywordOf(raw: string | undefined, max: number): string | undefined {
  if (raw === undefined) return undefined;
  const cleaned = stripInvisible(raw);
  if (CONTROL_CHARACTERS.test(cleaned)) return undefined;
  const keyword = cleaned.trim();
  return keyword && keyword.length <= max ? keyword : undefined;
}

/** An id from an address (digits only, 1 to INT32_MAX), or undefined. */
export function idOf(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= INT32_MAX ? id : undefined;
}
