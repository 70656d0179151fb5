import type { DocumentReportBody } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { MSG_DOCUMENT_GONE } from './centre-service';
import { createDocumentsRepo } from './documents-repo';

export const REPORT_MSG = {
  own: '不能举报自己上传的文档',
  open: '您已举报过该文档，请等待平台处理',
} as const;

/** 举报 (PRODUCT §12): any signed-in user but the uploader, one open report per user and document. */
export async function reportDocument(
  deps: { db: Kysely<Database>; clock: Clock },
  input: { userId: number; body: DocumentReportBody },
): Promise<void> {
  const { db, clock } = deps;
  const { userId, body } = input;
  const document = await createDocumentsRepo(db).findById(body.document_id);
  if (!document || document.state !== 'listed') throw AppError.common(MSG_DOCUMENT_GONE);
  if (document.uploader_user_id === userId) throw AppError.common(REPORT_MSG.own);
  await db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('document_reports')
      .select('id')
      .where('document_id', '=', document.id)
      .where('user_id', '=', userId)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (open) throw AppError.common(REPORT_MSG.open);
    await trx
      .insertInto('document_reports')
      .values({
        document_id: document.id,
        user_id: userId,
        reason: body.reason,
        text: body.text,
        state: 'open',
        created_at: clock.now(),
      })
      .execute();
  });
}
