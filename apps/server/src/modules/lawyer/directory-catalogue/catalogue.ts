import type { LawyerSort } from '@lawbridge/contract';
import { createIdPostings } from '../../common/id-postings';
import { pinyinKeyword } from '../../common/pinyin-initials';
import { createSortedOrders, mergedWindow, type SortedOrders } from '../../common/sorted-orders';
import type { DirectoryFilter } from '../directory-filter';
import {
  directoryEntry,
  keywordGram,
  keywordGramsOf,
  orderKey,
  orderKeysOf,
  SORT_ORDERS,
  type DirectoryEntry,
  type DirectoryRow,
} from './entry';

/** Up to this many matches are sorted; more are picked out walking the sort's order. */
const SORT_MATCHES_AT_MOST = 2_000;
/** A batch of changes at least this large re-sorts the orders rather than moving each entry. */
const RESORT_AT = 1_000;

type Window = { offset: number; limit: number };
type Orders = SortedOrders<LawyerSort, DirectoryEntry>;
/** Candidates of a filter: entries of a sort order, or ids of keyword postings. */
type Candidates = ReadonlyArray<readonly DirectoryEntry[] | Int32Array>;

const AREA_FIELD = { province: 'province_code', city: 'city_code', district: 'area_code' } as const;
const NONE: readonly DirectoryEntry[] = [];

/** What the filter's keyword asks of a lawyer: a pinyin prefix, or a text inside the name or firm. */
function keywordTest(keyword: string | null) {
  if (keyword === null) return null;
  const spelled = pinyinKeyword(keyword);
  if (spelled) {
    // one letter starts the full pinyin exactly when it starts the initials
    const grams = [keywordGram.initialsPrefix(spelled)];
    if (spelled.length > 1) grams.push(keywordGram.pinyinPrefix(spelled));
    return {
      /** Postings holding every match: all of them (`union`) or the rarest (`rarest`). */
      union: grams,
      rarest: null,
      matches: (entry: DirectoryEntry) =>
        entry.name_pinyin_initials.startsWith(spelled) ||
        (spelled.length > 1 && entry.name_pinyin.startsWith(spelled)),
    };
  }
  const lowered = keyword.toLowerCase();
  return {
    union: null,
    rarest: Array.from(lowered, keywordGram.character),
    matches: (entry: DirectoryEntry) =>
      entry.nameLower.includes(lowered) || entry.firmLower.includes(lowered),
  };
}

/**
 * The window of the entries of a sorted list that match, and (when `counting`) how many match in all; without
 * counting it stops when the window is full.
 */
function windowOfSorted(
  sorted: readonly DirectoryEntry[],
  matches: (entry: DirectoryEntry) => boolean,
  window: Window,
  counting = false,
) {
  const found: DirectoryEntry[] = [];
  let total = 0;
  for (const entry of sorted) {
    if (!matches(entry)) continue;
    total += 1;
    if (total <= window.offset || found.length === window.limit) continue;
    found.push(entry);
    if (!counting && found.length === window.limit) break;
  }
  return { entries: found, total };
}

/**
 * The directory's enabled lawyers in memory (docs/decisions.md "The directory's catalogue"): each sort's order
 * as an array, for everyone, for each area code and for each legal type, and keyword postings (characters, pinyin
 * prefixes). A filter of one area or of legal types alone is a slice or a merge of its orders; any other filter
 * checks its fewest candidates, then sorts them or picks them out walking the sort. Never a query; entries hold
 * what a list item shows. `apply` takes changed rows (directory-catalogue/sync.ts reads them by revision).
 */
