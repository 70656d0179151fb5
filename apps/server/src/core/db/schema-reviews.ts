import type { ReviewOrderKind } from '@lawbridge/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/** Table types of migration 016 (reviews, PRODUCT §10). They join `Database` by declaration merging. */
export interface ReviewsTable {
  id: Generated<number>;
  order_kind: ReviewOrderKind;
  order_id: number;
  order_no: string;
  lawyer_id: number;
  /** The reviewer: always the order's customer. */
  customer_id: number;
  /** Copied from the order. */
  service_name: string;
  /** 1–5 */
  rating: number;
  /** Tag keys joined with commas, in display order; '' without tags. */
  tags: string;
  text: string;
  anonymous: number;
  /** 1 when an operator hid it: kept, but out of public lists and the lawyer's figures. */
  hidden: Generated<number>;
  hidden_reason: string | null;
  hidden_by: number | null;
  hidden_at: number | null;
  reply: string | null;
  /** When the lawyer first replied; the reply can be edited for 24 h from then. */
  reply_created_at: number | null;
  /** The latest edit of the reply. */
  replied_at: number | null;
  created_at: number;
  updated_at: number;
}

declare module './schema' {
  interface Database {
    reviews: ReviewsTable;
  }
}

export type ReviewRow = Selectable<ReviewsTable>;
export type NewReview = Insertable<ReviewsTable>;
