import type { AdminReviewItem, AdminReviewQuery, Page } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { audit, type AuditActor } from '../operator/audit';
import { refreshLawyerFigures } from './figures';
import { createReviewRepo } from './repo';
import { toAdminReview } from './view';

export const CONSOLE_REVIEW_MSG = {
  notFound: '评价不存在',
  alreadyHidden: '该评价已隐藏',
  notHidden: '该评价未隐藏',
} as const;

/** Console reviews (PRODUCT §16): the list, and hiding abusive reviews (kept, not deleted) or showing them again. */
export function createConsoleReviewService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  directory: { invalidate(): void };
}) {
  const { db, clock, directory } = deps;
  const reviews = createReviewRepo(db);

  async function list(query: AdminReviewQuery): Promise<Page<AdminReviewItem>> {
    const window = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const [rows, total] = await Promise.all([reviews.adminList(query, window), reviews.adminCount(query)]);
    return { list: rows.map(toAdminReview), total, page: query.page, page_size: query.page_size };
  }

  /**
   * Hides (1) or shows again (0) with a reason: the review, the lawyer's figures and the audit entry in
   * one transaction; then the directory forgets its pages.
   */
  async function setHidden(input: {
    id: number;
    hidden: 0 | 1;
    reason: string;
    actor: AuditActor & { operatorId: number };
  }): Promise<AdminReviewItem> {
    const { id, hidden, reason, actor } = input;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const repo = createReviewRepo(trx);
      const review = await repo.findById(id);
      if (!review) throw AppError.common(CONSOLE_REVIEW_MSG.notFound);
      const changed = await repo.setHidden(id, { hidden, reason, operatorId: actor.operatorId, at: now });
      if (!changed) {
        throw AppError.common(hidden === 1 ? CONSOLE_REVIEW_MSG.alreadyHidden : CONSOLE_REVIEW_MSG.notHidden);
      }
      await refreshLawyerFigures(trx, review.lawyer_id);
      await audit(trx, {
        actor,
        action: hidden === 1 ? 'review.hide' : 'review.unhide',
        target: `review:${id}`,
        detail: `${review.order_no}：${reason}`,
        at: now,
      });
    });
    directory.invalidate();
    const item = await reviews.adminItem(id);
    if (!item) throw new Error(`review ${id} vanished after changing its visibility`);
    return toAdminReview(item);
  }

  return { list, setHidden };
}
