import {
  ANONYMOUS_REVIEWER,
  imageUrl,
  REVIEW_REPLY_EDIT_MS,
  REVIEW_TAGS,
  type AdminReviewItem,
  type OrderReview,
  type OwnReview,
  type PublicReview,
  type ReviewTag,
} from '@lawbridge/contract';
import type { ReviewRow } from '../../core/db/schema-reviews';
import type { AdminReviewRow, ReviewWithReviewer } from './repo';

const KNOWN_TAGS: ReadonlySet<string> = new Set(REVIEW_TAGS);

/** The stored `a,b` tags as a list (tags no longer offered are dropped). */
export function parseTags(stored: string): ReviewTag[] {
  return stored.split(',').filter((tag): tag is ReviewTag => KNOWN_TAGS.has(tag));
}

/** Tags as stored: each once, in display order, joined with commas. */
export function storedTags(tags: readonly ReviewTag[]): string {
  const chosen = new Set(tags);
  return REVIEW_TAGS.filter((tag) => chosen.has(tag)).join(',');
}

/** A review as everyone sees it: an anonymous reviewer is 匿名用户 without an avatar. */
export function toPublicReview(row: ReviewWithReviewer): PublicReview {
  const anonymous = row.anonymous === 1;
  return {
    id: row.id,
    order_kind: row.order_kind,
    service_name: row.service_name,
    verified: 1,
    nickname: anonymous ? ANONYMOUS_REVIEWER : row.reviewer_nickname,
    avatar: anonymous || !row.reviewer_avatar ? null : imageUrl(row.reviewer_avatar),
    anonymous: row.anonymous,
    rating: row.rating,
    tags: parseTags(row.tags),
    text: row.text,
    reply: row.reply,
    replied_at: row.replied_at,
    created_at: row.created_at,
  };
}

/** Until when the lawyer may still edit the reply; null before the first reply. */
export function replyEditableUntil(row: Pick<ReviewRow, 'reply_created_at'>): number | null {
  return row.reply_created_at === null ? null : row.reply_created_at + REVIEW_REPLY_EDIT_MS;
}

export function toOwnReview(row: ReviewWithReviewer): OwnReview {
  return { ...toPublicReview(row), order_no: row.order_no, reply_editable_until: replyEditableUntil(row) };
}

/** The review as the order's two parties see it, hidden or not. */
export function toOrderReview(row: ReviewWithReviewer): OrderReview {
  return { ...toOwnReview(row), hidden: row.hidden };
}

/** The console sees who wrote it, anonymous or not. */
export function toAdminReview(row: AdminReviewRow): AdminReviewItem {
  return {
    id: row.id,
    order_kind: row.order_kind,
    order_no: row.order_no,
    service_name: row.service_name,
    rating: row.rating,
    tags: parseTags(row.tags),
    text: row.text,
    anonymous: row.anonymous,
    customer: { nickname: row.reviewer_nickname, phone: row.customer_phone },
    lawyer: { uuid: row.lawyer_uuid, name: row.lawyer_name },
    reply: row.reply,
    replied_at: row.replied_at,
    hidden: row.hidden,
    hidden_reason: row.hidden_reason,
    hidden_at: row.hidden_at,
    created_at: row.created_at,
  };
}
