import { z } from 'zod';

/** Appointment times come in steps of this many minutes (issue 15: on the hour or the half hour). */
export const APPOINTMENT_SLOT_MINUTES = 30;
const DAY_MINUTES = 24 * 60;
/** China keeps UTC+8 all year. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/**
 * The business hours appointments may start within, in minutes after midnight Asia/Shanghai, both ends
 * included (08:00–21:00: 08:00 is the first time offered, 21:00 the last). Operators set them in the console.
 */
export interface AppointmentHours {
  opens_minute: number;
  closes_minute: number;
}
export const DEFAULT_APPOINTMENT_HOURS: AppointmentHours = { opens_minute: 8 * 60, closes_minute: 21 * 60 };

const slotMinute = (label: string) =>
  z
    .number({ error: `${label}格式不正确` })
    .int({ error: `${label}格式不正确` })
    .min(0, { error: `${label}格式不正确` })
    .max(DAY_MINUTES - APPOINTMENT_SLOT_MINUTES, { error: `${label}格式不正确` })
    .refine((minute) => minute % APPOINTMENT_SLOT_MINUTES === 0, {
      error: `${label}需为整点或半点`,
    });

/** The console's business hours (GET answers it, POST takes it): opening before closing, half hours. */
export const appointmentHours = z
  .object({ opens_minute: slotMinute('开始时间'), closes_minute: slotMinute('结束时间') })
  .refine((hours) => hours.opens_minute < hours.closes_minute, { error: '开始时间需早于结束时间' });

/** 08:00 for 480. */
export function formatMinuteOfDay(minute: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** 08:00–21:00 */
export const formatAppointmentHours = (hours: AppointmentHours): string =>
  `${formatMinuteOfDay(hours.opens_minute)}–${formatMinuteOfDay(hours.closes_minute)}`;

/** The Asia/Shanghai wall-clock minute of the day of an instant (0–1439). */
export function shanghaiMinuteOfDay(at: number): number {
  const dayMs = DAY_MINUTES * 60_000;
  return Math.floor(((((at + SHANGHAI_OFFSET_MS) % dayMs) + dayMs) % dayMs) / 60_000);
}

/** Why a whole-minute instant is no bookable slot (off the half hour, or outside the hours), or null. */
export function appointmentSlotProblem(at: number, hours: AppointmentHours): string | null {
  const minute = shanghaiMinuteOfDay(at);
  if (minute % APPOINTMENT_SLOT_MINUTES !== 0) return '预约时间需为整点或半点';
  if (minute < hours.opens_minute || minute > hours.closes_minute) {
    return `预约时间需在营业时间${formatAppointmentHours(hours)}内`;
  }
  return null;
}
