/**
 * At most `max` tasks run at once; the others wait their turn in arrival order. Image decoding runs on
 * libuv's small thread pool, which file reads share, so a burst of uploads must not take all of it.
 */
export function createSemaphore(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return { run };
}

/**
 * Tasks of one key run one after the other (tasks of different keys run side by side), so a check and
 * the write it guards are never interleaved with another request of the same key in this process.
 */
export function createKeyedSerializer() {
  const tails = new Map<string, Promise<unknown>>();

  async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const current = previous.then(task);
    const tail = current.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  }

  return { run };
}
