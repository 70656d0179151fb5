/** One gram's ids: the first `length` of `ids` (an Int32Array: its memory is outside the garbage-collected heap). */
interface Postings {
  ids: Int32Array;
  length: number;
}

const FIRST_CAPACITY = 4;
const NONE = new Int32Array(0);

/**
 * An in-memory catalogue's index: for each gram (a string `gramsOf` gives for an indexed value, each once) the ids
 * whose value holds it, in no order. A value's grams are added once and removed when its id leaves or its value
 * changes (`set` with another value), so a filter that is one gram is answered by its postings alone. Ids are
 * kept in typed arrays: millions of them, which the garbage collector then never walks.
 */
export function createIdPostings<Value>(gramsOf: (value: Value) => Iterable<string>) {
  const postings = new Map<string, Postings>();
  /** The value each indexed id's grams were taken from, by id. */
  const indexed: Array<Value | undefined> = [];

  function add(gram: string, id: number): void {
    const found = postings.get(gram);
    if (!found) {
      const ids = new Int32Array(FIRST_CAPACITY);
      ids[0] = id;
      postings.set(gram, { ids, length: 1 });
      return;
    }
    if (found.length === found.ids.length) {
      const grown = new Int32Array(found.ids.length * 2);
      grown.set(found.ids);
      found.ids = grown;
    }
    found.ids[found.length] = id;
    found.length += 1;
  }

  function remove(id: number): void {
    const value = indexed[id];
    if (value === undefined) return;
    for (const gram of gramsOf(value)) {
      const found = postings.get(gram);
      if (!found) continue;
      const at = found.ids.subarray(0, found.length).indexOf(id);
      if (at < 0) continue;
      // order does not matter: the last id takes the removed one's place
      found.length -= 1;
      found.ids[at] = found.ids[found.length]!;
      if (found.length === 0) postings.delete(gram);
    }
    indexed[id] = undefined;
  }

  function set(id: number, value: Value): void {
    if (indexed[id] === value) return;
    remove(id);
    for (const gram of gramsOf(value)) add(gram, id);
    indexed[id] = value;
  }

  /** The ids holding `gram` (a view: read it before the next change). */
  function idsOf(gram: string): Int32Array {
    const found = postings.get(gram);
    return found ? found.ids.subarray(0, found.length) : NONE;
  }

  /** The ids holding the rarest of `grams`: the shortest list, or none when a gram is absent. */
  function rarest(grams: readonly string[]): Int32Array {
    let shortest: Postings | null = null;
    for (const gram of grams) {
      const found = postings.get(gram);
      if (!found) return NONE;
      if (!shortest || found.length < shortest.length) shortest = found;
    }
    return shortest ? shortest.ids.subarray(0, shortest.length) : NONE;
  }

  return { set, remove, idsOf, rarest };
}
