/* Kept apart from the schemas so that a client that only formats prices does not load zod. */

/** Formats integer fen as yuan, e.g. 4900 → "49.00". */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The platform's commission on an amount, rounded half up to whole fen (`rateBp`: 2000 = 20 %). */
export function commissionOf(amount: number, rateBp: number): number {
  return Math.floor((amount * rateBp + 5_000) / 10_000);
}

/** What the lawyer receives of a price once the platform's commission is kept. */
export function lawyerShareOf(price: number, rateBp: number): number {
  return price - commissionOf(price, rateBp);
}
