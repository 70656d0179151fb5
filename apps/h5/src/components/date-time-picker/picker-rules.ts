import type { DateParts } from '../../lib/format';

/**
 * Seed §5 and §9: the date/time picker's rules, free of React so each can be tested on its own; a picker may
 * narrow times to slots (`TimeSlots`, issue 15's appointments), its own ranges otherwise as the seed says.
 */
export const PICKER_YEAR_SPAN = 150;
export const OPEN_DELAY_MS = 20;
export const HIDE_DELAY_MS = 260;

export type PickerMode = 'date' | 'time' | 'datetime';
export type PartName = keyof DateParts;
export interface PickerBounds {
  start: DateParts;
  end: DateParts;
}
export interface PickerColumn {
  part: PartName;
  options: number[];
}

/**
 * Times offered only in steps of `step` minutes between `opens` and `closes` (minutes after midnight,
 * both included), e.g. appointments: 08:00–21:00 in 30-minute steps. Without it the seed's rules hold:
 * every minute of 00:00–23:59.
 */
export interface TimeSlots {
  step: number;
  opens: number;
  closes: number;
}

const PARTS_BY_MODE: Record<PickerMode, PartName[]> = {
  date: ['year', 'month', 'day'],
  time: ['hour', 'minute'],
  datetime: ['year', 'month', 'day', 'hour', 'minute'],
};

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** 周六 for 2025-03-08. */
export function weekdayLabel(year: number, month: number, day: number): string {
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** Keeps the day inside the month, e.g. 31 February becomes the 28th, or the 29th in a leap year. */
export function clampDay(value: DateParts): DateParts {
  const day = Math.min(Math.max(value.day, 1), daysInMonth(value.year, value.month));
  return day === value.day ? value : { ...value, day };
}

/** By default dates run from 150 years before today to 150 years after, times 00:00 to 23:59. */
export function defaultBounds(today: DateParts): PickerBounds {
  return {
    start: clampDay({ ...today, year: today.year - PICKER_YEAR_SPAN, hour: 0, minute: 0 }),
    end: clampDay({ ...today, year: today.year + PICKER_YEAR_SPAN, hour: 23, minute: 59 }),
  };
}

/** Orders two values by the parts the mode shows: negative when a is earlier. */
export function compareParts(mode: PickerMode, a: DateParts, b: DateParts): number {
  for (const part of PARTS_BY_MODE[mode]) {
    if (a[part] !== b[part]) return a[part] - b[part];
  }
  return 0;
}

/** A value before the start becomes the start, one after the end becomes the end. */
export function snapToBounds(mode: PickerMode, value: DateParts, bounds: PickerBounds): DateParts {
  if (compareParts(mode, value, bounds.start) < 0) return { ...value, ...pick(mode, bounds.start) };
  if (compareParts(mode, value, bounds.end) > 0) return { ...value, ...pick(mode, bounds.end) };
  return value;
}

export function normalizeValue(
  mode: PickerMode,
  value: DateParts,
  bounds: PickerBounds,
  slots?: TimeSlots,
): DateParts {
  const day = clampDay(value);
  return snapToBounds(mode, slots ? snapToSlot(day, slots) : day, bounds);
}

/** A time off the steps moves up to the next step; one before opening becomes opening, after closing closing. */
export function snapToSlot(value: DateParts, slots: TimeSlots): DateParts {
  const minute = value.hour * 60 + value.minute;
  const stepped = Math.ceil(minute / slots.step) * slots.step;
  const inside = Math.min(Math.max(stepped, slots.opens), slots.closes);
  return inside === minute ? value : { ...value, hour: Math.floor(inside / 60), minute: inside % 60 };
}

/**
 * The columns the mode shows for the current value: a column is narrowed to the bound only while
 * every column before it sits on that bound (e.g. months start at the start month in the start year).
 */
export function buildColumns(
  mode: PickerMode,
  value: DateParts,
  bounds: PickerBounds,
  slots?: TimeSlots,
): PickerColumn[] {
  const parts = PARTS_BY_MODE[mode];
  return parts.map((part, index) => {
    const leading = parts.slice(0, index);
    const onStart = leading.every((name) => value[name] === bounds.start[name]);
    const onEnd = leading.every((name) => value[name] === bounds.end[name]);
    const [low, high] = slots ? slotRange(part, value, bounds, slots) : fullRange(part, value, bounds);
    const options = range(
      onStart ? Math.max(low, bounds.start[part]) : low,
      onEnd ? Math.min(high, bounds.end[part]) : high,
    );
    return {
      part,
      options: slots && part === 'minute' ? options.filter((minute) => minute % slots.step === 0) : options,
    };
  });
}

/** The hours of the slots, and in the opening and closing hours only their minutes. */
function slotRange(
  part: PartName,
  value: DateParts,
  bounds: PickerBounds,
  slots: TimeSlots,
): [number, number] {
  const [opensHour, closesHour] = [Math.floor(slots.opens / 60), Math.floor(slots.closes / 60)];
  if (part === 'hour') return [opensHour, closesHour];
  if (part === 'minute') {
    return [
      value.hour === opensHour ? slots.opens % 60 : 0,
      value.hour === closesHour ? slots.closes % 60 : 59,
    ];
  }
  return fullRange(part, value, bounds);
}

/** Multi-column selections: an index outside its column (or not an index at all) resets to 0. */
export function resetOutOfRange(indexes: readonly number[], columnLengths: readonly number[]): number[] {
  return columnLengths.map((length, column) => {
    const index = indexes[column];
    return index !== undefined && Number.isInteger(index) && index >= 0 && index < length ? index : 0;
  });
}

/** The selected index in each column, out-of-range values reset to the first option. */
export function selectionOf(columns: readonly PickerColumn[], value: DateParts): number[] {
  const indexes = columns.map((column) => column.options.indexOf(value[column.part]));
  return resetOutOfRange(
    indexes,
    columns.map((column) => column.options.length),
  );
}

function fullRange(part: PartName, value: DateParts, bounds: PickerBounds): [number, number] {
  switch (part) {
    case 'year':
      return [bounds.start.year, bounds.end.year];
    case 'month':
      return [1, 12];
    case 'day':
      return [1, daysInMonth(value.year, value.month)];
    // Time runs 00:00 to 23:59: hours 00–23, minutes 00–59 (seed §5, §9).
    case 'hour':
      return [0, 23];
    case 'minute':
      return [0, 59];
  }
}

function pick(mode: PickerMode, source: DateParts): Partial<DateParts> {
  return Object.fromEntries(PARTS_BY_MODE[mode].map((part) => [part, source[part]]));
}
