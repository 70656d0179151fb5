/* Kept apart from the schemas so that a client that only formats prices does not load zod. */

/** Formats integer fen as yuan, e.g. 4900 → "49.00". */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
