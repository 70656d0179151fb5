/** Stamp and reader lines are printed with a standard font (no font file needed), so they must be printable ASCII. */
const STAMP_LINE = /^[\x20-\x7e]{1,60}$/;
const MAX_LINES = 3;

/** A caller's mistake, not a refusal of the user's file: a plain error. */
export function assertStampLines(lines: readonly string[]): void {
  if (lines.length < 1 || lines.length > MAX_LINES || !lines.every((line) => STAMP_LINE.test(line))) {
    throw new Error(`stamp lines must be 1–${MAX_LINES} printable ASCII lines of ≤ 60 characters`);
  }
}
