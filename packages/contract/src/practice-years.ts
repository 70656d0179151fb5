/**
 * Years of practice, without zod: pages that only show a lawyer (the home page's cards) import these
 * without loading the form-validation code (the H5 bundle budget checks it).
 */

export const FIRST_PRACTICE_YEAR = 1950;
/**
 * The first year of practice may be this year (issue 18: the 执业起始年份 picker includes the current year,
 * Asia/Shanghai); a lawyer in their first year reads 执业不满1年 (`practiceYearsLabel`).
 */
export function latestPracticeStartYear(currentYear: number): number {
  return currentYear;
}

/** Why a first year of practice after `latestPracticeStartYear` is refused. */
export function practiceStartYearTooLate(currentYear: number): string {
  return `执业起始年份最晚为${latestPracticeStartYear(currentYear)}年`;
}

/** How every page says a lawyer's years of practice: 执业不满1年 in the first year, else 执业N年. */
export function practiceYearsLabel(practiceYears: number): string {
  return practiceYears < 1 ? '执业不满1年' : `执业${practiceYears}年`;
}
