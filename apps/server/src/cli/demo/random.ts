/**
 * Deterministic pseudo-random numbers (mulberry32) so the demo data is the same on every machine
 * and tests can rely on it. Not for anything security related.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0)
      taken.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
    return taken;
  };
  const weighted = <T>(items: readonly T[], weightOf: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let remaining = next() * total;
    for (const item of items) {
      remaining -= weightOf(item);
      if (remaining < 0) return item;
    }
    return pick(items);
  };
  return { next, int, pick, weighted, sample, chance: (probability) => next() < probability };
}
