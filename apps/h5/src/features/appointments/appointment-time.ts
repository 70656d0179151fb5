import {
  APPOINTMENT_MAX_AHEAD_MS,
  APPOINTMENT_MIN_LEAD_MS,
  appointmentTimeProblem,
} from '@lawbridge/contract';
import type { PickerBounds } from '../../components/date-time-picker';
import { toShanghaiParts, type DateParts } from '../../lib/format';

const MINUTE_MS = 60_000;
/** China keeps UTC+8 all year (lib/format.ts reads it the same way). */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The UTC instant of an Asia/Shanghai wall-clock date and time, whatever the device zone. */
export function fromShanghaiParts(parts: DateParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - SHANGHAI_OFFSET_MS;
}

/**
 * The picker's bounds for an appointment booked at `now` (PRODUCT §7): from the first whole minute at
 * least 2 h ahead to the last whole minute at most 60 days ahead, as Shanghai wall-clock parts. The picker
 * snaps anything outside them to the bound (seed §5), so every time it offers passes the contract's rule.
 */
export function appointmentBounds(now: number): PickerBounds {
  const earliest = Math.ceil((now + APPOINTMENT_MIN_LEAD_MS) / MINUTE_MS) * MINUTE_MS;
  const latest = Math.floor((now + APPOINTMENT_MAX_AHEAD_MS) / MINUTE_MS) * MINUTE_MS;
  return { start: toShanghaiParts(earliest), end: toShanghaiParts(latest) };
}

/** Why the chosen time cannot be booked at `now` (the contract's rule, on the device clock), or null. */
export function appointmentTimeIssue(at: number | undefined, now: number): string | null {
  if (at === undefined) return '请选择预约时间';
  return appointmentTimeProblem(at, now);
}
