import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { FeedbackRow, NewFeedback } from '../../core/db/schema-feedback-content';

export interface FeedbackInboxFilter {
  handled?: 0 | 1 | undefined;
}

interface PageWindow {
  offset: number;
  limit: number;
}

export function createFeedbackRepo(db: Kysely<Database>) {
  const inbox = (filter: FeedbackInboxFilter) => {
    const query = db.selectFrom('feedback');
    return filter.handled === undefined ? query : query.where('feedback.handled', '=', filter.handled);
  };

  const withSender = (query: ReturnType<typeof inbox>) =>
    query
      .innerJoin('users', 'users.id', 'feedback.user_id')
      .selectAll('feedback')
      .select(['users.phone as user_phone', 'users.nickname as user_nickname']);

  return {
    /** Inserts one feedback with its images (in the order given); returns its id. */
    async insert(row: NewFeedback, imageIds: readonly string[]): Promise<number> {
      const { id } = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
      if (imageIds.length > 0) {
        await db
          .insertInto('feedback_images')
          .values(imageIds.map((upload_id, sort) => ({ feedback_id: id, upload_id, sort })))
          .execute();
      }
      return id;
    },

    /** A user's own feedback, newest first. */
    async listByUser(userId: number, page: PageWindow): Promise<FeedbackRow[]> {
      return db
        .selectFrom('feedback')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async countByUser(userId: number): Promise<number> {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The images of these feedback, each feedback's in the order they were sent. */
    async imagesOf(feedbackIds: readonly number[]) {
      if (feedbackIds.length === 0) return [];
      return db
        .selectFrom('feedback_images')
        .select(['feedback_id', 'upload_id'])
        .where('feedback_id', 'in', feedbackIds)
        .orderBy('feedback_id')
        .orderBy('sort')
        .execute();
    },

    /** The console inbox, newest first, with the sender's phone and nickname. */
    async listInbox(filter: FeedbackInboxFilter, page: PageWindow) {
      return withSender(inbox(filter))
        .orderBy('feedback.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async countInbox(filter: FeedbackInboxFilter): Promise<number> {
      const row = await inbox(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** One feedback as the inbox lists it. */
    async findInboxItem(id: number) {
      return withSender(db.selectFrom('feedback')).where('feedback.id', '=', id).executeTakeFirst();
    },

    async findById(id: number): Promise<FeedbackRow | undefined> {
      return db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Marks the feedback handled with this reply (replacing an earlier one). */
    async saveReply(
      id: number,
      reply: { reply: string; replied_by: number; replied_at: number },
    ): Promise<void> {
      await db
        .updateTable('feedback')
        .set({ ...reply, handled: 1 })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
