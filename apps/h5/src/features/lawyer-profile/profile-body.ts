import type { LawyerDetail, LawyerProfileBody } from '@lawbridge/contract';

/**
 * The full object POST /lawyer expects (seed §7), built from the lawyer's current profile with
 * `changes` applied. `uuid` is the lawyer's own; `avatar` is only sent when a new image was uploaded,
 * `practice_start_year` only from 编辑资料 (the server keeps the stored year without it).
 */
export function profileBody(
  lawyer: LawyerDetail,
  changes: Partial<LawyerProfileBody> = {},
): LawyerProfileBody {
  return {
    uuid: lawyer.uuid,
    law_firm: lawyer.law_firm,
    area_code: lawyer.area_code,
    legal_type_ids: lawyer.legal_type_ids,
    degree_id: lawyer.degree_id,
    description: lawyer.description,
    accepting: lawyer.accepting === 1 ? 1 : 0,
    ...changes,
  };
}
