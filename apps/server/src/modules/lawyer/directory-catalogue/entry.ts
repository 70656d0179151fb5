import type { LawyerSort } from '@lawbridge/contract';
import type { Order } from '../../common/sorted-orders';
import type { ServiceChoice } from '../lawyer-services-repo';
import type { LawyerSummaryRow } from '../lawyer-view';

/** A lawyer as the catalogue reads it (catalogue/sync.ts): a disabled lawyer leaves the directory. */
export interface DirectoryRow extends LawyerSummaryRow {
  enabled: number;
  province_code: string;
  city_code: string;
  name_pinyin_initials: string;
  name_pinyin: string;
  legal_type_ids: readonly number[];
  choices: readonly ServiceChoice[];
}

/** An enabled lawyer in the directory: the list item's columns and links, and what filters match. */
export interface DirectoryEntry extends Omit<DirectoryRow, 'enabled'> {
  /** The name and the firm in lower case, for a keyword inside them. */
  nameLower: string;
  firmLower: string;
}

/**
 * Written out field by field: an object spread with more fields (`{ ...row, more }`) gave each of 100,000 entries
 * a hidden class of its own in V8 (about 60 MB of heap, and slower property reads).
 */
export function directoryEntry(row: DirectoryRow): DirectoryEntry {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    avatar_upload_id: row.avatar_upload_id,
    law_firm: row.law_firm,
    practice_start_year: row.practice_start_year,
    area_code: row.area_code,
    province_code: row.province_code,
    city_code: row.city_code,
    rating: row.rating,
    review_count: row.review_count,
    served_orders: row.served_orders,
    accepting: row.accepting,
    name_pinyin_initials: row.name_pinyin_initials,
    name_pinyin: row.name_pinyin,
    legal_type_ids: row.legal_type_ids,
    choices: row.choices,
    nameLower: row.name.toLowerCase(),
    firmLower: row.law_firm.toLowerCase(),
  };
}

/** The keys of an entry's own sort orders: its area codes (province, city, district) and legal types. */
export const orderKey = {
  area: (code: string) => `a${code}`,
  legalType: (id: number) => `t${id}`,
};

export function orderKeysOf(entry: DirectoryEntry): Set<string> {
  const keys = new Set<string>([entry.province_code, entry.city_code, entry.area_code].map(orderKey.area));
  for (const id of entry.legal_type_ids) keys.add(orderKey.legalType(id));
  return keys;
}

/**
 * Pinyin prefixes are indexed up to this length; a longer keyword's candidates are those of its first letters.
 * Every prefix of every full pinyin made half a million tiny postings (about 100 MB of heap at 100,000 lawyers,
 * which each full garbage collection walked).
 */
const PREFIX_GRAM_LENGTH = 4;

/** The grams of an entry's keyword postings: the characters of its name and firm, its pinyin prefixes. */
export const keywordGram = {
  /** One character of the lower-case name or firm. */
  character: (character: string) => `c${character}`,
  /** The postings of a prefix hold every initials or full pinyin starting with it (beyond 4 letters, more). */
  initialsPrefix: (prefix: string) => `i${prefix.slice(0, PREFIX_GRAM_LENGTH)}`,
  pinyinPrefix: (prefix: string) => `p${prefix.slice(0, PREFIX_GRAM_LENGTH)}`,
};

function prefixes(text: string): string[] {
  const length = Math.min(text.length, PREFIX_GRAM_LENGTH);
  return Array.from({ length }, (_, at) => text.slice(0, at + 1));
}

export function keywordGramsOf(entry: DirectoryEntry): Set<string> {
  const grams = new Set<string>();
  for (const character of entry.nameLower + entry.firmLower) grams.add(keywordGram.character(character));
  for (const prefix of prefixes(entry.name_pinyin_initials)) grams.add(keywordGram.initialsPrefix(prefix));
  for (const prefix of prefixes(entry.name_pinyin)) grams.add(keywordGram.pinyinPrefix(prefix));
  return grams;
}

/** Each sort of the directory as a total order (the id last breaks every tie; PRODUCT §5). */
export const SORT_ORDERS: Record<LawyerSort, Order<DirectoryEntry>> = {
  default: (a, b) =>
    b.accepting - a.accepting || b.rating - a.rating || b.served_orders - a.served_orders || b.id - a.id,
  rating: (a, b) => b.rating - a.rating || b.review_count - a.review_count || b.id - a.id,
  orders: (a, b) => b.served_orders - a.served_orders || b.rating - a.rating || b.id - a.id,
  years: (a, b) => a.practice_start_year - b.practice_start_year || a.id - b.id,
};
