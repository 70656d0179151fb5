import {
  lawyerApplyBody,
  ReviewState,
  type IsApplyResult,
  type LawyerApplication,
  type LawyerApplyBody,
} from '@lawbridge/contract';
import type { PickedImage } from '../../components/image-picker';

/** What the 律师认证 form edits; every field starts empty. */
export interface ApplyFormValues {
  real_name?: string;
  gender?: number;
  licence_no?: string;
  law_firm?: string;
  practice_start_year?: number;
  area_code?: string;
  legal_type_ids?: number[];
  degree_id?: number;
  avatar?: PickedImage[];
  licence_photo?: PickedImage[];
  id_card_photo?: PickedImage[];
  description?: string;
}

const pickedImage = (id: string, url: string): PickedImage[] => [{ id, url }];

/**
 * A new application starts from the previous one; its images are upload ids, shown at the signed
 * addresses the server answered with (they are private).
 */
export function applyFormValues(application: LawyerApplication): ApplyFormValues {
  return {
    real_name: application.real_name,
    gender: application.gender,
    licence_no: application.licence_no,
    law_firm: application.law_firm,
    practice_start_year: application.practice_start_year,
    area_code: application.area_code,
    legal_type_ids: application.legal_type_ids,
    degree_id: application.degree_id,
    avatar: pickedImage(application.avatar, application.avatar_url),
    licence_photo: pickedImage(application.licence_photo, application.licence_photo_url),
    // An application from before the ID card photo was asked for leaves the field empty.
    ...(application.id_card_photo && application.id_card_photo_url
      ? { id_card_photo: pickedImage(application.id_card_photo, application.id_card_photo_url) }
      : {}),
    description: application.description,
  };
}

export type CheckedApplication = { ok: true; body: LawyerApplyBody } | { ok: false; message: string };

/** The body POST /lawyer/apply takes, checked by the contract; images are sent by their upload ids. */
export function applyBody(values: ApplyFormValues): CheckedApplication {
  const candidate = {
    ...values,
    avatar: values.avatar?.[0]?.id,
    licence_photo: values.licence_photo?.[0]?.id,
    id_card_photo: values.id_card_photo?.[0]?.id,
  };
  const parsed = lawyerApplyBody.safeParse(candidate);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '输入不正确' };
}

export type ApplyPageMode = { kind: 'status' } | { kind: 'form'; previous: LawyerApplication | null };

/**
 * The form is for users without an application, and for re-applying (`?reapply=1`) after a
 * rejection or, for a certified lawyer, to change name or licence. An open application, or an
 * earlier one without `reapply`, is shown on the status page instead.
 */
export function applyPageMode(result: IsApplyResult, reapply: boolean): ApplyPageMode {
  const { application, status } = result;
  if (!application || status === null) return { kind: 'form', previous: null };
  if (status === ReviewState.waiting.value || !reapply) return { kind: 'status' };
  return { kind: 'form', previous: application };
}
