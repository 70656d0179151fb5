import { describe, expect, it } from 'vitest';
import {
  buildColumns,
  clampDay,
  compareParts,
  daysInMonth,
  defaultBounds,
  isLeapYear,
  normalizeValue,
  resetOutOfRange,
  selectionOf,
  snapToBounds,
  type PickerBounds,
} from '../../src/components/date-time-picker/picker-rules';
import type { DateParts } from '../../src/lib/format';

const at = (year: number, month: number, day: number, hour = 0, minute = 0): DateParts => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('bounds', () => {
  it('default to 150 years before and after today, 00:00 to 23:59', () => {
    expect(defaultBounds(at(2026, 3, 15, 10, 30))).toEqual({
      start: at(1876, 3, 15, 0, 0),
      end: at(2176, 3, 15, 23, 59),
    });
  });

  it('clamp a 29 February today to the 28th in a year that is not leap', () => {
    expect(defaultBounds(at(2024, 2, 29))).toEqual({ start: at(1874, 2, 28), end: at(2174, 2, 28, 23, 59) });
  });
});

describe('month lengths', () => {
  it('knows leap years, including the century rules', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true]);
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });

  it('gives every month its length', () => {
    expect(Array.from({ length: 12 }, (_, index) => daysInMonth(2023, index + 1))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('clamps the day to the month length', () => {
    expect(clampDay(at(2023, 2, 31))).toEqual(at(2023, 2, 28));
    expect(clampDay(at(2024, 2, 30))).toEqual(at(2024, 2, 29));
    expect(clampDay(at(2023, 4, 31))).toEqual(at(2023, 4, 30));
    expect(clampDay(at(2023, 1, 0))).toEqual(at(2023, 1, 1));
    const inside = at(2023, 5, 17);
    expect(clampDay(inside)).toBe(inside);
  });
});

describe('snapping to the bounds', () => {
  const bounds: PickerBounds = { start: at(2020, 5, 10, 9, 0), end: at(2030, 8, 20, 18, 30) };

  it('moves a value before the start to the start and one after the end to the end', () => {
    expect(snapToBounds('date', at(2019, 12, 31), bounds)).toEqual(at(2020, 5, 10));
    expect(snapToBounds('date', at(2031, 1, 1), bounds)).toEqual(at(2030, 8, 20));
    expect(snapToBounds('datetime', at(2020, 5, 10, 8, 59), bounds)).toEqual(at(2020, 5, 10, 9, 0));
    expect(snapToBounds('datetime', at(2030, 8, 20, 18, 31), bounds)).toEqual(at(2030, 8, 20, 18, 30));
  });

  it('leaves a value inside the bounds alone', () => {
    const inside = at(2025, 1, 1, 12, 0);
    expect(snapToBounds('datetime', inside, bounds)).toBe(inside);
  });

  it('compares only the parts the mode shows', () => {
    expect(compareParts('date', at(2020, 5, 10, 23, 59), at(2020, 5, 10, 0, 0))).toBe(0);
    expect(compareParts('time', at(1999, 1, 1, 9, 0), at(2030, 1, 1, 9, 0))).toBe(0);
    expect(snapToBounds('time', at(2025, 1, 1, 7, 0), bounds)).toEqual(at(2025, 1, 1, 9, 0));
  });

  it('clamps the day before snapping', () => {
    expect(normalizeValue('date', at(2030, 9, 31), bounds)).toEqual(at(2030, 8, 20));
    expect(normalizeValue('date', at(2023, 2, 31), bounds)).toEqual(at(2023, 2, 28));
  });
});

describe('columns', () => {
  const today = at(2026, 3, 15, 10, 30);
  const bounds = defaultBounds(today);
  const optionsOf = (columns: ReturnType<typeof buildColumns>) => columns.map((column) => column.options);

  it('run hours 00–23 and minutes 00–59 in time mode', () => {
    const [hours, minutes] = optionsOf(buildColumns('time', today, bounds));
    expect(hours).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(minutes).toEqual(Array.from({ length: 60 }, (_, minute) => minute));
  });

  it('offer the years of the bounds and the days of the chosen month', () => {
    const [years, months, days] = optionsOf(buildColumns('date', at(2024, 2, 10), bounds));
    expect(years?.[0]).toBe(1876);
    expect(years?.at(-1)).toBe(2176);
    expect(months).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(days).toHaveLength(29);
  });

  it('narrow a column only while the columns before it sit on a bound', () => {
    const narrow: PickerBounds = { start: at(2020, 5, 10, 9, 15), end: at(2021, 2, 5, 18, 30) };
    expect(optionsOf(buildColumns('datetime', at(2020, 5, 10, 9, 20), narrow))).toEqual([
      [2020, 2021],
      [5, 6, 7, 8, 9, 10, 11, 12],
      Array.from({ length: 22 }, (_, index) => index + 10),
      Array.from({ length: 15 }, (_, index) => index + 9),
      Array.from({ length: 45 }, (_, index) => index + 15),
    ]);
    const [, months, days, hours] = optionsOf(buildColumns('datetime', at(2021, 2, 1, 12, 0), narrow));
    expect(months).toEqual([1, 2]);
    expect(days).toEqual([1, 2, 3, 4, 5]);
    expect(hours).toHaveLength(24);
  });
});

describe('multi-column selection', () => {
  it('resets an index outside its column to 0', () => {
    expect(resetOutOfRange([2, 5, 1], [3, 4, 2])).toEqual([2, 0, 1]);
    expect(resetOutOfRange([-1, 1.5, Number.NaN], [3, 3, 3])).toEqual([0, 0, 0]);
    expect(resetOutOfRange([1], [2, 2])).toEqual([1, 0]);
  });

  it('selects the first option for a value missing from its column', () => {
    const columns = [
      { part: 'hour' as const, options: [9, 10, 11] },
      { part: 'minute' as const, options: [0, 30] },
    ];
    expect(selectionOf(columns, at(2026, 1, 1, 10, 30))).toEqual([1, 1]);
    expect(selectionOf(columns, at(2026, 1, 1, 23, 45))).toEqual([0, 0]);
  });
});
