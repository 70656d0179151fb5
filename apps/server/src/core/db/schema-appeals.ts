import type { AppealOrderKind, AppealStateKey, AppealType } from '@lawbridge/contract';
import type { Generated, Selectable } from 'kysely';

/** Table types of migration 030 (appeals and strikes, PRODUCT §12a). They join `Database`. */
export interface AppealsTable {
  id: Generated<number>;
  order_kind: AppealOrderKind;
  order_id: number;
  order_no: string;
  customer_id: number;
  lawyer_id: number;
  type: AppealType;
  text: string;
  state: AppealStateKey;
  /** Bumped by every transition; the compare-and-set guard. */
  version: Generated<number>;
  /** The lawyer's answer: `offer` (with `offer_amount`) or `contest` (with text and images). */
  answer_kind: 'offer' | 'contest' | null;
  answer_text: string | null;
  offer_amount: number | null;
  answered_at: number | null;
  /** What went back to the customer (accepted offer or the operator's refund). */
  refund_amount: number | null;
  /** The operator's reason code (APPEAL_DECISION_REASONS) and text; an accepted offer has none. */
  decision_reason: string | null;
  decision_text: string | null;
  decided_by: number | null;
  decided_at: number | null;
  /** 1 when older messages than the attached ones were left out of the transcript. */
  transcript_truncated: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface AppealUploadsTable {
  appeal_id: number;
  /** `customer` (with the appeal) or `lawyer` (with a contest). */
  side: 'customer' | 'lawyer';
  position: number;
  upload_id: string;
}

export interface AppealTranscriptsTable {
  appeal_id: number;
  message_id: number;
}

export interface LawyerStrikesTable {
  id: Generated<number>;
  lawyer_id: number;
  appeal_id: number;
  refund_amount: number;
  created_at: number;
  /** Set when an operator lifted the pause it counted towards: it no longer counts, it stays listed. */
  lifted_at: number | null;
}

export interface LawyerStrikePausesTable {
  id: Generated<number>;
  lawyer_id: number;
  started_at: number;
  lifted_at: number | null;
  lifted_by: number | null;
  lift_note: string | null;
}

export type AppealRow = Selectable<AppealsTable>;
export type LawyerStrikeRow = Selectable<LawyerStrikesTable>;
export type LawyerStrikePauseRow = Selectable<LawyerStrikePausesTable>;

declare module './schema' {
  interface Database {
    appeals: AppealsTable;
    appeal_uploads: AppealUploadsTable;
    appeal_transcripts: AppealTranscriptsTable;
    lawyer_strikes: LawyerStrikesTable;
    lawyer_strike_pauses: LawyerStrikePausesTable;
  }
}
