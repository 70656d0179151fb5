/** The throwaway redis-server of the test scripts (Debian's redis-server). */
const REDIS_SCRIPT = new URL('../../../../scripts/lib/redis.mjs', import.meta.url).href;

export interface TestRedis {
  url: string;
  stop(): void;
}

/**
 * The Redis of `npm test` (TEST_REDIS_URL), or, when the tests run by hand without one, a redis-server
 * started for this file and stopped by `stop()`.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const url = process.env.TEST_REDIS_URL;
  if (url) return { url, stop: () => {} };
  const { startRedis } = (await import(REDIS_SCRIPT)) as { startRedis(): Promise<TestRedis> };
  return startRedis();
}
