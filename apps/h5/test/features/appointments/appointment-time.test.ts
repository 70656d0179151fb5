import { appointmentTimeProblem } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { normalizeValue } from '../../../src/components/date-time-picker/picker-rules';
import { appointmentBody } from '../../../src/features/appointments/appointment-form';
import {
  appointmentBounds,
  appointmentTimeIssue,
  fromShanghaiParts,
} from '../../../src/features/appointments/appointment-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2026-03-10 10:00:30 in Shanghai. */
const NOW = Date.UTC(2026, 2, 10, 2, 0, 30);
const WHOLE_NOW = Date.UTC(2026, 2, 10, 2, 0);

describe('the appointment time window (PRODUCT §7) on the device clock', () => {
  it('refuses 2 h minus a minute and takes 2 h exactly', () => {
    expect(appointmentTimeIssue(WHOLE_NOW + 2 * HOUR - MINUTE, WHOLE_NOW)).toBe('预约时间需至少提前2小时');
    expect(appointmentTimeIssue(WHOLE_NOW + 2 * HOUR, WHOLE_NOW)).toBeNull();
  });

  it('takes 60 days exactly and refuses 60 days plus a day (and plus a minute)', () => {
    expect(appointmentTimeIssue(WHOLE_NOW + 60 * DAY, WHOLE_NOW)).toBeNull();
    expect(appointmentTimeIssue(WHOLE_NOW + 61 * DAY, WHOLE_NOW)).toBe('预约时间不能晚于60天后');
    expect(appointmentTimeIssue(WHOLE_NOW + 60 * DAY + MINUTE, WHOLE_NOW)).toBe('预约时间不能晚于60天后');
  });

  it('asks for a time when none was chosen, and refuses one that is not a whole minute', () => {
    expect(appointmentTimeIssue(undefined, NOW)).toBe('请选择预约时间');
    expect(appointmentTimeIssue(WHOLE_NOW + 3 * HOUR + 1_000, NOW)).toBe('请选择预约时间');
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
});

describe('the picker bounds, clamped the seed’s way', () => {
  const bounds = appointmentBounds(NOW);

  it('run from the first whole minute 2 h ahead to the last whole minute 60 days ahead (Shanghai)', () => {
    // 10:00:30 + 2 h = 12:00:30 → 12:01; + 60 days = 2026-05-09 10:00:30 → 10:00.
    expect(bounds.start).toEqual({ year: 2026, month: 3, day: 10, hour: 12, minute: 1 });
    expect(bounds.end).toEqual({ year: 2026, month: 5, day: 9, hour: 10, minute: 0 });
    expect(appointmentTimeProblem(fromShanghaiParts(bounds.start), NOW)).toBeNull();
    expect(appointmentTimeProblem(fromShanghaiParts(bounds.end), NOW)).toBeNull();
  });

  it('snap a time 2 h minus a minute ahead up to the start, and 60 days plus a day down to the end', () => {
    const tooSoon = { year: 2026, month: 3, day: 10, hour: 11, minute: 59 };
    expect(normalizeValue('datetime', tooSoon, bounds)).toEqual(bounds.start);
    const tooLate = { year: 2026, month: 5, day: 10, hour: 10, minute: 0 };
    expect(normalizeValue('datetime', tooLate, bounds)).toEqual(bounds.end);
  });

  it('clamp the 31st of a 30-day month inside the window to the 30th', () => {
    const april31 = { year: 2026, month: 4, day: 31, hour: 9, minute: 30 };
    expect(normalizeValue('datetime', april31, bounds)).toEqual({ ...april31, day: 30 });
  });

  it('cross the Shanghai date line: 23:00 Shanghai plus 2 h is the next day', () => {
    const late = Date.UTC(2026, 2, 10, 15, 0); // 23:00 in Shanghai
    expect(appointmentBounds(late).start).toEqual({ year: 2026, month: 3, day: 11, hour: 1, minute: 0 });
  });
});

describe('the whole form body', () => {
  const values = {
    name: '李女士',
    phone: '13900000001',
    area_code: '110100',
    legal_type_id: 2,
    appointment_at: fromShanghaiParts({ year: 2026, month: 3, day: 12, hour: 14, minute: 0 }),
    place_note: '  ',
    description: '离婚时房产如何分割，想当面咨询律师。',
  };

  it('is the contract body, with the chosen lawyer and without an empty place note', () => {
    expect(appointmentBody(values, 'lawyer-0001', NOW)).toEqual({
      ok: true,
      body: {
        name: '李女士',
        phone: '13900000001',
        area_code: '110100',
        legal_type_id: 2,
        appointment_at: Date.UTC(2026, 2, 12, 6, 0),
        description: '离婚时房产如何分割，想当面咨询律师。',
        lawyer_uuid: 'lawyer-0001',
      },
    });
    const platform = appointmentBody(values, null, NOW);
    expect(platform.ok && 'lawyer_uuid' in platform.body).toBe(false);
  });

  it('is refused with the contract’s message or the time rule’s', () => {
    expect(appointmentBody({ ...values, description: '太短了' }, null, NOW)).toEqual({
      ok: false,
      message: '问题描述至少10个字',
    });
    expect(
      appointmentBody({ ...values, appointment_at: WHOLE_NOW + 2 * HOUR - MINUTE }, null, WHOLE_NOW),
    ).toEqual({ ok: false, message: '预约时间需至少提前2小时' });
  });
});
