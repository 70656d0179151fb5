import { formatFen } from '@lawbridge/contract';

/** Integer fen as the console shows money: `¥49.00`. */
export function yuan(fen: number): string {
  return `¥${formatFen(fen)}`;
}

const YUAN_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * What an operator typed in 元 (`12`, `12.5`, `12.34`) as integer fen, read from the text so no
 * floating-point rounding is involved; null for anything else (negative, more than two decimals, letters).
 */
export function yuanToFen(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const match = YUAN_TEXT.exec(String(text).trim());
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** Basis points as a percentage for people: 2000 → `20%`, 1250 → `12.5%`. */
export function percentOfBp(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}
