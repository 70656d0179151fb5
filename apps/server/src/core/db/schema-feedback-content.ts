import type { ContentKey } from '@lawbridge/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types of migration 005 (feedback and content pages, PRODUCT §13). They join the `Database`
 * interface of ./schema by declaration merging.
 */

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  contact: string | null;
  /** 0 waiting, 1 handled (replied to by an operator). */
  handled: Generated<number>;
  reply: string | null;
  /** The operator who wrote the current reply. */
  replied_by: number | null;
  created_at: number;
  replied_at: number | null;
}

/** The images attached to one feedback, in the order the user sent them. */
export interface FeedbackImagesTable {
  feedback_id: number;
  upload_id: string;
  sort: number;
}

export interface ContentPagesTable {
  key: ContentKey;
  title: string;
  /** Plain text, paragraphs separated by blank lines. */
  body: string;
  updated_at: number;
  /** null for the shipped default text. */
  updated_by: number | null;
}

declare module './schema' {
  interface Database {
    feedback: FeedbackTable;
    feedback_images: FeedbackImagesTable;
    content_pages: ContentPagesTable;
  }
}

export type FeedbackRow = Selectable<FeedbackTable>;
export type NewFeedback = Insertable<FeedbackTable>;
export type ContentPageRow = Selectable<ContentPagesTable>;
