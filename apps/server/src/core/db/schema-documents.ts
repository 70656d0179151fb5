import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  DocumentFormat,
  DocumentOrderStateKey,
  DocumentReportReason,
  DocumentReportState,
  DocumentState,
  DocumentVersionState,
} from '@lawbridge/contract';

/** Migration 032: documents, their versions, orders, download links and log, ratings, reports and events. */
export interface DocumentsTable {
  id: Generated<number>;
  /** The user who uploaded it; null for a platform document (041). */
  uploader_user_id: number | null;
  /** The uploader's lawyer id when a certified lawyer uploaded it (paid documents always have one). */
  uploader_lawyer_id: number | null;
  /** (041) The operator who uploaded a platform document from the console; null for users' documents. */
  uploader_operator_id: ColumnType<number | null, number | null | undefined, number | null>;
  title: string;
  /** Title, tags and the title's pinyin (full and initials), lower case: what the centre's keyword matches. */
  search_text: string;
  legal_type_id: number;
  /** JSON array of strings. */
  tags: string;
  description: string;
  /** fen; 0 is free */
  price: number;
  state: DocumentState;
  version: Generated<number>;
  /** The version on sale (approved); null until the first approval. */
  listed_version_id: number | null;
  /** Why it is rejected or taken down (contract DOCUMENT_REJECT_REASONS) and the operator's text. */
  reason_code: string | null;
  reason_text: string | null;
  /** Paid orders not refunded (free documents: distinct users who downloaded). */
  sales: Generated<number>;
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  listed_at: number | null;
  created_at: number;
  updated_at: number;
  /**
   * (043) The catalogue revision of the row's last write (modules/document/catalogue/revision.ts): every insert
   * and update takes the next one in its transaction.
   */
  catalogue_revision: number;
}

export interface DocumentVersionsTable {
  id: Generated<number>;
  document_id: number;
  version_no: number;
  /** The `uploads` row of the file as uploaded (its storage key, name, mime, size, sha256). */
  upload_id: string;
  format: DocumentFormat;
  size: number;
  sha256: string;
  /** Storage key of the PDF (the upload's own key when it was a PDF). */
  pdf_key: string | null;
  pages: Generated<number>;
  text: string | null;
  cover_key: string | null;
  /** JSON [{page, key, width, height}] of the watermarked preview images; the cover is {key,width,height} in it too. */
  previews: string | null;
  state: DocumentVersionState;
  failure: string | null;
  attempts: Generated<number>;
  /** While a conversion job holds it: until when (a job past its lease is taken again). */
  lease_until: number | null;
  note: string | null;
  review_decision: 'approve' | 'reject' | null;
  review_reason_code: string | null;
  review_text: string | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  processed_at: number | null;
  updated_at: number;
}

export interface DocumentOrdersTable {
  id: Generated<number>;
  order_no: string;
  document_id: number;
  /** The version listed when it was bought (downloads serve the listed version: new versions are free). */
  version_id: number;
  buyer_id: number;
  uploader_user_id: number;
  lawyer_id: number | null;
  price: number;
  /** The document commission when it was bought, percent. */
  commission_percent: number;
  state: DocumentOrderStateKey;
  version: Generated<number>;
  created_at: number;
  paid_at: number | null;
  first_used_at: number | null;
  finished_at: number | null;
  closed_at: number | null;
  refunded_at: number | null;
  updated_at: number;
}

export interface DocumentDownloadLinksTable {
  /** Random; the address carries it with its signature. */
  id: string;
  user_id: number;
  document_id: number;
  version_id: number;
  order_id: number | null;
  format: 'pdf' | 'original' | 'read';
  purpose: 'download' | 'copy_link' | 'read';
  expires_at: number;
  created_at: number;
}

export interface DocumentDownloadsTable {
  id: Generated<number>;
  link_id: string;
  user_id: number;
  document_id: number;
  version_id: number;
  order_id: number | null;
  format: 'pdf' | 'original' | 'read';
  ip: string | null;
  created_at: number;
}

export interface DocumentRatingsTable {
  id: Generated<number>;
  document_id: number;
  order_id: number | null;
  user_id: number;
  score: number;
  text: string;
  reply: string | null;
  reply_at: number | null;
  created_at: number;
}

export interface DocumentReportsTable {
  id: Generated<number>;
  document_id: number;
  user_id: number;
  reason: DocumentReportReason;
  text: string;
  state: DocumentReportState;
  handled_note: string | null;
  handled_by: number | null;
  handled_at: number | null;
  created_at: number;
}

export interface DocumentEventsTable {
  id: Generated<number>;
  document_id: number;
  version_id: number | null;
  /** uploaded, processed, failed, approved, rejected, taken_down, restored, withdrawn, relisted, new_version… */
  action: string;
  actor_kind: 'user' | 'operator' | 'system';
  actor_id: number | null;
  note: string | null;
  created_at: number;
}

export type DocumentRow = Selectable<DocumentsTable>;
export type DocumentVersionRow = Selectable<DocumentVersionsTable>;
export type DocumentOrderRow = Selectable<DocumentOrdersTable>;
export type DocumentDownloadLinkRow = Selectable<DocumentDownloadLinksTable>;
export type DocumentRatingRow = Selectable<DocumentRatingsTable>;
export type DocumentReportRow = Selectable<DocumentReportsTable>;
export type DocumentEventRow = Selectable<DocumentEventsTable>;

declare module './schema' {
  interface Database {
    documents: DocumentsTable;
    document_versions: DocumentVersionsTable;
    document_orders: DocumentOrdersTable;
    document_download_links: DocumentDownloadLinksTable;
    document_downloads: DocumentDownloadsTable;
    document_ratings: DocumentRatingsTable;
    document_reports: DocumentReportsTable;
    document_events: DocumentEventsTable;
  }
}
