import {
  DOCUMENT_REPORT_REASON_LABELS,
  DOCUMENT_REPORT_STATE_LABELS,
  type AdminDocumentReport,
  type AdminDocumentReportHandleBody,
  type DocumentReportState,
  type Page,
  type PageQuery,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import { audit } from '../operator/audit';
import type { NewNotification } from '../notification/notifier';
import type { OperatorActor, ReviewService } from './review-service';

export const MSG_REPORT_HANDLED = '该举报已处理';
export const MSG_REPORT_GONE = '举报不存在';

/** The console's 举报 queue (open ones oldest first, handled ones newest first) and its handling. */
export function createConsoleReports(deps: { db: Kysely<Database>; review: ReviewService }) {
  const { db } = deps;

  function reports(state: DocumentReportState | undefined) {
    let query = db
      .selectFrom('document_reports')
      .innerJoin('documents', 'documents.id', 'document_reports.document_id')
      .innerJoin('users', 'users.id', 'document_reports.user_id')
      .leftJoin('operators', 'operators.id', 'document_reports.handled_by');
    if (state) query = query.where('document_reports.state', '=', state);
    return query;
  }

  async function list(
    query: PageQuery & { state?: DocumentReportState | undefined },
  ): Promise<Page<AdminDocumentReport>> {
    const direction = query.state === 'open' ? 'asc' : 'desc';
    const [rows, total] = await Promise.all([
      reports(query.state)
        .select([
          'document_reports.id',
          'document_reports.reason',
          'document_reports.text',
          'document_reports.state',
          'document_reports.handled_note',
          'document_reports.handled_at',
          'document_reports.created_at',
          'document_reports.user_id',
          'documents.id as document_id',
          'documents.title',
          'documents.state as document_state',
          'users.nickname',
          'users.phone',
          'operators.display_name as operator_name',
        ])
        .orderBy('document_reports.created_at', direction)
        .orderBy('document_reports.id', direction)
        .offset((query.page - 1) * query.page_size)
        .limit(query.page_size)
        .execute(),
      reports(query.state)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const list = rows.map((row): AdminDocumentReport => ({
      id: row.id,
      document: { id: row.document_id, title: row.title, state: row.document_state },
      reason: row.reason,
      reason_label: DOCUMENT_REPORT_REASON_LABELS[row.reason],
      text: row.text,
      reporter: { user_id: row.user_id, name: row.nickname, phone: row.phone },
      state: row.state,
      state_label: DOCUMENT_REPORT_STATE_LABELS[row.state],
      handled_note: row.handled_note,
      handled_at: row.handled_at,
      operator_name: row.operator_name,
      created_at: row.created_at,
    }));
    return { list, total: Number(total.total), page: query.page, page_size: query.page_size };
  }

  /** Dismisses the report, or takes its document down with it (the document may already be down). */
  async function handle(input: { body: AdminDocumentReportHandleBody; actor: OperatorActor }): Promise<void> {
    const { body, actor } = input;
    await deps.review.inTransaction(async (trx, now) => {
      const report = await trx
        .selectFrom('document_reports')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirst();
      if (!report) throw AppError.common(MSG_REPORT_GONE);
      const result = await trx
        .updateTable('document_reports')
        .set({ state: body.result, handled_note: body.text, handled_by: actor.operatorId, handled_at: now })
        .where('id', '=', report.id)
        .where('state', '=', 'open')
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw AppError.common(MSG_REPORT_HANDLED);
      const document = await trx
        .selectFrom('documents')
        .selectAll()
        .where('id', '=', report.document_id)
        .executeTakeFirstOrThrow();
      let notices: NewNotification[] = [];
      if (body.result === 'dismissed') {
        await audit(trx, {
          actor,
          action: 'document.report_dismiss',
          target: `document:${document.id}`,
          detail: `${document.title}：${body.text}`,
          at: now,
        });
      } else if (document.state !== 'taken_down') {
        notices = await deps.review.takeDownWithin(trx, {
          document,
          reasonCode: body.reason_code,
          text: body.text,
          actor,
          now,
        });
      }
      return notices;
    });
  }

  return { list, handle };
}
