import { randomInt } from 'node:crypto';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** A readable, unique-enough order number: prefix + Shanghai date + 8 random digits (e.g. S2026112301234567). */
export function newOrderNo(prefix: 'S' | 'A' | 'D' | 'W', now: number): string {
  const date = new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${date}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
