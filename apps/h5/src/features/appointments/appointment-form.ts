import { appointmentCreateBody, type AppointmentCreateBody } from '@lawbridge/contract';
import { appointmentTimeIssue } from './appointment-time';

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

export type CheckedAppointment = { ok: true; body: AppointmentCreateBody } | { ok: false; message: string };

/**
 * The body POST /order/appointment takes, checked with the contract schema and the time window on the
 * device clock (the server checks both again with its own); `lawyerUuid` is the chosen lawyer, if any.
 */
export function appointmentBody(
  values: AppointmentFormValues,
  lawyerUuid: string | null,
  now: number,
): CheckedAppointment {
  const timeIssue = appointmentTimeIssue(values.appointment_at, now);
  const placeNote = values.place_note?.trim();
  const parsed = appointmentCreateBody.safeParse({
    ...values,
    place_note: placeNote ? placeNote : undefined,
    ...(lawyerUuid ? { lawyer_uuid: lawyerUuid } : {}),
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '输入不正确' };
  if (timeIssue) return { ok: false, message: timeIssue };
  return { ok: true, body: parsed.data };
}
