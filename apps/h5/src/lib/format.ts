/** A wall-clock date and time as people pick it; month is 1–12. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** China keeps UTC+8 all year, so Asia/Shanghai wall-clock time is a fixed offset from UTC. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Asia/Shanghai wall-clock parts of a UTC epoch-millisecond instant, whatever the device zone. */
export function toShanghaiParts(epochMs: number): DateParts {
  const shifted = new Date(epochMs + SHANGHAI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** Two-digit form used for months, days, hours and minutes. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** An instant as Asia/Shanghai wall-clock text, e.g. `2026-03-08 14:05`. */
export function formatDateTime(epochMs: number): string {
  const { year, month, day, hour, minute } = toShanghaiParts(epochMs);
  return `${year}-${pad2(month)}-${pad2(day)} ${pad2(hour)}:${pad2(minute)}`;
}

/** An instant as its Asia/Shanghai date, e.g. `2026-03-08`. */
export function formatDate(epochMs: number): string {
  const { year, month, day } = toShanghaiParts(epochMs);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
