import type { LawyerSort } from '@lawbridge/contract';
import { createIdPostings } from '../../common/id-postings';
import { pinyinKeyword } from '../../common/pinyin-initials';
import { createSortedOrders } from '../../common/sorted-orders';
import type { DirectoryFilter } from '../directory-filter';
import { directoryEntry, gram, gramsOf, SORT_ORDERS, type DirectoryEntry, type DirectoryRow } from './entry';

/** Up to this many matches are sorted; more are picked out walking the sort's order. */
const SORT_MATCHES_AT_MOST = 2_000;
/** A batch of changes at least this large re-sorts the orders rather than moving each entry. */
const RESORT_AT = 1_000;

type Window = { offset: number; limit: number };

const AREA_FIELD = { province: 'province_code', city: 'city_code', district: 'area_code' } as const;

/**
 * What a filter asks of an entry, and the postings whose union holds all its matches: the area's, the legal
 * types', or the keyword's (its pinyin prefixes, or the rarest of its characters), whichever are fewest.
 */
function filterPlan(filter: DirectoryFilter, postings: ReturnType<typeof createIdPostings<DirectoryEntry>>) {
  const { area, keyword, legalTypeIds } = filter;
  const types = legalTypeIds ? new Set(legalTypeIds) : null;
  const spelled = keyword ? pinyinKeyword(keyword) : null;
  const lowered = keyword && !spelled ? keyword.toLowerCase() : null;
  const candidates: Int32Array[][] = [];
  if (area) candidates.push([postings.idsOf(gram.area(area.code))]);
  if (legalTypeIds) candidates.push(legalTypeIds.map((id) => postings.idsOf(gram.legalType(id))));
  if (spelled) {
    const initials = postings.idsOf(gram.initialsPrefix(spelled));
    // one letter starts the full pinyin exactly when it starts the initials
    candidates.push(
      spelled.length === 1 ? [initials] : [initials, postings.idsOf(gram.pinyinPrefix(spelled))],
    );
  }
  if (lowered) candidates.push([postings.rarest(Array.from(lowered, gram.character))]);
  const sizeOf = (lists: Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);
  const fewest = candidates.reduce<Int32Array[] | null>(
    (best, lists) => (best === null || sizeOf(lists) < sizeOf(best) ? lists : best),
    null,
  );
  return {
    /** null when the filter filters nothing (every enabled lawyer). */
    candidates: fewest,
    matches(entry: DirectoryEntry): boolean {
      if (area && entry[AREA_FIELD[area.level]] !== area.code) return false;
      if (types && !entry.legal_type_ids.some((id) => types.has(id))) return false;
      if (spelled)
        return (
          entry.name_pinyin_initials.startsWith(spelled) ||
          (spelled.length > 1 && entry.name_pinyin.startsWith(spelled))
        );
      if (lowered) return entry.nameLower.includes(lowered) || entry.firmLower.includes(lowered);
      return true;
    },
  };
}

/**
 * The directory's enabled lawyers in memory (docs/decisions.md "The directory's catalogue"): each sort's order
 * as an array and postings of areas, legal types and keyword grams, so a page and its total cost walking the
 * fewest candidates of the filter and a sort or a slice, never a query. Entries hold what a list item shows.
 * `apply` takes changed rows (directory-catalogue/sync.ts reads them from the database by revision).
 */
export function createDirectoryCatalogue() {
  const entries: Array<DirectoryEntry | undefined> = [];
  const postings = createIdPostings(gramsOf);
  const orders = createSortedOrders(SORT_ORDERS);
  /** 1 for the ids of a filter's matches while a page is made (and all 0 again after), by id. */
  let marked = new Uint8Array(0);

  /** Puts a row in or takes it out; `moveInOrders` keeps the orders sorted one entry at a time. */
  function put(row: DirectoryRow, moveInOrders: boolean) {
    const previous = entries[row.id];
    if (previous && moveInOrders) orders.remove(previous);
    const next = row.enabled === 1 ? directoryEntry(row) : undefined;
    entries[row.id] = next;
    if (!next) {
      postings.remove(row.id);
      return;
    }
    postings.set(row.id, next);
    if (moveInOrders) orders.add(next);
  }

  function apply(rows: readonly DirectoryRow[]): void {
    const many = rows.length >= RESORT_AT;
    for (const row of rows) put(row, !many);
    if (many) orders.reset(entries.filter((entry) => entry !== undefined));
  }

  /** The filter's matches among its candidates, each once, marked in `marked`; in no order. */
  function matchesOf(plan: ReturnType<typeof filterPlan>, candidates: readonly Int32Array[]) {
    const matches: DirectoryEntry[] = [];
    for (const ids of candidates) {
      for (const id of ids) {
        if (marked[id] === 1) continue;
        const entry = entries[id]!;
        if (!plan.matches(entry)) continue;
        marked[id] = 1;
        matches.push(entry);
      }
    }
    return matches;
  }

  /** The window of `matches` (marked in `marked`) in the sort's order. */
  function windowOf(matches: DirectoryEntry[], sort: LawyerSort, window: Window) {
    if (matches.length <= SORT_MATCHES_AT_MOST)
      return matches.sort(SORT_ORDERS[sort]).slice(window.offset, window.offset + window.limit);
    const found: DirectoryEntry[] = [];
    let skipped = 0;
    for (const entry of orders.get(sort)) {
      if (marked[entry.id] !== 1) continue;
      if (skipped < window.offset) skipped += 1;
      else if (found.push(entry) === window.limit) break;
    }
    return found;
  }

  /** One page of enabled lawyers in the sort's order, and the filter's total. */
  function page(
    filter: DirectoryFilter,
    sort: LawyerSort,
    window: Window,
  ): { entries: DirectoryEntry[]; total: number } {
    const plan = filterPlan(filter, postings);
    if (!plan.candidates) {
      const all = orders.get(sort);
      return { entries: all.slice(window.offset, window.offset + window.limit), total: all.length };
    }
    if (marked.length < entries.length) marked = new Uint8Array(entries.length * 2);
    const matches = matchesOf(plan, plan.candidates);
    try {
      return { entries: windowOf(matches, sort, window), total: matches.length };
    } finally {
      for (const entry of matches) marked[entry.id] = 0;
    }
  }

  return { apply, page, size: () => orders.size() };
}

export type DirectoryCatalogue = ReturnType<typeof createDirectoryCatalogue>;
