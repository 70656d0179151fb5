import { FIRST_PRACTICE_YEAR, latestPracticeStartYear, practiceStartYearTooLate } from '@lawbridge/contract';
import { toShanghaiParts } from '../../lib/format';

/** This calendar year in Asia/Shanghai, where the server counts years of practice. */
export function currentShanghaiYear(now = Date.now()): number {
  return toShanghaiParts(now).year;
}

/** First years of practice to choose from: this year (`latestPracticeStartYear`) back to 1950, newest first. */
export function practiceYears(currentYear: number): number[] {
  const latest = latestPracticeStartYear(currentYear);
  return Array.from({ length: latest - FIRST_PRACTICE_YEAR + 1 }, (_, index) => latest - index);
}

/** The server's refusal of a year that is too late, said before sending; undefined when it is fine. */
export function practiceYearIssue(year: number, currentYear: number): string | undefined {
  return year > latestPracticeStartYear(currentYear) ? practiceStartYearTooLate(currentYear) : undefined;
}
