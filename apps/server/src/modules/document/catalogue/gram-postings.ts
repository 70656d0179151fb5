import { searchGrams } from '../search-text';

/** One gram's ids: the first `length` of `ids` (an Int32Array: its memory is outside the garbage-collected heap). */
interface Postings {
  ids: Int32Array;
  length: number;
}

const FIRST_CAPACITY = 4;

/**
 * The catalogue's keyword index: for each gram (search-text.ts `searchGrams`) the ids of the listed documents
 * whose search text holds it, in no order. Each document's grams are added once and removed when it leaves the
 * centre or its text changes, so a keyword that is its own gram is answered by its postings alone. Ids are kept
 * in typed arrays: at 100,000 documents they are about 6.8 million, which the garbage collector then never walks.
 */
export function createGramPostings() {
  const postings = new Map<string, Postings>();
  /** The text each indexed document's grams were taken from, by id. */
  const indexedText: Array<string | undefined> = [];

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
    const text = indexedText[id];
    if (text === undefined) return;
    for (const gram of searchGrams(text)) {
      const found = postings.get(gram);
      if (!found) continue;
      const at = found.ids.subarray(0, found.length).indexOf(id);
      if (at < 0) continue;
      // order does not matter: the last id takes the removed one's place
      found.length -= 1;
      found.ids[at] = found.ids[found.length]!;
      if (found.length === 0) postings.delete(gram);
    }
    indexedText[id] = undefined;
  }

  function set(id: number, text: string): void {
    if (indexedText[id] === text) return;
    remove(id);
    for (const gram of searchGrams(text)) add(gram, id);
    indexedText[id] = text;
  }

  /** The ids holding the rarest of `grams`: the shortest list, or none when a gram is absent. */
  function rarest(grams: readonly string[]): Int32Array {
    let shortest: Postings | null = null;
    for (const gram of grams) {
      const found = postings.get(gram);
      if (!found) return new Int32Array(0);
      if (!shortest || found.length < shortest.length) shortest = found;
    }
    return shortest ? shortest.ids.subarray(0, shortest.length) : new Int32Array(0);
  }

  return { set, remove, rarest };
}
