import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types of migration 002 (common data, lawyers, operators). They join the `Database`
 * interface of ./schema by declaration merging, so this migration's tables live in one file.
 */

export interface LegalTypesTable {
  id: Generated<number>;
  /** null for a top-level practice area. */
  parent_id: number | null;
  name: string;
  sort: number;
  enabled: Generated<number>;
}

export interface DegreesTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface OrderConfigsTable {
  id: Generated<number>;
  scene: 'service' | 'appointment';
  name: string;
  /** integer fen */
  price: number;
  description: string;
  sort: number;
  enabled: Generated<number>;
  updated_at: number;
  /** (025) The band a lawyer's own price must lie in, integer fen; `price` is the platform's suggestion. */
  min_price: Generated<number>;
  max_price: Generated<number>;
}

export interface LawyersTable {
  id: Generated<number>;
  /** The user's public uuid: a lawyer profile is fetched by the user's uuid (seed §3). */
  uuid: string;
  user_id: number;
  name: string;
  gender: number;
  /** 执业证号, 17 digits. */
  licence_no: string;
  law_firm: string;
  practice_start_year: number;
  /** GB/T 2260 code of a city or district, with its province and city codes for the directory filters. */
  area_code: string;
  province_code: string;
  city_code: string;
  degree_id: number;
  avatar_upload_id: string | null;
  description: string;
  accepting: Generated<number>;
  enabled: Generated<number>;
  /** Average rating × 10 (48 = 4.8), 0 while there are no reviews. */
  rating: Generated<number>;
  review_count: Generated<number>;
  served_orders: Generated<number>;
  /** Lower-case pinyin initials of the name, for keyword search (张伟 → zw). */
  name_pinyin_initials: string;
  /** Lower-case full pinyin of the name without spaces, for keyword search (卢永宁 → luyongning). */
  name_pinyin: string;
  created_at: number;
  updated_at: number;
  /** (025) Free-text office address, '' while the lawyer has not written one. */
  office_address: Generated<string>;
  /** (039) Why an operator 停用'd the lawyer (presets and words), shown to the lawyer; null while enabled. */
  disabled_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * (044) The directory catalogue's revision of the row's last write, stamped by the database's triggers (a
   * write to the lawyer's legal types or own services too), never by the code.
   */
  catalogue_revision: ColumnType<number, never, never>;
}

export interface LawyerLegalTypesTable {
  lawyer_id: number;
  legal_type_id: number;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  /** argon2id encoded hash (algorithm, parameters and salt included). */
  password_hash: string;
  failed_attempts: Generated<number>;
  locked_until: number | null;
  enabled: Generated<number>;
  created_at: number;
}

export interface OperatorSessionsTable {
  /** SHA-256 (hex) of the operator token; the token itself is never stored. */
  token_hash: string;
  operator_id: number;
  expires_at: number;
  created_at: number;
}

export interface AuditLogsTable {
  id: Generated<number>;
  /** null when nobody could be identified, e.g. a login attempt with an unknown username. */
  operator_id: number | null;
  action: string;
  target: string | null;
  detail: string | null;
  ip: string | null;
  created_at: number;
}

declare module './schema' {
  interface Database {
    legal_types: LegalTypesTable;
    degrees: DegreesTable;
    order_configs: OrderConfigsTable;
    lawyers: LawyersTable;
    lawyer_legal_types: LawyerLegalTypesTable;
    operators: OperatorsTable;
    operator_sessions: OperatorSessionsTable;
    audit_logs: AuditLogsTable;
  }
}

export type LegalTypeRow = Selectable<LegalTypesTable>;
export type OrderConfigRow = Selectable<OrderConfigsTable>;
export type NewLawyer = Insertable<LawyersTable>;
export type OperatorRow = Selectable<OperatorsTable>;
export type NewAuditLog = Insertable<AuditLogsTable>;
