import {
  LATEST_REVIEWS_COUNT,
  ratingTimesTen,
  tagCountsOf,
  type PublicReview,
  type ReviewSummary,
  type ReviewTagCount,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createReviewRepo } from './repo';
import { toPublicReview } from './view';

/**
 * Writes the lawyer's rating (average × 10, half up) and review count from their visible reviews. Call it
 * in the transaction that adds, hides or shows a review, so the figures never disagree with the rows.
 */
export async function refreshLawyerFigures(trx: Kysely<Database>, lawyerId: number): Promise<void> {
  const repo = createReviewRepo(trx);
  await repo.lockLawyer(lawyerId);
  const { count, ratingSum } = await repo.visibleFigures(lawyerId);
  await repo.saveLawyerFigures(lawyerId, { rating: ratingTimesTen(count, ratingSum), reviewCount: count });
}

/** A lawyer's figures counted from the visible reviews themselves (what the lawyer row also holds). */
export async function reviewSummaryOf(db: Kysely<Database>, lawyerId: number): Promise<ReviewSummary> {
  const repo = createReviewRepo(db);
  const [{ count, ratingSum }, tags] = await Promise.all([
    repo.visibleFigures(lawyerId),
    repo.visibleTagCounts(lawyerId),
  ]);
  return { average: ratingTimesTen(count, ratingSum) / 10, count, tag_counts: tagCountsOf(tags) };
}

/** What the lawyer page shows of the reviews: the latest few and the tag counts. */
export async function lawyerPageReviews(
  db: Kysely<Database>,
  lawyerId: number,
): Promise<{ latest: PublicReview[]; tagCounts: ReviewTagCount[] }> {
  const repo = createReviewRepo(db);
  const [rows, counts] = await Promise.all([
    repo.listVisible(lawyerId, { offset: 0, limit: LATEST_REVIEWS_COUNT }),
    repo.visibleTagCounts(lawyerId),
  ]);
  return { latest: rows.map(toPublicReview), tagCounts: tagCountsOf(counts) };
}
