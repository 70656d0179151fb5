import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types of migration 003 (lawyer certification applications). They join the `Database`
 * interface of ./schema by declaration merging.
 */

export interface LawyerApplicationsTable {
  id: Generated<number>;
  user_id: number;
  real_name: string;
  gender: number;
  /** 执业证号, 17 digits. */
  licence_no: string;
  law_firm: string;
  practice_start_year: number;
  /** GB/T 2260 code of a city or district. */
  area_code: string;
  degree_id: number;
  avatar_upload_id: string;
  licence_photo_upload_id: string;
  /** (038) 身份证人像面; null for applications made before it was asked for. */
  id_card_photo_upload_id: string | null;
  description: string;
  /** Seed three-state: 0 waiting, 1 receive (approved), 2 reject. */
  status: Generated<number>;
  /** The operator's reason for a rejection. */
  reason: string | null;
  created_at: number;
  decided_at: number | null;
  /** The operator who decided. */
  decided_by: number | null;
}

export interface ApplicationLegalTypesTable {
  application_id: number;
  legal_type_id: number;
}

/** (038) A certified lawyer's change of 执业机构 waiting for, or decided by, an operator. */
export interface LawyerFirmChangesTable {
  id: Generated<number>;
  lawyer_id: number;
  /** The firm the profile had when the change was asked for. */
  previous_law_firm: string;
  law_firm: string;
  /** Seed three-state: 0 waiting, 1 receive (approved), 2 reject. */
  status: Generated<number>;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
  decided_by: number | null;
}

declare module './schema' {
  interface Database {
    lawyer_applications: LawyerApplicationsTable;
    application_legal_types: ApplicationLegalTypesTable;
    lawyer_firm_changes: LawyerFirmChangesTable;
  }
}

export type LawyerApplicationRow = Selectable<LawyerApplicationsTable>;
export type NewLawyerApplication = Insertable<LawyerApplicationsTable>;