export function createDirectoryCatalogue() {
  const entries: Array<DirectoryEntry | undefined> = [];
  const everyone: Orders = createSortedOrders(SORT_ORDERS);
  let ordersByKey = new Map<string, Orders>();
  const keywordPostings = createIdPostings(keywordGramsOf);
  /** Lawyers holding any of several legal types, by the types, until the next change. */
  const holderCounts = new Map<string, number>();
  /** 1 for the ids of a filter's matches while a page is made (and all 0 again after), by id. */
  let marked = new Uint8Array(0);

  function keyed(key: string): Orders {
    let found = ordersByKey.get(key);
    if (!found) ordersByKey.set(key, (found = createSortedOrders(SORT_ORDERS)));
    return found;
  }

  /** Puts a row in or takes it out; `moveInOrders` keeps the orders sorted one entry at a time. */
  function put(row: DirectoryRow, moveInOrders: boolean) {
    const previous = entries[row.id];
    if (previous && moveInOrders) {
      everyone.remove(previous);
      for (const key of orderKeysOf(previous)) ordersByKey.get(key)?.remove(previous);
    }
    const next = row.enabled === 1 ? directoryEntry(row) : undefined;
    entries[row.id] = next;
    if (!next) {
      keywordPostings.remove(row.id);
      return;
    }
    keywordPostings.set(row.id, next);
    if (moveInOrders) {
      everyone.add(next);
      for (const key of orderKeysOf(next)) keyed(key).add(next);
    }
  }

  /** Sorts every order anew: everyone's and each key's. */
  function resort() {
    const enabled = entries.filter((entry) => entry !== undefined);
    const byKey = new Map<string, DirectoryEntry[]>();
    for (const entry of enabled) {
      for (const key of orderKeysOf(entry)) {
        const list = byKey.get(key);
        if (list) list.push(entry);
        else byKey.set(key, [entry]);
      }
    }
    everyone.reset(enabled);
    ordersByKey = new Map();
    for (const [key, list] of byKey) keyed(key).reset(list);
  }

  function apply(rows: readonly DirectoryRow[]): void {
    if (rows.length > 0) holderCounts.clear();
    const many = rows.length >= RESORT_AT;
    for (const row of rows) put(row, !many);
    if (many) resort();
  }

  const ordersOf = (key: string, sort: LawyerSort) => ordersByKey.get(key)?.get(sort) ?? NONE;

  /** How many lawyers hold any of the legal types (each once; counted with `marked`, no allocation). */
  function holdersOf(legalTypeIds: readonly number[]): number {
    const lists = legalTypeIds.map((id) => ordersOf(orderKey.legalType(id), 'default'));
    if (lists.length === 1) return lists[0]!.length;
    const key = legalTypeIds.join(',');
    let count = holderCounts.get(key);
    if (count === undefined) {
      count = markMatches(lists, () => true, null);
      unmark(lists);
      holderCounts.set(key, count);
    }
    return count;
  }

  /**
   * Marks the filter's matches among its candidates in `marked` (each once) and counts them; the first `keep`
   * are pushed to `kept` too. Large temporary arrays are avoided: they would be allocated in the old generation
   * (V8's large-object space) and bring its collections sooner.
   */
  function markMatches(
    candidates: Candidates,
    matches: (entry: DirectoryEntry) => boolean,
    kept: DirectoryEntry[] | null,
  ): number {
    if (marked.length < entries.length) marked = new Uint8Array(entries.length * 2);
    let count = 0;
    for (const list of candidates) {
      for (const item of list) {
        const entry = typeof item === 'number' ? entries[item]! : item;
        if (marked[entry.id] === 1 || !matches(entry)) continue;
        marked[entry.id] = 1;
        count += 1;
        if (kept && count <= SORT_MATCHES_AT_MOST) kept.push(entry);
      }
    }
    return count;
  }

  /** Every candidate's mark back to 0. */
  function unmark(candidates: Candidates): void {
    for (const list of candidates)
      for (const item of list) marked[typeof item === 'number' ? item : item.id] = 0;
  }

  /** The window of the `total` marked matches in the sort's order: `kept` sorted when it holds them all. */
  function windowOf(kept: DirectoryEntry[], total: number, sort: LawyerSort, window: Window) {
    if (total <= SORT_MATCHES_AT_MOST)
      return kept.sort(SORT_ORDERS[sort]).slice(window.offset, window.offset + window.limit);
    return windowOfSorted(everyone.get(sort), (entry) => marked[entry.id] === 1, window).entries;
  }

  /** A filter of several criteria or a keyword: its fewest candidates checked, then sorted or picked out. */
  function checkedPage(filter: DirectoryFilter, sort: LawyerSort, window: Window) {
    const { area, legalTypeIds } = filter;
    const keyword = keywordTest(filter.keyword);
    const types = legalTypeIds ? new Set(legalTypeIds) : null;
    const matches = (entry: DirectoryEntry) =>
      (!area || entry[AREA_FIELD[area.level]] === area.code) &&
      (!types || entry.legal_type_ids.some((id) => types.has(id))) &&
      (!keyword || keyword.matches(entry));
    // one area or one legal type in the sort's own order: its matches come out sorted
    const sortedKey = area
      ? orderKey.area(area.code)
      : legalTypeIds?.length === 1
        ? orderKey.legalType(legalTypeIds[0]!)
        : null;
    const options: Candidates[] = [];
    if (sortedKey) options.push([ordersOf(sortedKey, sort)]);
    if (legalTypeIds) options.push(legalTypeIds.map((id) => ordersOf(orderKey.legalType(id), 'default')));
    if (keyword?.union) options.push(keyword.union.map((gram) => keywordPostings.idsOf(gram)));
    if (keyword?.rarest) options.push([keywordPostings.rarest(keyword.rarest)]);
    const sizeOf = (lists: Candidates) => lists.reduce((sum, list) => sum + list.length, 0);
    const fewest = options.reduce((best, lists) => (sizeOf(lists) < sizeOf(best) ? lists : best));
    if (fewest === options[0] && sortedKey)
      return windowOfSorted(fewest[0] as readonly DirectoryEntry[], matches, window, true);
    const kept: DirectoryEntry[] = [];
    const total = markMatches(fewest, matches, kept);
    try {
      return { entries: windowOf(kept, total, sort, window), total };
    } finally {
      unmark(fewest);
    }
  }

  /** One page of enabled lawyers in the sort's order, and the filter's total. */
  function page(
    filter: DirectoryFilter,
    sort: LawyerSort,
    window: Window,
  ): { entries: DirectoryEntry[]; total: number } {
    const { keyword, area, legalTypeIds } = filter;
    if (keyword === null && (area === null || legalTypeIds === null)) {
      if (area) {
        const all = ordersOf(orderKey.area(area.code), sort);
        return { entries: all.slice(window.offset, window.offset + window.limit), total: all.length };
      }
      if (legalTypeIds) {
        const lists = legalTypeIds.map((id) => ordersOf(orderKey.legalType(id), sort));
        return { entries: mergedWindow(lists, SORT_ORDERS[sort], window), total: holdersOf(legalTypeIds) };
      }
      const all = everyone.get(sort);
      return { entries: all.slice(window.offset, window.offset + window.limit), total: all.length };
    }
    return checkedPage(filter, sort, window);
  }

  return { apply, page, size: () => everyone.size() };
}

export type DirectoryCatalogue = ReturnType<typeof createDirectoryCatalogue>;
