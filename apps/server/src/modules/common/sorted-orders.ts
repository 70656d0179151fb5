/** A total order of entries (ties broken to the end, e.g. by id). */
export type Order<Entry> = (a: Entry, b: Entry) => number;

/** The index of the first entry of `list` not before `entry` (binary search). */
function positionOf<Entry>(list: readonly Entry[], entry: Entry, compare: Order<Entry>): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The same entries kept in several orders at once (one array per sort), for an in-memory catalogue: an entry
 * moves in or out of every order by binary search, or all orders are sorted anew from a list of entries. An
 * entry must be taken out with the very keys it was put in with (replace it by a new object to change it).
 */
export function createSortedOrders<Sort extends string, Entry>(orders: Record<Sort, Order<Entry>>) {
  const sorts = Object.keys(orders) as Sort[];
  const empty = () => Object.fromEntries(sorts.map((sort) => [sort, []])) as unknown as Record<Sort, Entry[]>;
  let lists = empty();

  return {
    /** The entries in the sort's order (read only: change them through `add`, `remove` and `reset`). */
    get(sort: Sort): readonly Entry[] {
      return lists[sort];
    },
    size(): number {
      return sorts.length === 0 ? 0 : lists[sorts[0]!].length;
    },
    add(entry: Entry): void {
      for (const sort of sorts) {
        const list = lists[sort];
        list.splice(positionOf(list, entry, orders[sort]), 0, entry);
      }
    },
    remove(entry: Entry): void {
      for (const sort of sorts) {
        const list = lists[sort];
        const at = positionOf(list, entry, orders[sort]);
        if (list[at] === entry) list.splice(at, 1);
      }
    },
    /** Every order anew: `entries` sorted once per sort. */
    reset(entries: readonly Entry[]): void {
      lists = empty();
      for (const sort of sorts) lists[sort] = entries.slice().sort(orders[sort]);
    },
  };
}

export type SortedOrders<Sort extends string, Entry> = ReturnType<typeof createSortedOrders<Sort, Entry>>;

/**
 * The window (`offset`, `limit`) of several lists sorted in one order, merged in that order; an entry held by
 * several lists (the same object) counts once: being equal, its copies come out one after the other.
 */
export function mergedWindow<Entry>(
  lists: ReadonlyArray<readonly Entry[]>,
  compare: Order<Entry>,
  window: { offset: number; limit: number },
): Entry[] {
  const heads = lists.map(() => 0);
  const found: Entry[] = [];
  let last: Entry | undefined;
  let taken = 0;
  while (taken < window.offset + window.limit) {
    let best = -1;
    for (let list = 0; list < lists.length; list += 1) {
      const candidate = lists[list]![heads[list]!];
      if (candidate !== undefined && (best < 0 || compare(candidate, lists[best]![heads[best]!]!) < 0))
        best = list;
    }
    if (best < 0) break;
    const entry = lists[best]![heads[best]!]!;
    heads[best]! += 1;
    if (entry === last) continue;
    last = entry;
    if (taken >= window.offset) found.push(entry);
    taken += 1;
  }
  return found;
}
