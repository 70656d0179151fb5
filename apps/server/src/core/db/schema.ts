import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types for Kysely. Times are UTC epoch milliseconds; flags are 0/1 integers
 * (the same on SQLite and PostgreSQL). Each migration's tables are listed under its number.
 */

// 001-foundation
export interface UsersTable {
  id: Generated<number>;
  /** Public id; the internal id never leaves the server. */
  uuid: string;
  phone: string;
  nickname: string;
  avatar_upload_id: string | null;
  gender: number;
  is_lawyer: number;
  channel_type: string;
  openid: string | null;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
  /** (039) When an operator banned the user (login refused); null while not banned. */
  banned_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** (039) The ban's USER_BAN_REASONS key and the operator's words. */
  ban_reason: ColumnType<string | null, string | null | undefined, string | null>;
  ban_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** (039) 1 when the ban took the user's enabled lawyer out of the directory (the unban brings it back). */
  ban_hid_lawyer: Generated<number>;
  /** (037) When the user closed the account (注销账号); the row is kept with its personal data erased. */
  closed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  scene: string;
  code_hash: string;
  expires_at: number;
  wrong_tries: Generated<number>;
  used: Generated<number>;
  created_at: number;
  ip: string;
}

/** Digests of accepted partner SSO payloads, kept while their timestamp could still be accepted. */
export interface PartnerNoncesTable {
  digest: string;
  used_at: number;
}

export interface UserTokensTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: number;
  created_at: number;
  last_used_at: number;
  /** Set when a rotated successor was issued; the row then lives only for the grace window. */
  replaced_at: number | null;
  /** The token issued to replace this one (set with `replaced_at`). */
  successor_id: number | null;
}

export interface UploadsTable {
  /** Random URL-safe id, also the public handle. */
  id: string;
  owner_user_id: number | null;
  owner_operator_id: number | null;
  mime: string;
  size: number;
  sha256: string;
  /** The object's key in the file storage (core/storage). */
  path: string;
  created_at: number;
  /** (022) The name a file (not an image) is shown and downloaded under; null for images. */
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * (008) `public`: served at its stable address, cached for a year (avatars). `private`: served only at
   * addresses signed for callers allowed to see it (modules/upload/image-links.ts).
   */
  visibility: UploadVisibility;
}

export type UploadVisibility = 'public' | 'private';

export interface Database {
  users: UsersTable;
  sms_codes: SmsCodesTable;
  partner_nonces: PartnerNoncesTable;
  user_tokens: UserTokensTable;
  uploads: UploadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
export type UserTokenRow = Selectable<UserTokensTable>;
export type UploadRow = Selectable<UploadsTable>;
