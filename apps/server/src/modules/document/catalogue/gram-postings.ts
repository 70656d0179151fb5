import { searchGrams } from '../search-text';

/**
 * The catalogue's keyword index: for each gram (search-text.ts `searchGrams`) the ids of the listed documents
 * whose search text holds it, in no order. Each document's grams are added once and removed when it leaves the
 * centre or its text changes, so a keyword that is its own gram is answered by its postings alone.
 */
export function createGramPostings() {
  const postings = new Map<string, number[]>();
  /** The text each indexed document's grams were taken from, by id. */
  const indexedText: Array<string | undefined> = [];

  function remove(id: number): void {
    const text = indexedText[id];
    if (text === undefined) return;
    for (const gram of searchGrams(text)) {
      const ids = postings.get(gram);
      if (!ids) continue;
      const at = ids.indexOf(id);
      if (at < 0) continue;
      // order does not matter: the last id takes the removed one's place
      ids[at] = ids[ids.length - 1]!;
      ids.pop();
      if (ids.length === 0) postings.delete(gram);
    }
    indexedText[id] = undefined;
  }

  function set(id: number, text: string): void {
    if (indexedText[id] === text) return;
    remove(id);
    for (const gram of searchGrams(text)) {
      const ids = postings.get(gram);
      if (ids) ids.push(id);
      else postings.set(gram, [id]);
    }
    indexedText[id] = text;
  }

  /** The ids holding every one of `grams`' rarest gram: the shortest list, or none when a gram is absent. */
  function rarest(grams: readonly string[]): readonly number[] {
    let shortest: readonly number[] | null = null;
    for (const gram of grams) {
      const ids = postings.get(gram);
      if (!ids) return [];
      if (!shortest || ids.length < shortest.length) shortest = ids;
    }
    return shortest ?? [];
  }

  return { set, remove, rarest };
}
