import { appointmentTimeProblem, DEFAULT_APPOINTMENT_HOURS } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { unitLabelOf } from '../../../src/components/date-time-picker/date-time-picker';
import { buildColumns, normalizeValue } from '../../../src/components/date-time-picker/picker-rules';
import { appointmentBody } from '../../../src/features/appointments/appointment-form';
import {
  appointmentBounds,
  appointmentSlots,
  appointmentTimeIssue,
  formatAppointmentTime,
  fromShanghaiParts,
} from '../../../src/features/appointments/appointment-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HOURS = DEFAULT_APPOINTMENT_HOURS;
const SLOTS = appointmentSlots(HOURS);
/** 2026-03-10 10:00:30 in Shanghai. */
const NOW = Date.UTC(2026, 2, 10, 2, 0, 30);
const WHOLE_NOW = Date.UTC(2026, 2, 10, 2, 0);
const shanghai = (day: number, hour: number, minute = 0) =>
  fromShanghaiParts({ year: 2026, month: 3, day, hour, minute });

describe('the appointment time window (PRODUCT §7, issue 15) on the device clock', () => {
  it('refuses 2 h minus a half hour and takes 2 h exactly', () => {
    expect(appointmentTimeIssue(WHOLE_NOW + 2 * HOUR - 30 * MINUTE, WHOLE_NOW, HOURS)).toBe(
      '预约时间需至少提前2小时',
    );
    expect(appointmentTimeIssue(WHOLE_NOW + 2 * HOUR, WHOLE_NOW, HOURS)).toBeNull();
  });

  it('takes 60 days exactly and refuses 60 days plus a day', () => {
    expect(appointmentTimeIssue(WHOLE_NOW + 60 * DAY, WHOLE_NOW, HOURS)).toBeNull();
    expect(appointmentTimeIssue(WHOLE_NOW + 61 * DAY, WHOLE_NOW, HOURS)).toBe('预约时间不能晚于60天后');
  });

  it('takes only the hour and the half hour within 08:00–21:00, both ends included', () => {
    expect(appointmentTimeIssue(shanghai(11, 8), NOW, HOURS)).toBeNull();
    expect(appointmentTimeIssue(shanghai(11, 21), NOW, HOURS)).toBeNull();
    expect(appointmentTimeIssue(shanghai(11, 14, 30), NOW, HOURS)).toBeNull();
    expect(appointmentTimeIssue(shanghai(11, 14, 10), NOW, HOURS)).toBe('预约时间需为整点或半点');
    expect(appointmentTimeIssue(shanghai(11, 7, 30), NOW, HOURS)).toBe('预约时间需在营业时间08:00–21:00内');
    expect(appointmentTimeIssue(shanghai(11, 21, 30), NOW, HOURS)).toBe('预约时间需在营业时间08:00–21:00内');
    expect(appointmentTimeIssue(shanghai(11, 4, 0), NOW, HOURS)).toBe('预约时间需在营业时间08:00–21:00内');
  });

  it('asks for a time when none was chosen, and refuses one that is not a whole minute', () => {
    expect(appointmentTimeIssue(undefined, NOW, HOURS)).toBe('请选择预约时间');
    expect(appointmentTimeIssue(shanghai(11, 14) + 1_000, NOW, HOURS)).toBe('请选择预约时间');
  });
});

describe('Shanghai wall-clock parts', () => {
  it('turn into the UTC instant whatever the device zone', () => {
    expect(fromShanghaiParts({ year: 2026, month: 3, day: 10, hour: 12, minute: 1 })).toBe(
      Date.UTC(2026, 2, 10, 4, 1),
    );
    // Shanghai's midnight is 16:00 UTC the day before.
    expect(fromShanghaiParts({ year: 2026, month: 1, day: 1, hour: 0, minute: 0 })).toBe(
      Date.UTC(2025, 11, 31, 16, 0),
    );
  });

  it('label the appointment picker’s wheels 年/月/日 with the weekday and 时/分', () => {
    const draft = { year: 2026, month: 3, day: 10, hour: 9, minute: 30 };
    expect(unitLabelOf('year', 2026, draft)).toBe('2026年');
    expect(unitLabelOf('month', 3, draft)).toBe('03月');
    expect(unitLabelOf('day', 14, draft)).toBe('14日 周六');
    expect(unitLabelOf('day', 1, { ...draft, month: 2 })).toBe('01日 周日');
    expect(unitLabelOf('hour', 9, draft)).toBe('09时');
    expect(unitLabelOf('minute', 30, draft)).toBe('30分');
  });

  it('show an appointment time with its weekday', () => {
    expect(formatAppointmentTime(shanghai(14, 9, 30))).toBe('2026-03-14 09:30 周六');
  });
});

