import type {
  DocumentRating,
  DocumentRatingBody,
  DocumentRatingList,
  DocumentRatingReplyBody,
  PageQuery,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { MSG_DOCUMENT_GONE } from './centre-service';
import { nextCatalogueRevision } from './catalogue/revision';
import { createDocumentsRepo } from './documents-repo';

export const RATING_MSG = {
  notBuyer: '购买后才能评价该文档',
  own: '不能评价自己上传的文档',
  rated: '您已评价过该文档',
  replied: '已回复过该评价',
} as const;

/** The rater as shown: the nickname's first character and two stars (王**). */
const maskedName = (nickname: string) => `${Array.from(nickname)[0] ?? '用'}**`;

/** Ratings of documents (PRODUCT §12): buyers rate once, the uploader replies once; the figures move with them. */
export function createRatingService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  async function rate(input: { userId: number; body: DocumentRatingBody }): Promise<DocumentRating> {
    const { userId, body } = input;
    const documents = createDocumentsRepo(db);
    const document = await documents.findById(body.document_id);
    if (!document) throw AppError.common(MSG_DOCUMENT_GONE);
    if (document.uploader_user_id === userId) throw AppError.common(RATING_MSG.own);
    const orderId = await documents.boughtOrderId(document.id, userId);
    if (orderId === null) throw AppError.common(RATING_MSG.notBuyer);
    const now = clock.now();
    const id = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('document_ratings')
        .select('id')
        .where('document_id', '=', document.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (taken) throw AppError.common(RATING_MSG.rated);
      const row = await trx
        .insertInto('document_ratings')
        .values({
          document_id: document.id,
          order_id: orderId,
          user_id: userId,
          score: body.score,
          text: body.text,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const catalogue_revision = await nextCatalogueRevision(trx);
      await trx
        .updateTable('documents')
        .set((eb) => ({
          rating_sum: eb('rating_sum', '+', body.score),
          rating_count: eb('rating_count', '+', 1),
          catalogue_revision,
        }))
        .where('id', '=', document.id)
        .execute();
      return row.id;
    });
    const [rating] = await ratingRows({ id });
    return rating!;
  }

  function ratingRows(filter: { id: number } | { documentId: number; page: PageQuery }) {
    let query = db
      .selectFrom('document_ratings')
      .innerJoin('users', 'users.id', 'document_ratings.user_id')
      .select([
        'document_ratings.id',
        'document_ratings.score',
        'document_ratings.text',
        'document_ratings.created_at',
        'document_ratings.reply',
        'document_ratings.reply_at',
        'users.nickname',
      ]);
    if ('id' in filter) {
      query = query.where('document_ratings.id', '=', filter.id);
    } else {
      const { page, page_size } = filter.page;
      query = query
        .where('document_ratings.document_id', '=', filter.documentId)
        .orderBy('document_ratings.created_at', 'desc')
        .orderBy('document_ratings.id', 'desc')
        .offset((page - 1) * page_size)
        .limit(page_size);
    }
    return query
      .execute()
      .then((rows) =>
        rows.map(({ nickname, ...row }): DocumentRating => ({ ...row, user_name: maskedName(nickname) })),
      );
  }

  async function list(query: PageQuery & { document_id: number }): Promise<DocumentRatingList> {
    const [list, total] = await Promise.all([
      ratingRows({ documentId: query.document_id, page: query }),
      db
        .selectFrom('document_ratings')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('document_id', '=', query.document_id)
        .executeTakeFirstOrThrow(),
    ]);
    return { list, total: Number(total.total), page: query.page, page_size: query.page_size };
  }

  async function reply(input: { userId: number; body: DocumentRatingReplyBody }): Promise<DocumentRating> {
    const { userId, body } = input;
    const rating = await db
      .selectFrom('document_ratings')
      .innerJoin('documents', 'documents.id', 'document_ratings.document_id')
      .select(['document_ratings.id', 'documents.uploader_user_id'])
      .where('document_ratings.id', '=', body.id)
      .executeTakeFirst();
    if (!rating || rating.uploader_user_id !== userId) throw AppError.forbidden(`document rating ${body.id}`);
    const result = await db
      .updateTable('document_ratings')
      .set({ reply: body.text, reply_at: clock.now() })
      .where('id', '=', body.id)
      .where('reply', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw AppError.common(RATING_MSG.replied);
    const [replied] = await ratingRows({ id: body.id });
    return replied!;
  }

  return { rate, list, reply };
}
