import { pad2, toShanghaiParts } from '../../lib/format';

/** A pause after which the time shows again above the next message. */
export const TIME_GAP_MS = 5 * 60_000;

function sameDay(a: ReturnType<typeof toShanghaiParts>, b: ReturnType<typeof toShanghaiParts>): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** A message's time (Asia/Shanghai): `14:05` today, `03-08 14:05` this year, else with the year. */
export function formatMessageTime(at: number, now = Date.now()): string {
  const when = toShanghaiParts(at);
  const today = toShanghaiParts(now);
  const clock = `${pad2(when.hour)}:${pad2(when.minute)}`;
  if (sameDay(when, today)) return clock;
  const date = `${pad2(when.month)}-${pad2(when.day)}`;
  return when.year === today.year ? `${date} ${clock}` : `${when.year}-${date} ${clock}`;
}

/** A conversation's time in the list: `14:05` today, `03-08` this year, else `2025-03-08`. */
export function formatListTime(at: number, now = Date.now()): string {
  const when = toShanghaiParts(at);
  const today = toShanghaiParts(now);
  if (sameDay(when, today)) return `${pad2(when.hour)}:${pad2(when.minute)}`;
  const date = `${pad2(when.month)}-${pad2(when.day)}`;
  return when.year === today.year ? date : `${when.year}-${date}`;
}
