const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD` in Asia/Shanghai → the UTC epoch ms of that day's midnight there (the console's date filters). */
export function shanghaiMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) - SHANGHAI_OFFSET_MS;
}
