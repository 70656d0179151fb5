import type { ReviewOrderKind } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { findAppointmentForReview, findServiceOrderForReview } from './order-sources-repo';

/** What reviews need to know about an order of any kind. */
export interface ReviewableOrder {
  kind: ReviewOrderKind;
  id: number;
  orderNo: string;
  customerId: number;
  lawyerId: number;
  /** The lawyer's user id (who may reply). */
  lawyerUserId: number;
  /** What the order was for, copied onto the review (e.g. 图文咨询). */
  serviceName: string;
  /** Only a finished order can be reviewed (service `finish`; appointment `finished`). */
  finished: boolean;
}

/**
 * One order kind's way into reviews: its order-number prefix and how to read an order for a review.
 * A kind plugs in by adding its source to `REVIEW_ORDER_SOURCES`; nothing else in reviews (table, rules,
 * API, clients, console) depends on the kind.
 */
export interface ReviewOrderSource {
  kind: ReviewOrderKind;
  prefix: string;
  find(db: Kysely<Database>, orderNo: string): Promise<ReviewableOrder | undefined>;
}

export const serviceOrderSource: ReviewOrderSource = {
  kind: 'service',
  prefix: 'S',
  find: findServiceOrderForReview,
};

/** An appointment without a lawyer yet (waiting for dispatch) is nobody's to review: unknown here. */
export const appointmentSource: ReviewOrderSource = {
  kind: 'appointment',
  prefix: 'A',
  find: findAppointmentForReview,
};

export const REVIEW_ORDER_SOURCES: readonly ReviewOrderSource[] = [serviceOrderSource, appointmentSource];

/** The order with this number, whatever its kind; undefined when no source knows it. */
export async function findReviewableOrder(
  db: Kysely<Database>,
  orderNo: string,
  sources: readonly ReviewOrderSource[] = REVIEW_ORDER_SOURCES,
): Promise<ReviewableOrder | undefined> {
  const source = sources.find((candidate) => orderNo.startsWith(candidate.prefix));
  return source ? source.find(db, orderNo) : undefined;
}
