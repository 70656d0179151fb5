const DAY_MS = 24 * 60 * 60 * 1000;
/** China Standard Time is UTC+8 all year (no daylight saving). */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** UTC epoch ms of the most recent midnight in Asia/Shanghai at or before `now`. */
export function startOfShanghaiDay(now: number): number {
  return Math.floor((now + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
}
