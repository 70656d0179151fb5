import {
  commissionOf,
  DOCUMENT_ORDER_LIFECYCLE,
  type AdminDocumentOrder,
  type AdminDocumentOrderDetail,
  type DocumentOrderStateKey,
  type Page,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import { audit, type AuditActor } from '../operator/audit';
import { createConsoleDocumentOrdersRepo, type ConsoleOrderRow } from './console-repo';
import { DOCUMENT_ORDER_KIND } from './repo';
import { DOCUMENT_ORDER_MSG, type DocumentOrderService } from './service';
import { documentOrderBase } from './view';

const ACTORS: Record<string, string> = {
  customer: '买家',
  operator: '运营',
  system: '系统',
  payment: '支付平台',
};

function consoleView(row: ConsoleOrderRow): AdminDocumentOrder {
  return {
    ...documentOrderBase(row),
    buyer: { user_id: row.buyer_id, name: row.buyer_nickname, phone: row.buyer_phone },
    uploader_name: row.uploader_name,
    commission: commissionOf(Number(row.price), row.commission_percent * 100),
    downloads: row.downloads,
    can_refund: row.state === 'paid',
  };
}

/** The console's document orders: the list, one order with its timeline and download log, the refund. */
export function createConsoleDocumentOrders(deps: {
  db: Kysely<Database>;
  clock: Clock;
  service: DocumentOrderService;
}) {
  const { db, clock, service } = deps;
  const repo = createConsoleDocumentOrdersRepo(db);

  return {
    async list(query: {
      state?: DocumentOrderStateKey | undefined;
      keyword?: string | undefined;
      page: number;
      page_size: number;
    }): Promise<Page<AdminDocumentOrder>> {
      const { rows, total } = await repo.page({ ...query, pageSize: query.page_size });
      return { list: rows.map(consoleView), total, page: query.page, page_size: query.page_size };
    },

    async detail(orderNo: string): Promise<AdminDocumentOrderDetail> {
      const row = await repo.byNo(orderNo);
      if (!row) throw AppError.common(DOCUMENT_ORDER_MSG.notFound);
      const events = await createOrderEventsRepo(db).listFor(DOCUMENT_ORDER_KIND, row.id);
      const labels = new Map(DOCUMENT_ORDER_LIFECYCLE.transitions.map((item) => [item.name, item.label]));
      return {
        ...consoleView(row),
        events: events.map((event) => ({
          action: event.transition,
          label: labels.get(event.transition as never) ?? event.transition,
          actor: ACTORS[event.actor_kind] ?? event.actor_kind,
          note: event.note,
          created_at: Number(event.created_at),
        })),
        download_log: (await repo.downloadLog(row.id)).map((use) => ({
          ...use,
          created_at: Number(use.created_at),
        })),
      };
    },

    /** 运营全额退款 of a paid order not yet settled, with the operator's text; audited with it; the buyer is told. */
    async refund(input: {
      orderNo: string;
      text: string;
      actor: AuditActor;
    }): Promise<AdminDocumentOrderDetail> {
      const order = await service.findByNo(input.orderNo);
      if (!order) throw AppError.common(DOCUMENT_ORDER_MSG.notFound);
      await service.actAs({
        order,
        transition: 'operator_refund',
        actor: { kind: 'operator', id: input.actor.operatorId ?? 0 },
        reason: input.text,
        alsoWithin: (trx) =>
          audit(trx, {
            actor: input.actor,
            action: 'document_order.refund',
            target: `document_order:${order.order_no}`,
            detail: input.text,
            at: clock.now(),
          }),
      });
      return this.detail(order.order_no);
    },
  };
}
