import {
  REVIEW_REPLY_EDIT_MS,
  type LawyerReviewsResult,
  type OrderReviewResult,
  type OwnReviewsResult,
  type PageQuery,
  type ReviewReplyBody,
  type ReviewTag,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { refreshLawyerFigures, reviewSummaryOf } from './figures';
import {
  findReviewableOrder,
  REVIEW_ORDER_SOURCES,
  type ReviewableOrder,
  type ReviewOrderSource,
} from './order-sources';
import { createReviewRepo } from './repo';
import { storedTags, toOrderReview, toOwnReview, toPublicReview } from './view';
import { NO_NOTICES, type Notifier } from '../notification/notifier';

export const REVIEW_MSG = {
  notFinished: '订单完成后才能评价',
  alreadyReviewed: '该订单已评价',
  notReviewed: '该订单还没有评价',
  hiddenNoReply: '该评价已被平台隐藏，不能回复',
  replyLocked: '回复已超过24小时，不能再修改',
  lawyerNotFound: '律师不存在',
} as const;

/** A review as the create body has it once the contract parsed it (defaults applied). */
export interface NewReviewInput {
  order_no: string;
  rating: number;
  tags: readonly ReviewTag[];
  text: string;
  anonymous: 0 | 1;
}

export interface ReviewServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The lawyer directory's cache, refreshed after a lawyer's figures change. */
  directory: { invalidate(): void };
  /** Tells the lawyer of a new review (PRODUCT §14). */
  notifier: Notifier;
  sources?: readonly ReviewOrderSource[];
}

const windowOf = (query: PageQuery) => ({
  offset: (query.page - 1) * query.page_size,
  limit: query.page_size,
});

/**
 * Reviews (PRODUCT §10): only the customer of a finished order, once per order; the lawyer replies once
 * (editable for 24 h); lists show visible reviews only. The lawyer's rating and review count change in
 * the same transaction as the review, then the directory cache is refreshed.
 */
export function createReviewService(deps: ReviewServiceDeps) {
  const { db, clock, directory } = deps;
  const sources = deps.sources ?? REVIEW_ORDER_SOURCES;
  const reviews = createReviewRepo(db);

  /** The order and the caller's side of it; anybody else (or an unknown order) gets 无权操作. */
  async function orderOf(orderNo: string, userId: number) {
    const order = await findReviewableOrder(db, orderNo, sources);
    const role = !order
      ? null
      : order.customerId === userId
        ? ('customer' as const)
        : order.lawyerUserId === userId
          ? ('lawyer' as const)
          : null;
    if (!order || !role) throw AppError.forbidden(`order ${orderNo} is not user ${userId}'s`);
    return { order, role };
  }

  async function resultFor(order: ReviewableOrder, role: 'customer' | 'lawyer'): Promise<OrderReviewResult> {
    const row = await reviews.findByOrder(order.kind, order.id);
    return {
      reviewable: role === 'customer' && order.finished && !row ? 1 : 0,
      review: row ? toOrderReview(row) : null,
    };
  }

  async function create(input: { userId: number; body: NewReviewInput }): Promise<OrderReviewResult> {
    const { userId, body } = input;
    const { order, role } = await orderOf(body.order_no, userId);
    if (role !== 'customer') throw AppError.forbidden('only the customer reviews');
    if (!order.finished) throw AppError.common(REVIEW_MSG.notFinished);
    const now = clock.now();
    let notices = NO_NOTICES;
    await db.transaction().execute(async (trx) => {
      const id = await createReviewRepo(trx).insert({
        order_kind: order.kind,
        order_id: order.id,
        order_no: order.orderNo,
        lawyer_id: order.lawyerId,
        customer_id: order.customerId,
        service_name: order.serviceName,
        rating: body.rating,
        tags: storedTags(body.tags),
        text: body.text,
        anonymous: body.anonymous,
        created_at: now,
        updated_at: now,
      });
      if (id === undefined) throw AppError.common(REVIEW_MSG.alreadyReviewed);
      await refreshLawyerFigures(trx, order.lawyerId);
      notices = await deps.notifier.record(
        trx,
        [
          {
            userId: order.lawyerUserId,
            kind: 'review_received',
            title: '收到新评价',
            body: `${order.serviceName}：${body.rating}星${body.text ? `，${body.text}` : ''}`,
            link: '/pages/lawyer/review/list',
          },
        ],
        now,
      );
    });
    directory.invalidate();
    await deps.notifier.push(notices);
    return resultFor(order, role);
  }

  async function ofOrder(input: { userId: number; orderNo: string }): Promise<OrderReviewResult> {
    const { order, role } = await orderOf(input.orderNo, input.userId);
    return resultFor(order, role);
  }

  /** The lawyer's one reply, editable for 24 hours after it was first written. */
  async function reply(input: { userId: number; body: ReviewReplyBody }): Promise<OrderReviewResult> {
    const { userId, body } = input;
    const { order, role } = await orderOf(body.order_no, userId);
    if (role !== 'lawyer') throw AppError.forbidden('only the lawyer replies');
    const row = await reviews.findByOrder(order.kind, order.id);
    if (!row) throw AppError.common(REVIEW_MSG.notReviewed);
    if (row.hidden === 1) throw AppError.common(REVIEW_MSG.hiddenNoReply);
    const now = clock.now();
    if (row.reply_created_at !== null && now > row.reply_created_at + REVIEW_REPLY_EDIT_MS) {
      throw AppError.common(REVIEW_MSG.replyLocked);
    }
    await reviews.saveReply(row.id, { text: body.reply, at: now, first: row.reply_created_at === null });
    return resultFor(order, role);
  }

  /** A lawyer's visible reviews for everyone (the lawyer page's 查看全部评价). */
  async function ofLawyer(input: { lawyerUuid: string; query: PageQuery }): Promise<LawyerReviewsResult> {
    const { query } = input;
    const lawyer = await reviews.lawyerByUuid(input.lawyerUuid);
    if (!lawyer || lawyer.enabled !== 1) throw AppError.common(REVIEW_MSG.lawyerNotFound);
    const [summary, rows] = await Promise.all([
      reviewSummaryOf(db, lawyer.id),
      reviews.listVisible(lawyer.id, windowOf(query)),
    ]);
    return {
      summary,
      reviews: {
        list: rows.map(toPublicReview),
        total: summary.count,
        page: query.page,
        page_size: query.page_size,
      },
    };
  }

  /** 我的评价: the signed-in lawyer's visible reviews with the reply state. */
  async function own(input: { userId: number; query: PageQuery }): Promise<OwnReviewsResult> {
    const { query } = input;
    const lawyer = await reviews.lawyerOfUser(input.userId);
    if (!lawyer) throw AppError.forbidden('not a lawyer');
    const [summary, rows] = await Promise.all([
      reviewSummaryOf(db, lawyer.id),
      reviews.listVisible(lawyer.id, windowOf(query)),
    ]);
    return {
      summary,
      reviews: {
        list: rows.map(toOwnReview),
        total: summary.count,
        page: query.page,
        page_size: query.page_size,
      },
    };
  }

  return { create, ofOrder, reply, ofLawyer, own };
}

export type ReviewService = ReturnType<typeof createReviewService>;
