import {
  APPOINTMENT_MAX_AHEAD_MS,
  APPOINTMENT_MIN_LEAD_MS,
  APPOINTMENT_SLOT_MINUTES,
  appointmentSlotProblem,
  appointmentTimeProblem,
  type AppointmentHours,
} from '@lawbridge/contract';
import { weekdayLabel, type PickerBounds, type TimeSlots } from '../../components/date-time-picker';
import { formatDateTime, toShanghaiParts, type DateParts } from '../../lib/format';

const SLOT_MS = APPOINTMENT_SLOT_MINUTES * 60_000;
/** China keeps UTC+8 all year (lib/format.ts reads it the same way). */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** A day holds this many slots: a search for an open one never needs more steps. */
const SLOTS_PER_DAY = (24 * 60) / APPOINTMENT_SLOT_MINUTES;

/** The UTC instant of an Asia/Shanghai wall-clock date and time, whatever the device zone. */
export function fromShanghaiParts(parts: DateParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - SHANGHAI_OFFSET_MS;
}

/** An appointment time with its weekday: `2025-03-08 14:30 周六` (Asia/Shanghai). */
export function formatAppointmentTime(at: number): string {
  const parts = toShanghaiParts(at);
  return `${formatDateTime(at)} ${weekdayLabel(parts.year, parts.month, parts.day)}`;
}

/** The picker's slots: half hours within the business hours. */
export const appointmentSlots = (hours: AppointmentHours): TimeSlots => ({
  step: APPOINTMENT_SLOT_MINUTES,
  opens: hours.opens_minute,
  closes: hours.closes_minute,
});

/** From a slot, the nearest one within the hours in `direction` (+1 later, −1 earlier). */
function openSlotFrom(at: number, direction: 1 | -1, hours: AppointmentHours): number {
  let slot = at;
  for (let step = 0; step < SLOTS_PER_DAY && appointmentSlotProblem(slot, hours); step += 1) {
    slot += direction * SLOT_MS;
  }
  return slot;
}

/**
 * The picker's bounds for an appointment booked at `now` (PRODUCT §7, issue 15): from the first half hour
 * within the business hours at least 2 h ahead to the last one at most 60 days ahead, as Shanghai
 * wall-clock parts. The picker snaps anything outside them to the bound (seed §5) and offers only the
 * slots, so every time it offers passes the contract's rule.
 */
export function appointmentBounds(now: number, hours: AppointmentHours): PickerBounds {
  const earliest = openSlotFrom(Math.ceil((now + APPOINTMENT_MIN_LEAD_MS) / SLOT_MS) * SLOT_MS, 1, hours);
  const latest = openSlotFrom(Math.floor((now + APPOINTMENT_MAX_AHEAD_MS) / SLOT_MS) * SLOT_MS, -1, hours);
  return { start: toShanghaiParts(earliest), end: toShanghaiParts(latest) };
}

/** Why the chosen time cannot be booked at `now` (the contract's rule, on the device clock), or null. */
export function appointmentTimeIssue(
  at: number | undefined,
  now: number,
  hours: AppointmentHours,
): string | null {
  if (at === undefined) return '请选择预约时间';
  return appointmentTimeProblem(at, now, hours);
}
