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

export function directoryEntry(row: DirectoryRow): DirectoryEntry {
  const { enabled: _enabled, ...kept } = row;
  return { ...kept, nameLower: row.name.toLowerCase(), firmLower: row.law_firm.toLowerCase() };
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

/** The grams of an entry's keyword postings: the characters of its name and firm, its pinyin prefixes. */
export const keywordGram = {
  /** One character of the lower-case name or firm. */
  character: (character: string) => `c${character}`,
  initialsPrefix: (prefix: string) => `i${prefix}`,
  pinyinPrefix: (prefix: string) => `p${prefix}`,
};

function prefixes(text: string): string[] {
  return Array.from({ length: text.length }, (_, at) => text.slice(0, at + 1));
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
