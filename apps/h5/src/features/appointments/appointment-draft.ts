import type { AppointmentFormValues } from './appointment-form';

/**
 * 线下咨询预约表单's answers, kept for the tab's session (like 服务详情's draft) so a reload or a trip back
 * keeps them; one draft per chosen lawyer (or none), dropped once the appointment is booked.
 */
export const APPOINTMENT_DRAFT_KEY = 'lawbridge-appointment-draft';

const TEXT_FIELDS = ['name', 'phone', 'area_code', 'place_note', 'description'] as const;
const NUMBER_FIELDS = ['legal_type_id', 'appointment_at'] as const;

interface StoredDraft {
  lawyer_uuid: string;
  values: AppointmentFormValues;
}

/** Only the fields the form has, of the types it uses: a draft from another version loses the rest. */
function cleanValues(raw: unknown): AppointmentFormValues {
  const source = (raw ?? {}) as Record<string, unknown>;
  const values: AppointmentFormValues = {};
  for (const field of TEXT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') values[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = source[field];
    if (typeof value === 'number' && Number.isSafeInteger(value)) values[field] = value;
  }
  return values;
}

/** The draft kept for this lawyer (`''`: none chosen), or null. */
export function readAppointmentDraft(lawyerUuid: string): AppointmentFormValues | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(APPOINTMENT_DRAFT_KEY) ?? 'null') as StoredDraft | null;
    if (!stored || stored.lawyer_uuid !== lawyerUuid) return null;
    return cleanValues(stored.values);
  } catch {
    return null;
  }
}

export function saveAppointmentDraft(lawyerUuid: string, values: AppointmentFormValues): void {
  try {
    const draft: StoredDraft = { lawyer_uuid: lawyerUuid, values: cleanValues(values) };
    sessionStorage.setItem(APPOINTMENT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable (private mode): the draft then lives only while the page does.
  }
}

export function clearAppointmentDraft(): void {
  try {
    sessionStorage.removeItem(APPOINTMENT_DRAFT_KEY);
  } catch {
    // Nothing was stored.
  }
}
