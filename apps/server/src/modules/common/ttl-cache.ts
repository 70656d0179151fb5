import type { Clock } from '../../core/clock';

export interface TtlCache<T> {
  /** The cached value of `key`, or what `produce` gives (one call for concurrent misses). */
  get(key: string, produce: () => Promise<T>): Promise<T>;
  /** Forgets everything, including values still being produced. */
  clear(): void;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * A small in-process cache: entries live `ttlMs` on the given clock; past `maxEntries` the oldest
 * entry goes first. A failed `produce` is not kept.
 */
export function createTtlCache<T>(options: { clock: Clock; ttlMs: number; maxEntries: number }): TtlCache<T> {
  const { clock, ttlMs, maxEntries } = options;
  const entries = new Map<string, Entry<T>>();

  function store(key: string, produce: () => Promise<T>): Promise<T> {
    const value = produce();
    const entry = { value, expiresAt: clock.now() + ttlMs };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  return {
    get(key, produce) {
      const entry = entries.get(key);
      return entry && entry.expiresAt > clock.now() ? entry.value : store(key, produce);
    },
    clear() {
      entries.clear();
    },
  };
}
