import { REVIEW_TAGS, type ReviewOrderKind, type ReviewTag } from '@lawbridge/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import '../../core/db/schema-reviews';
import type { Database } from '../../core/db/schema';
import type { NewReview, ReviewRow } from '../../core/db/schema-reviews';
import { containsIgnoringCase } from '../lawyer/like-match';

export interface PageWindow {
  offset: number;
  limit: number;
}

/** A review with what its views show of the reviewer. */
export type ReviewWithReviewer = ReviewRow & {
  reviewer_nickname: string;
  reviewer_avatar: string | null;
};

export type AdminReviewRow = ReviewWithReviewer & {
  customer_phone: string;
  lawyer_uuid: string;
  lawyer_name: string;
};

export interface AdminReviewFilter {
  rating?: number | undefined;
  lawyer_name?: string | undefined;
  hidden?: number | undefined;
}

function withReviewer<O>(query: SelectQueryBuilder<Database, 'reviews', O>) {
  return query
    .innerJoin('users as reviewer', 'reviewer.id', 'reviews.customer_id')
    .selectAll('reviews')
    .select(['reviewer.nickname as reviewer_nickname', 'reviewer.avatar_upload_id as reviewer_avatar']);
}

/** The only SQL of reviews (plus order-sources-repo.ts for the orders they are bound to). */
export function createReviewRepo(db: Kysely<Database>) {
  const adminBase = (filter: AdminReviewFilter) =>
    db
      .selectFrom('reviews')
      .innerJoin('lawyers', 'lawyers.id', 'reviews.lawyer_id')
      .$if(filter.rating !== undefined, (query) => query.where('reviews.rating', '=', filter.rating!))
      .$if(filter.hidden !== undefined, (query) => query.where('reviews.hidden', '=', filter.hidden!))
      .$if(Boolean(filter.lawyer_name), (query) =>
        query.where((eb) => containsIgnoringCase(db, eb.ref('lawyers.name'), filter.lawyer_name!)),
      );

  const adminRows = (filter: AdminReviewFilter) =>
    adminBase(filter)
      .innerJoin('users as reviewer', 'reviewer.id', 'reviews.customer_id')
      .selectAll('reviews')
      .select([
        'reviewer.nickname as reviewer_nickname',
        'reviewer.avatar_upload_id as reviewer_avatar',
        'reviewer.phone as customer_phone',
        'lawyers.uuid as lawyer_uuid',
        'lawyers.name as lawyer_name',
      ]);

  return {
    /** The new review's id, or undefined when the order already has one (a concurrent second try). */
    async insert(row: NewReview): Promise<number | undefined> {
      const inserted = await db
        .insertInto('reviews')
        .values(row)
        // No conflict target: the order is unique twice (kind + id, and its number), and a second review
        // racing the first may trip either index first; both mean the order has its review.
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    findByOrder(kind: ReviewOrderKind, orderId: number): Promise<ReviewWithReviewer | undefined> {
      return withReviewer(db.selectFrom('reviews'))
        .where('reviews.order_kind', '=', kind)
        .where('reviews.order_id', '=', orderId)
        .executeTakeFirst();
    },

    findById(id: number): Promise<ReviewRow | undefined> {
      return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A lawyer's visible reviews, newest first. */
    listVisible(lawyerId: number, page: PageWindow): Promise<ReviewWithReviewer[]> {
      return withReviewer(db.selectFrom('reviews'))
        .where('reviews.lawyer_id', '=', lawyerId)
        .where('reviews.hidden', '=', 0)
        .orderBy('reviews.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    /** How many visible reviews a lawyer has and the sum of their ratings. */
    async visibleFigures(lawyerId: number): Promise<{ count: number; ratingSum: number }> {
      const row = await db
        .selectFrom('reviews')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number | null>('rating').as('sum')])
        .where('lawyer_id', '=', lawyerId)
        .where('hidden', '=', 0)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), ratingSum: Number(row.sum ?? 0) };
    },

    /** How many of a lawyer's visible reviews chose each tag (tags are stored as `a,b,c`). */
    async visibleTagCounts(lawyerId: number): Promise<Record<ReviewTag, number>> {
      const padded = sql<string>`(',' || ${sql.ref('tags')} || ',')`;
      const row = await db
        .selectFrom('reviews')
        .select(() =>
          REVIEW_TAGS.map((tag) =>
            sql<number | null>`sum(case when ${padded} like ${`%,${tag},%`} then 1 else 0 end)`.as(tag),
          ),
        )
        .where('lawyer_id', '=', lawyerId)
        .where('hidden', '=', 0)
        .executeTakeFirstOrThrow();
      const values = row as Record<string, number | string | null>;
      return Object.fromEntries(REVIEW_TAGS.map((tag) => [tag, Number(values[tag] ?? 0)])) as Record<
        ReviewTag,
        number
      >;
    },

    /**
     * Takes the lawyer's row lock before the figures are counted, so two reviews committed at once
     * cannot both write figures that miss the other (PostgreSQL; SQLite runs one writer at a time).
     */
    async lockLawyer(lawyerId: number): Promise<void> {
      await db
        .updateTable('lawyers')
        .set((eb) => ({ review_count: eb.ref('review_count') }))
        .where('id', '=', lawyerId)
        .execute();
    },

    async saveLawyerFigures(lawyerId: number, figures: { rating: number; reviewCount: number }) {
      await db
        .updateTable('lawyers')
        .set({ rating: figures.rating, review_count: figures.reviewCount })
        .where('id', '=', lawyerId)
        .execute();
    },

    async saveReply(id: number, reply: { text: string; at: number; first: boolean }): Promise<void> {
      await db
        .updateTable('reviews')
        .set({
          reply: reply.text,
          replied_at: reply.at,
          updated_at: reply.at,
          ...(reply.first ? { reply_created_at: reply.at } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Hides or shows again; false when the review was already in that state (a concurrent change). */
    async setHidden(
      id: number,
      change: { hidden: 0 | 1; reason: string; operatorId: number | null; at: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('reviews')
        .set({
          hidden: change.hidden,
          hidden_reason: change.hidden === 1 ? change.reason : null,
          hidden_by: change.hidden === 1 ? change.operatorId : null,
          hidden_at: change.hidden === 1 ? change.at : null,
          updated_at: change.at,
        })
        .where('id', '=', id)
        .where('hidden', '=', change.hidden === 1 ? 0 : 1)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The lawyer a review list is for: public lists show enabled lawyers only. */
    lawyerByUuid(uuid: string) {
      return db
        .selectFrom('lawyers')
        .select(['id', 'user_id', 'enabled', 'rating', 'review_count'])
        .where('uuid', '=', uuid)
        .executeTakeFirst();
    },

    lawyerOfUser(userId: number) {
      return db
        .selectFrom('lawyers')
        .select(['id', 'user_id', 'enabled', 'rating', 'review_count'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    lawyerById(lawyerId: number) {
      return db
        .selectFrom('lawyers')
        .select(['id', 'user_id', 'enabled', 'rating', 'review_count'])
        .where('id', '=', lawyerId)
        .executeTakeFirstOrThrow();
    },

    /** Console: reviews newest first, with the customer's phone and the lawyer. */
    adminList(filter: AdminReviewFilter, page: PageWindow): Promise<AdminReviewRow[]> {
      return adminRows(filter).orderBy('reviews.id', 'desc').offset(page.offset).limit(page.limit).execute();
    },

    async adminCount(filter: AdminReviewFilter): Promise<number> {
      const row = await adminBase(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    adminItem(id: number): Promise<AdminReviewRow | undefined> {
      return adminRows({}).where('reviews.id', '=', id).executeTakeFirst();
    },
  };
}

export type ReviewRepo = ReturnType<typeof createReviewRepo>;
