import {
  appointmentCreateBody,
  type AppointmentCreateBody,
  type AppointmentHours,
} from '@lawbridge/contract';
import { appointmentTimeIssue } from './appointment-time';
import { fieldIssueOf, type FieldIssue } from '../../lib/validation';

/** What 线下咨询预约表单 edits; the phone starts as the user's own. */
export interface AppointmentFormValues {
  name?: string;
  phone?: string;
  area_code?: string;
  legal_type_id?: number;
  appointment_at?: number;
  place_note?: string;
  description?: string;
}

export type CheckedAppointment = { ok: true; body: AppointmentCreateBody } | ({ ok: false } & FieldIssue);

/**
 * The body POST /order/appointment takes, checked with the contract schema and the time window on the
 * device clock within the business hours (the server checks both again with its own); `lawyerUuid` is the
 * chosen lawyer, if any, and `otherCityConfirmed` whether the customer confirmed booking one elsewhere.
 */
export function appointmentBody(
  values: AppointmentFormValues,
  chosen: { lawyerUuid: string | null; otherCityConfirmed: boolean },
  now: number,
  hours: AppointmentHours,
): CheckedAppointment {
  const timeIssue = appointmentTimeIssue(values.appointment_at, now, hours);
  const placeNote = values.place_note?.trim();
  const parsed = appointmentCreateBody.safeParse({
    ...values,
    place_note: placeNote ? placeNote : undefined,
    ...(chosen.lawyerUuid ? { lawyer_uuid: chosen.lawyerUuid } : {}),
    ...(chosen.otherCityConfirmed ? { other_city_confirmed: true } : {}),
  });
  if (!parsed.success) return { ok: false, ...fieldIssueOf(parsed.error.issues) };
  if (timeIssue) return { ok: false, message: timeIssue, field: 'appointment_at' };
  return { ok: true, body: parsed.data };
}
