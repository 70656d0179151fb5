import type { DocumentSort } from '@lawbridge/contract';
import { createIdPostings } from '../../common/id-postings';
import { createSortedOrders, mergedWindow, type SortedOrders } from '../../common/sorted-orders';
import { keywordForms, keywordGrams, searchGrams } from '../search-text';
import { catalogueEntry, SORT_ORDERS, type CatalogueEntry, type CatalogueRow } from './entry';

export type { CatalogueRow } from './entry';

export interface CatalogueFilter {
  keyword: string | null;
  /** A leaf, or a parent with its leaves; null for every type. */
  legalTypeIds: readonly number[] | null;
}

/** Up to this many keyword matches are sorted; more are picked out walking the sort's order. */
const SORT_MATCHES_AT_MOST = 2_000;
/** Keyword forms whose checked matches are kept (a form's matches: up to every document's id). */
const CHECKED_FORMS = 500;
/** A batch of changes at least this large re-sorts the orders rather than moving each entry. */
const RESORT_AT = 1_000;

type Orders = SortedOrders<DocumentSort, CatalogueEntry>;
type Window = { offset: number; limit: number };

const emptyOrders = (): Orders => createSortedOrders(SORT_ORDERS);

/**
 * The document centre's listed documents in memory (docs/decisions.md "The document centre's catalogue"): each
 * sort's order as an array, for all documents and for each legal type, and the keyword's gram postings, so a
 * page and its total cost a slice, a merge of a few types' orders or a keyword's postings, never a query.
 * `apply` takes changed rows (catalogue/sync.ts reads them from the database by revision).
 */
export function createCatalogue() {
  const entries: Array<CatalogueEntry | undefined> = [];
  /** Each listed document's legal type and search text by id, read without touching its entry. */
  const typeById: number[] = [];
  const textById: string[] = [];
  let size = 0;
  const postings = createIdPostings(searchGrams);
  const orders = emptyOrders();
  let ordersOfType = new Map<number, Orders>();
  /** The checked matches of recent keyword forms (not their own gram), most recent last; emptied by a change. */
  const checkedMatches = new Map<string, Int32Array>();
  /** 1 for the ids of the keyword's matches while a page is made (and all 0 again after), by id. */
  let marked = new Uint8Array(0);

  function ofType(legalTypeId: number): Orders {
    let found = ordersOfType.get(legalTypeId);
    if (!found) ordersOfType.set(legalTypeId, (found = emptyOrders()));
    return found;
  }

  /** Puts a row in or takes it out; `moveInOrders` keeps the orders sorted one entry at a time. */
  function put(row: CatalogueRow, moveInOrders: boolean) {
    const previous = entries[row.id];
    const next = row.state === 'listed' ? catalogueEntry(row) : undefined;
    if (previous) {
      size -= 1;
      if (moveInOrders) {
        orders.remove(previous);
        ofType(previous.legalTypeId).remove(previous);
      }
    }
    entries[row.id] = next;
    if (!next) {
      postings.remove(row.id);
      return;
    }
    typeById[row.id] = next.legalTypeId;
    textById[row.id] = next.searchText;
    size += 1;
    postings.set(row.id, next.searchText);
    if (moveInOrders) {
      orders.add(next);
      ofType(next.legalTypeId).add(next);
    }
  }

  /** Sorts every order anew: the whole orders and each legal type's. */
  function resort() {
    const listed = entries.filter((entry) => entry !== undefined);
    const listedOfType = new Map<number, CatalogueEntry[]>();
    for (const entry of listed) {
      const ofThisType = listedOfType.get(entry.legalTypeId);
      if (ofThisType) ofThisType.push(entry);
      else listedOfType.set(entry.legalTypeId, [entry]);
    }
    orders.reset(listed);
    ordersOfType = new Map();
    for (const [legalTypeId, ofThisType] of listedOfType) ofType(legalTypeId).reset(ofThisType);
  }

  function apply(rows: readonly CatalogueRow[]): void {
    if (rows.length > 0) checkedMatches.clear();
    const many = rows.length >= RESORT_AT;
    for (const row of rows) put(row, !many);
    if (many) resort();
  }

  /** The ids of the documents whose text contains `form`, in no order: its own gram's postings, or checked. */
  function formMatches(form: string): Int32Array {
    const grams = keywordGrams(form);
    if (grams?.exact) return postings.rarest(grams.grams);
    const known = checkedMatches.get(form);
    if (known) {
      checkedMatches.delete(form);
      checkedMatches.set(form, known);
      return known;
    }
    const candidates = grams
      ? postings.rarest(grams.grams)
      : Int32Array.from(orders.get('default'), (entry) => entry.id);
    const matches = candidates.filter((id) => textById[id]!.includes(form));
    checkedMatches.set(form, matches);
    if (checkedMatches.size > CHECKED_FORMS) checkedMatches.delete(checkedMatches.keys().next().value!);
    return matches;
  }

  /** The ids of the keyword's matches (within the types), each once, marked in `marked`; in no order. */
  function keywordMatches(keyword: string, types: ReadonlySet<number> | null) {
    const matches: number[] = [];
    for (const form of keywordForms(keyword)) {
      for (const id of formMatches(form)) {
        if (marked[id] === 1 || (types && !types.has(typeById[id]!))) continue;
        marked[id] = 1;
        matches.push(id);
      }
    }
    return matches;
  }

  /** The keyword's page: its few matches sorted, or its many picked out walking the sort's order. */
  function keywordPage(
    keyword: string,
    types: ReadonlySet<number> | null,
    sort: DocumentSort,
    window: Window,
  ) {
    if (marked.length < entries.length) marked = new Uint8Array(entries.length * 2);
    const matches = keywordMatches(keyword, types);
    try {
      return { ids: pageOfMatches(matches, sort, window), total: matches.length };
    } finally {
      for (const id of matches) marked[id] = 0;
    }
  }

  /** The window of `matches` (marked in `marked`) in the sort's order. */
  function pageOfMatches(matches: readonly number[], sort: DocumentSort, window: Window) {
    if (matches.length <= SORT_MATCHES_AT_MOST) {
      return matches
        .map((id) => entries[id]!)
        .sort(SORT_ORDERS[sort])
        .slice(window.offset, window.offset + window.limit)
        .map((entry) => entry.id);
    }
    const ids: number[] = [];
    let skipped = 0;
    for (const entry of orders.get(sort)) {
      if (marked[entry.id] !== 1) continue;
      if (skipped < window.offset) skipped += 1;
      else if (ids.push(entry.id) === window.limit) break;
    }
    return ids;
  }

  /** One page of ids in the sort's order and the filter's total. */
  function page(
    filter: CatalogueFilter,
    sort: DocumentSort,
    window: Window,
  ): { ids: number[]; total: number } {
    const types = filter.legalTypeIds ? new Set(filter.legalTypeIds) : null;
    if (filter.keyword !== null) return keywordPage(filter.keyword, types, sort, window);
    if (!types) {
      const ids = orders
        .get(sort)
        .slice(window.offset, window.offset + window.limit)
        .map((entry) => entry.id);
      return { ids, total: size };
    }
    const lists = [...types].map((type) => ordersOfType.get(type)?.get(sort) ?? []);
    const total = lists.reduce((sum, list) => sum + list.length, 0);
    const ids = mergedWindow(lists, SORT_ORDERS[sort], window).map((entry) => entry.id);
    return { ids, total };
  }

  return { apply, page, size: () => size };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
