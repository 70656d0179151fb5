import type { AdminApplicationItem, LawyerApplication } from '@lawbridge/contract';
import type { ImageLinks } from '../upload/image-links';
import { findAreaPlace } from './area-places';
import type { LicenceWarningField } from './licence-warnings';
import type { ApplicationRecord, ApplicationRepo } from './repo';

interface NamedLegalType {
  application_id: number;
  id: number;
  name: string;
}

function toLawyerApplication(
  record: ApplicationRecord,
  legalTypes: readonly NamedLegalType[],
  links: ImageLinks,
): LawyerApplication {
  return {
    id: record.id,
    real_name: record.real_name,
    gender: record.gender,
    licence_no: record.licence_no,
    law_firm: record.law_firm,
    practice_start_year: record.practice_start_year,
    area_code: record.area_code,
    // A code the area data no longer lists still shows as itself.
    area_name: findAreaPlace(record.area_code)?.fullName ?? record.area_code,
    legal_type_ids: legalTypes.map((type) => type.id),
    legal_type_names: legalTypes.map((type) => type.name),
    degree_id: record.degree_id,
    degree_name: record.degree_name,
    avatar: record.avatar_upload_id,
    licence_photo: record.licence_photo_upload_id,
    // Private while the application waits (the ID card photo always); only the applicant and operators
    // are answered these.
    avatar_url: links.signedUrl(record.avatar_upload_id),
    licence_photo_url: links.signedUrl(record.licence_photo_upload_id),
    id_card_photo: record.id_card_photo_upload_id,
    id_card_photo_url: record.id_card_photo_upload_id
      ? links.signedUrl(record.id_card_photo_upload_id)
      : null,
    description: record.description,
    status: record.status,
    reason: record.reason,
    created_at: record.created_at,
    decided_at: record.decided_at,
  };
}

/** The applicant's view of their applications (images as upload ids and signed addresses). */
export async function presentForApplicant(
  repo: ApplicationRepo,
  links: ImageLinks,
  record: ApplicationRecord,
): Promise<LawyerApplication> {
  return toLawyerApplication(record, await repo.legalTypesOf([record.id]), links);
}

/** The console's view: the application plus who applied, legal types fetched for all rows at once. */
export async function presentForOperator(
  repo: ApplicationRepo,
  links: ImageLinks,
  records: readonly ApplicationRecord[],
): Promise<Omit<AdminApplicationItem, LicenceWarningField>[]> {
  const legalTypes = await repo.legalTypesOf(records.map((record) => record.id));
  return records.map((record) => ({
    ...toLawyerApplication(
      record,
      legalTypes.filter((type) => type.application_id === record.id),
      links,
    ),
    user_uuid: record.user_uuid,
    user_phone: record.user_phone,
  }));
}
