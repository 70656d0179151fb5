import {
  type AdminFeedbackItem,
  type FeedbackBody,
  type FeedbackItem,
  type Page,
  type PageQuery,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import type { FeedbackRow } from '../../core/db/schema-feedback-content';
import { audit, type AuditActor } from '../operator/audit';
import type { ImageLinks } from '../upload/image-links';
import { createUploadRepo } from '../upload/repo';
import { MSG_IMAGE_NOT_FOUND } from '../upload/service';
import { createFeedbackRepo, type FeedbackInboxFilter } from './repo';
import { NO_NOTICES, type Notifier } from '../notification/notifier';

/** A user may send at most this many feedback in a day (24 hours from the first of them). */
export const FEEDBACK_MAX_PER_DAY = 10;
export const MSG_FEEDBACK_NOT_FOUND = '反馈不存在';

const DAY_MS = 24 * 60 * 60 * 1000;

type InboxRow = FeedbackRow & { user_phone: string; user_nickname: string };

/** Feedback images are private: the sender and operators get addresses signed for about an hour. */
function toFeedbackItem(row: FeedbackRow, imageIds: readonly string[], links: ImageLinks): FeedbackItem {
  return {
    id: row.id,
    content: row.content,
    contact: row.contact,
    images: imageIds.map((id) => links.signedUrl(id)),
    handled: row.handled,
    reply: row.reply,
    created_at: row.created_at,
    replied_at: row.replied_at,
  };
}

/** 留言反馈 (PRODUCT §13): users send text with images, operators answer; the user sees the reply. */
export function createFeedbackService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  links: ImageLinks;
  /** Tells the user of the platform's reply (PRODUCT §14). */
  notifier: Notifier;
}) {
  const { db, clock, links } = deps;
  const feedback = createFeedbackRepo(db);
  const limits = createRateLimiter({ db, clock });
  const uploads = createUploadRepo(db);

  /** Upload ids per feedback id, in the order the user sent them. */
  async function imagesByFeedback(rows: readonly FeedbackRow[]): Promise<Map<number, string[]>> {
    const byFeedback = new Map<number, string[]>(rows.map((row) => [row.id, []]));
    for (const image of await feedback.imagesOf(rows.map((row) => row.id))) {
      byFeedback.get(image.feedback_id)?.push(image.upload_id);
    }
    return byFeedback;
  }

  async function presentInbox(rows: ReadonlyArray<InboxRow>): Promise<AdminFeedbackItem[]> {
    const images = await imagesByFeedback(rows);
    return rows.map(({ user_phone, user_nickname, ...row }) => ({
      ...toFeedbackItem(row, images.get(row.id) ?? [], links),
      user_phone,
      user_nickname,
    }));
  }

  async function submit(input: { userId: number; body: FeedbackBody }): Promise<FeedbackItem> {
    const { userId, body } = input;
    const imageIds = [...new Set(body.images)];
    for (const id of imageIds) {
      if (!(await uploads.isOwnedByUser(id, userId))) throw AppError.badParams(MSG_IMAGE_NOT_FOUND);
    }
    const rule = { key: `feedback:user:${userId}`, limit: FEEDBACK_MAX_PER_DAY, windowMs: DAY_MS };
    const verdict = await limits.hit(rule);
    if (!verdict.allowed) {
      throw AppError.tooFrequent(verdict.retryAfterMs, `feedback limit for user ${userId}`);
    }
    const now = clock.now();
    const row = { user_id: userId, content: body.content, contact: body.contact || null, created_at: now };
    const id = await db.transaction().execute((trx) => createFeedbackRepo(trx).insert(row, imageIds));
    return toFeedbackItem(
      { ...row, id, handled: 0, reply: null, replied_by: null, replied_at: null },
      imageIds,
      links,
    );
  }

  /** The user's own feedback, newest first, with the operators' replies. */
  async function listOwn(input: { userId: number; query: PageQuery }): Promise<Page<FeedbackItem>> {
    const { userId, query } = input;
    const window = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const [rows, total] = await Promise.all([
      feedback.listByUser(userId, window),
      feedback.countByUser(userId),
    ]);
    const images = await imagesByFeedback(rows);
    const list = rows.map((row) => toFeedbackItem(row, images.get(row.id) ?? [], links));
    return { list, total, page: query.page, page_size: query.page_size };
  }

  /** Console inbox, newest first, optionally only handled (1) or waiting (0) feedback. */
  async function inbox(query: PageQuery & FeedbackInboxFilter): Promise<Page<AdminFeedbackItem>> {
    const window = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const [rows, total] = await Promise.all([feedback.listInbox(query, window), feedback.countInbox(query)]);
    return { list: await presentInbox(rows), total, page: query.page, page_size: query.page_size };
  }

  /** One feedback as the inbox shows it; code 7 when there is none with this id. */
  async function inboxItem(input: { id: number }): Promise<AdminFeedbackItem> {
    const row = await feedback.findInboxItem(input.id);
    if (!row) throw AppError.common(MSG_FEEDBACK_NOT_FOUND);
    const [item] = await presentInbox([row]);
    if (!item) throw new Error(`feedback ${input.id} was not presented`);
    return item;
  }

  /** Marks the feedback handled with this reply; answering again replaces the reply. Audited in the same transaction. */
  async function reply(input: {
    id: number;
    reply: string;
    actor: AuditActor & { operatorId: number };
  }): Promise<void> {
    const { id, actor } = input;
    const now = clock.now();
    let notices = NO_NOTICES;
    await db.transaction().execute(async (trx) => {
      const repo = createFeedbackRepo(trx);
      const existing = await repo.findById(id);
      if (!existing) throw AppError.common(MSG_FEEDBACK_NOT_FOUND);
      await repo.saveReply(id, { reply: input.reply, replied_by: actor.operatorId, replied_at: now });
      const detail = existing.handled === 1 ? `修改回复：${input.reply}` : input.reply;
      await audit(trx, { actor, action: 'feedback.reply', target: `feedback:${id}`, detail, at: now });
      const notice = {
        userId: existing.user_id,
        kind: 'feedback_replied' as const,
        title: '留言反馈已回复',
        body: input.reply,
        link: '/pages/feedback/index',
      };
      notices = await deps.notifier.record(trx, [notice], now);
    });
    await deps.notifier.push(notices);
  }

  return { submit, listOwn, inbox, inboxItem, reply };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
