import { fullPinyin, pinyinInitials, pinyinKeyword } from '../common/pinyin-initials';

/**
 * What the centre's keyword matches (`documents.search_text`): the title, the tags, the title's full pinyin
 * and its initials, lower case, so 劳动合同 is found by 劳动, ldht and laodonghetong.
 */
export function documentSearchText(title: string, tags: readonly string[]): string {
  return [title, ...tags, fullPinyin(title), pinyinInitials(title)].join(' ').toLowerCase();
}

/** The space that separates the parts of `search_text`; no gram holds it. */
const SEPARATOR = ' ';

/** A character of its own in the index: anything but ASCII (a single Latin letter or digit is in nearly every text). */
const indexedAlone = (character: string) => character.codePointAt(0)! > 0x7f;

/** What a keyword matches: the keyword itself, lower case, and typed as pinyin with spaces, compacted too. */
export function keywordForms(keyword: string): string[] {
  const lower = keyword.toLowerCase();
  const pinyin = pinyinKeyword(lower);
  return pinyin && pinyin !== lower ? [lower, pinyin] : [lower];
}

/**
 * The grams of a search text the catalogue's postings hold (catalogue.ts, common/id-postings.ts): every pair of
 * neighbouring characters (code points) and every non-ASCII character, none with the separator, each once. A
 * text that contains a keyword contains all the keyword's grams (`keywordGrams`), so their postings find every
 * match.
 */
export function searchGrams(text: string): string[] {
  const characters = Array.from(text);
  const grams = new Set<string>();
  characters.forEach((character, at) => {
    if (character === SEPARATOR) return;
    if (indexedAlone(character)) grams.add(character);
    const next = characters[at + 1];
    if (next !== undefined && next !== SEPARATOR) grams.add(character + next);
  });
  return [...grams];
}

/**
 * The grams a lower-case keyword's matches all contain, and whether holding them is the same as containing the
 * keyword (a keyword of one non-ASCII character or of two characters is its own gram); null when the index
 * cannot narrow the search (one ASCII character, or only pairs with a space), so the text is scanned.
 */
export function keywordGrams(keyword: string): { grams: string[]; exact: boolean } | null {
  const characters = Array.from(keyword);
  if (characters.length === 1) {
    return indexedAlone(keyword) && keyword !== SEPARATOR ? { grams: [keyword], exact: true } : null;
  }
  const grams = new Set<string>();
  for (let at = 0; at + 1 < characters.length; at += 1) {
    const pair = characters[at]! + characters[at + 1]!;
    if (!pair.includes(SEPARATOR)) grams.add(pair);
  }
  if (grams.size === 0) return null;
  return { grams: [...grams], exact: characters.length === 2 };
}