describe('the picker bounds, on the half hours of the business hours', () => {
  const bounds = appointmentBounds(NOW, HOURS);

  it('run from the first half hour 2 h ahead to the last one 60 days ahead (Shanghai)', () => {
    // 10:00:30 + 2 h = 12:00:30 → 12:30; + 60 days = 2026-05-09 10:00:30 → 10:00.
    expect(bounds.start).toEqual({ year: 2026, month: 3, day: 10, hour: 12, minute: 30 });
    expect(bounds.end).toEqual({ year: 2026, month: 5, day: 9, hour: 10, minute: 0 });
    expect(appointmentTimeProblem(fromShanghaiParts(bounds.start), NOW, HOURS)).toBeNull();
    expect(appointmentTimeProblem(fromShanghaiParts(bounds.end), NOW, HOURS)).toBeNull();
  });

  it('move past closing to the next opening, and before opening to the opening', () => {
    const evening = Date.UTC(2026, 2, 10, 12, 0); // 20:00 in Shanghai: 22:00 is after closing
    expect(appointmentBounds(evening, HOURS).start).toEqual({
      year: 2026,
      month: 3,
      day: 11,
      hour: 8,
      minute: 0,
    });
    const night = Date.UTC(2026, 2, 10, 19, 0); // 03:00 in Shanghai: 05:00 is before opening
    expect(appointmentBounds(night, HOURS).start).toEqual({
      year: 2026,
      month: 3,
      day: 11,
      hour: 8,
      minute: 0,
    });
    // 60 days after 23:00 is after closing: the last slot is that day's 21:00.
    const late = Date.UTC(2026, 2, 10, 15, 0);
    expect(appointmentBounds(late, HOURS).end).toEqual({ year: 2026, month: 5, day: 9, hour: 21, minute: 0 });
  });

  it('snap a time before the start up to it, and 60 days plus a day down to the end', () => {
    const tooSoon = { year: 2026, month: 3, day: 10, hour: 11, minute: 0 };
    expect(normalizeValue('datetime', tooSoon, bounds, SLOTS)).toEqual(bounds.start);
    const tooLate = { year: 2026, month: 5, day: 10, hour: 10, minute: 0 };
    expect(normalizeValue('datetime', tooLate, bounds, SLOTS)).toEqual(bounds.end);
  });

  it('snap a time off the half hour up to the next one, and one outside the hours into them', () => {
    const day = { year: 2026, month: 3, day: 20 };
    expect(normalizeValue('datetime', { ...day, hour: 14, minute: 10 }, bounds, SLOTS)).toEqual({
      ...day,
      hour: 14,
      minute: 30,
    });
    expect(normalizeValue('datetime', { ...day, hour: 6, minute: 0 }, bounds, SLOTS)).toEqual({
      ...day,
      hour: 8,
      minute: 0,
    });
    expect(normalizeValue('datetime', { ...day, hour: 22, minute: 45 }, bounds, SLOTS)).toEqual({
      ...day,
      hour: 21,
      minute: 0,
    });
  });

  it('offer the hours 08–21 and the minutes 00 and 30, only 00 at 21 o’clock', () => {
    const columns = buildColumns(
      'datetime',
      { year: 2026, month: 3, day: 20, hour: 14, minute: 0 },
      bounds,
      SLOTS,
    );
    expect(columns.find((column) => column.part === 'hour')?.options).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
    expect(columns.find((column) => column.part === 'minute')?.options).toEqual([0, 30]);
    const closing = buildColumns(
      'datetime',
      { year: 2026, month: 3, day: 20, hour: 21, minute: 0 },
      bounds,
      SLOTS,
    );
    expect(closing.find((column) => column.part === 'minute')?.options).toEqual([0]);
    // On the first day only the hours from the start's on.
    const first = buildColumns('datetime', bounds.start, bounds, SLOTS);
    expect(first.find((column) => column.part === 'hour')?.options[0]).toBe(12);
    expect(first.find((column) => column.part === 'minute')?.options).toEqual([30]);
  });

  it('clamp the 31st of a 30-day month inside the window to the 30th', () => {
    const april31 = { year: 2026, month: 4, day: 31, hour: 9, minute: 30 };
    expect(normalizeValue('datetime', april31, bounds, SLOTS)).toEqual({ ...april31, day: 30 });
  });

  it('with other hours (09:30–18:00) start and end at them', () => {
    const hours = { opens_minute: 570, closes_minute: 1080 };
    const columns = buildColumns(
      'datetime',
      { year: 2026, month: 3, day: 20, hour: 9, minute: 30 },
      appointmentBounds(NOW, hours),
      appointmentSlots(hours),
    );
    expect(columns.find((column) => column.part === 'hour')?.options).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
    expect(columns.find((column) => column.part === 'minute')?.options).toEqual([30]);
  });
});

describe('the whole form body', () => {
  const values = {
    name: '李女士',
    phone: '13900000001',
    area_code: '110100',
    legal_type_id: 2,
    appointment_at: shanghai(12, 14),
    place_note: '  ',
    description: '离婚时房产如何分割，想当面咨询律师。',
  };
  const platform = { lawyerUuid: null, otherCityConfirmed: false };

  it('is the contract body, with the chosen lawyer, the confirmation and without an empty place note', () => {
    expect(
      appointmentBody(values, { lawyerUuid: 'lawyer-0001', otherCityConfirmed: true }, NOW, HOURS),
    ).toEqual({
      ok: true,
      body: {
        name: '李女士',
        phone: '13900000001',
        area_code: '110100',
        legal_type_id: 2,
        appointment_at: Date.UTC(2026, 2, 12, 6, 0),
        description: '离婚时房产如何分割，想当面咨询律师。',
        lawyer_uuid: 'lawyer-0001',
        other_city_confirmed: true,
      },
    });
    const assigned = appointmentBody(values, platform, NOW, HOURS);
    expect(assigned.ok && ('lawyer_uuid' in assigned.body || 'other_city_confirmed' in assigned.body)).toBe(
      false,
    );
  });

  it('is refused with the contract’s message or the time rule’s', () => {
    expect(appointmentBody({ ...values, description: '太短了' }, platform, NOW, HOURS)).toEqual({
      ok: false,
      message: '问题描述至少10个字',
      field: 'description',
    });
    expect(appointmentBody({ ...values, appointment_at: shanghai(12, 22) }, platform, NOW, HOURS)).toEqual({
      ok: false,
      message: '预约时间需在营业时间08:00–21:00内',
      field: 'appointment_at',
    });
  });
});
