import {
  formatFen,
  type AdminAppealDecisionBody,
  type AdminAppealDetail,
  type AdminAppealItem,
  type AdminAppealQuery,
  type AdminStrikeLawyer,
  type AdminStrikeLiftBody,
  type AdminStrikeQuery,
  type Page,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createLedgerRepo } from '../../core/ledger/ledger-repo';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import { audit, type AuditActor } from '../operator/audit';
import { transcriptView } from '../chat/transcript';
import type { ImageLinks } from '../upload/image-links';
import { auditTargetOf } from './appealed-orders';
import { APPEAL_KIND, createAppealRepo, isOpenAppeal, type AppealListRow } from './repo';
import type { AppealService } from './service';
import { createStrikes } from './strikes';
import { appealDetailOf, appealSummaryOf } from './view';

export const CONSOLE_APPEAL_MSG = {
  notFound: '申诉不存在',
  lawyerNotFound: '律师不存在',
  notPaused: '该律师当前没有因违规被暂停接单',
} as const;

/** The console's appeals (PRODUCT §12a, §16): queue, detail with both sides and the transcript, decisions, strikes. */
export function createConsoleAppeals(deps: {
  db: Kysely<Database>;
  clock: Clock;
  service: AppealService;
  links: ImageLinks;
}) {
  const { db, clock, service, links } = deps;
  const appeals = createAppealRepo(db);
  const strikes = createStrikes(db);

  async function lawyerRecord(lawyerId: number) {
    const [count, pause] = await Promise.all([
      strikes.countInWindow(lawyerId, clock.now()),
      strikes.openPause(lawyerId),
    ]);
    return { lawyer_strikes: count, lawyer_paused: pause !== undefined };
  }

  async function item(row: AppealListRow): Promise<AdminAppealItem> {
    const order = await service.orderOf(row);
    return {
      ...appealSummaryOf(row),
      customer: { nickname: row.customer_nickname, phone: row.customer_phone },
      paid_amount: order.paid_amount,
      refundable: order.paid_amount - order.refunded_amount,
      ...(await lawyerRecord(row.lawyer_id)),
    };
  }

  /** The order's and the appeal's journal lines, in the order they were written. */
  async function ledgerOf(row: AppealListRow, orderId: number) {
    const ledger = createLedgerRepo(db);
    const lines = [
      ...(await ledger.linesOfOrder(row.order_kind, orderId)),
      ...(await ledger.linesOfOrder(APPEAL_KIND, row.id)),
    ];
    return lines.sort((a, b) => a.transaction_id - b.transaction_id);
  }

  return {
    /** The queue: by state (open ones oldest first), kind, type, order number, lawyer's name. */
    async list(query: AdminAppealQuery): Promise<Page<AdminAppealItem>> {
      const { rows, total } = await appeals.listPage({
        filter: {
          state: query.state,
          orderKind: query.order_kind,
          type: query.type,
          orderNo: query.order_no,
          lawyerName: query.lawyer_name,
        },
        oldestFirst: query.state !== undefined && isOpenAppeal(query.state),
        page: query.page,
        pageSize: query.page_size,
      });
      const list: AdminAppealItem[] = [];
      for (const row of rows) list.push(await item(row));
      return { list, total, page: query.page, page_size: query.page_size };
    },

    async detail(id: number): Promise<AdminAppealDetail> {
      const row = await appeals.withNames(id);
      if (!row) throw AppError.common(CONSOLE_APPEAL_MSG.notFound);
      const order = await service.orderOf(row);
      const [events, customer, lawyer, transcript, ledger, decider] = await Promise.all([
        createOrderEventsRepo(db).listFor(APPEAL_KIND, id),
        appeals.uploadsOf(id, 'customer'),
        appeals.uploadsOf(id, 'lawyer'),
        appeals.transcriptOf(id),
        ledgerOf(row, order.id),
        row.decided_by === null
          ? Promise.resolve(undefined)
          : db
              .selectFrom('operators')
              .select('display_name')
              .where('id', '=', row.decided_by)
              .executeTakeFirst(),
      ]);
      const view = appealDetailOf({
        row,
        order,
        events,
        uploads: { customer, lawyer },
        viewer: 'operator',
        links,
      });
      return {
        ...view,
        customer: { nickname: row.customer_nickname, phone: row.customer_phone },
        lawyer: { ...view.lawyer, phone: row.lawyer_phone },
        transcript: transcriptView(transcript, links),
        transcript_truncated: row.transcript_truncated === 1,
        commission_rate_bp: order.commission_rate_bp,
        ledger,
        ...(await lawyerRecord(row.lawyer_id)),
        decided_by: decider?.display_name ?? null,
      };
    },

    /** An operator decides an appeal waiting for the platform, audited in the decision's transaction. */
    async decide(input: { body: AdminAppealDecisionBody; actor: AuditActor }): Promise<void> {
      const { body, actor } = input;
      const appeal = await appeals.findById(body.id);
      if (!appeal) throw AppError.common(CONSOLE_APPEAL_MSG.notFound);
      const amount = body.decision === 'refund_partial' ? body.amount : undefined;
      await service.act({
        appeal,
        transition: body.decision,
        actor: { kind: 'operator', id: actor.operatorId },
        details: { amount, reasonCode: body.reason_code, text: body.text },
        alsoWithin: (trx) =>
          audit(trx, {
            actor,
            action: 'appeal.decide',
            target: auditTargetOf(appeal),
            detail: `申诉 #${appeal.id} ${body.decision}${amount === undefined ? '' : ` ${formatFen(amount)} 元`}：${body.text}`,
            at: clock.now(),
          }),
      });
    },

    async strikes(query: AdminStrikeQuery): Promise<Page<AdminStrikeLawyer>> {
      const now = clock.now();
      const { rows, total } = await strikes.lawyersPage({
        pausedOnly: query.paused === 1,
        lawyerUuid: query.lawyer_uuid,
        page: query.page,
        pageSize: query.page_size,
      });
      const list: AdminStrikeLawyer[] = [];
      for (const row of rows) {
        list.push({
          lawyer: { uuid: row.uuid, name: row.name, phone: row.phone },
          strikes_in_window: await strikes.countInWindow(row.id, now),
          paused: row.paused_at !== null,
          paused_at: row.paused_at,
          strikes: (await strikes.listOf(row.id)).map((strike) => ({
            id: strike.id,
            appeal_id: strike.appeal_id,
            order_no: strike.order_no,
            refund_amount: strike.refund_amount,
            created_at: strike.created_at,
            lifted_at: strike.lifted_at,
          })),
        });
      }
      return { list, total, page: query.page, page_size: query.page_size };
    },

    /** Lifts a lawyer's strike pause (audited); the lawyer may switch 接单中 on again. */
    async lift(input: { body: AdminStrikeLiftBody; actor: AuditActor }): Promise<void> {
      const { body, actor } = input;
      const lawyer = await db
        .selectFrom('lawyers')
        .select('id')
        .where('uuid', '=', body.lawyer_uuid)
        .executeTakeFirst();
      if (!lawyer) throw AppError.common(CONSOLE_APPEAL_MSG.lawyerNotFound);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const lifted = await createStrikes(trx).lift({
          lawyerId: lawyer.id,
          operatorId: actor.operatorId,
          note: body.note,
          now,
        });
        if (!lifted) throw AppError.common(CONSOLE_APPEAL_MSG.notPaused);
        await audit(trx, {
          actor,
          action: 'strike.lift',
          target: `lawyer:${body.lawyer_uuid}`,
          detail: body.note,
          at: now,
        });
      });
    },
  };
}
