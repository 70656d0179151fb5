import {
  formatFen,
  bandText,
  ReviewState,
  withinBand,
  type AdminOrderSettings,
  type AdminRefundRequestItem,
  type AdminRefundRequestQuery,
  type AdminServiceOrderDetail,
  type AdminServiceOrderItem,
  type AdminServiceOrderQuery,
  type AdminTranscriptPage,
  type AdminTranscriptQuery,
  type CommissionRateBody,
  type Page,
  type RefundDecisionBody,
  type ServiceConfigBody,
  TRANSCRIPT_PAGE_SIZE,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import { shanghaiMidnight } from '../../core/shanghai-day';
import type { Database } from '../../core/db/schema';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import type { DirectoryService } from '../lawyer/directory-service';
import { audit, type AuditActor } from '../operator/audit';
import { createPaymentRecordsRepo } from '../payment/payment-records-repo';
import type { ImageLinks } from '../upload/image-links';
import { createConsoleOrderRepo, type ConsoleOrderFilter } from './console-repo';
import { attachedView } from '../order/attached-uploads';
import { refundDecisionOf } from '../refund/refund-decision';
import { consoleRefundRecords, refundTranscript } from '../refund/refund-request-view';
import { createRefundRequestsRepo } from '../refund/refund-requests-repo';
import { transcriptPage } from '../chat/transcript';
import { loadOrderExtras } from './order-extras';
import { consoleEvent, consoleOrderItem, operatorActions, stateLabel } from './console-view';
import { createServiceOrderRepo, SERVICE_ORDER_KIND } from './repo';
import type { ServiceOrderService } from './service';

export const CONSOLE_ORDER_MSG = {
  orderNotFound: '订单不存在',
  requestNotFound: '退款申请不存在',
  requestDecided: '该退款申请已处理，请刷新',
  noPayment: '订单没有支付记录，无法退款',
  configNotFound: '服务不存在',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** The console's service orders (PRODUCT §6, §16): lists, detail, refund decisions and order settings. */
export function createConsoleOrderService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  directory: DirectoryService;
  /** Order images and files are private: operators get signed addresses. */
  links: ImageLinks;
  /** The transitions a refund decision takes (sending a granted refund back through the provider). */
  service: ServiceOrderService;
}) {
  const { db, clock, directory, links } = deps;
  const repo = createConsoleOrderRepo(db);
  const orders = createServiceOrderRepo(db);

  async function list(query: AdminServiceOrderQuery): Promise<Page<AdminServiceOrderItem>> {
    const filter: ConsoleOrderFilter = {
      state: query.state,
      orderNo: query.order_no,
      customerPhone: query.customer_phone,
      lawyerName: query.lawyer_name,
      from: query.date_from ? shanghaiMidnight(query.date_from) : undefined,
      before: query.date_to ? shanghaiMidnight(query.date_to) + DAY_MS : undefined,
    };
    const [rows, total] = await Promise.all([
      repo.list(filter, { offset: (query.page - 1) * query.page_size, limit: query.page_size }),
      repo.count(filter),
    ]);
    return { list: rows.map(consoleOrderItem), total, page: query.page, page_size: query.page_size };
  }

  async function detail(orderNo: string): Promise<AdminServiceOrderDetail> {
    const row = await repo.findByNo(orderNo);
    if (!row) throw AppError.common(CONSOLE_ORDER_MSG.orderNotFound);
    const [events, payments, refunds, ledger, extras] = await Promise.all([
      createOrderEventsRepo(db).listFor(SERVICE_ORDER_KIND, row.id),
      createPaymentRecordsRepo(db).listFor(SERVICE_ORDER_KIND, row.id),
      createRefundRequestsRepo(db).listWithDeciderFor(SERVICE_ORDER_KIND, row.id),
      repo.ledgerLinesOf(row.id),
      loadOrderExtras(db, row.id),
    ]);
    const described = attachedView(extras.images, links);
    const delivered = attachedView(extras.deliveryAttachments, links);
    return {
      ...consoleOrderItem(row),
      description: row.description,
      images: described.images,
      files: described.files,
      delivery_note: row.delivery_note,
      delivery_attachments: delivered.images,
      delivery_files: delivered.files,
      close_reason: row.close_reason,
      accepted_at: row.accepted_at,
      delivered_at: row.delivered_at,
      finished_at: row.finished_at,
      refundable: row.paid_amount - row.refunded_amount,
      actions: operatorActions(row, clock.now()),
      events: events.map(consoleEvent),
      payments: payments.map((payment) => ({
        id: payment.id,
        kind: payment.kind,
        provider: payment.provider,
        reference_no: payment.reference_no,
        provider_txn: payment.provider_txn,
        amount: payment.amount,
        state: payment.state,
        created_at: payment.created_at,
        settled_at: payment.settled_at,
      })),
      refund_requests: await consoleRefundRecords(db, links, refunds, () => row.paid_amount, clock.now()),
      ...(await refundTranscript(db, links, refunds.length > 0, {
        customerId: row.customer_id,
        lawyerId: row.lawyer_id,
        since: row.created_at,
      })),
      ledger: ledger.map((line) => ({ ...line, amount: Number(line.amount) })),
    };
  }

  /** The parties' chat on the order since it was placed, a page at a time (newest page first). */
  async function transcript(query: AdminTranscriptQuery): Promise<AdminTranscriptPage> {
    const order = await orders.findByNo(query.order_no);
    if (!order) throw AppError.common(CONSOLE_ORDER_MSG.orderNotFound);
    return transcriptPage(db, links, {
      customerId: order.customer_id,
      lawyerId: order.lawyer_id,
      since: order.created_at,
      size: TRANSCRIPT_PAGE_SIZE,
      before: query.before,
    });
  }

  async function refundQueue(query: AdminRefundRequestQuery): Promise<Page<AdminRefundRequestItem>> {
    const status = query.status ?? ReviewState.waiting.value;
    const [rows, total] = await Promise.all([
      repo.refundQueue(status, { offset: (query.page - 1) * query.page_size, limit: query.page_size }),
      repo.refundQueueCount(status),
    ]);
    const records = await consoleRefundRecords(db, links, rows, (row) => row.paid_amount, clock.now());
    const list = rows.map((row, index) => ({
      ...records[index]!,
      order_no: row.order_no,
      order_state: row.order_state,
      order_state_label: stateLabel(row.order_state),
      service_name: row.service_name,
      price: row.price,
      paid_amount: row.paid_amount,
      refunded_amount: row.refunded_amount,
      refundable: row.paid_amount - row.refunded_amount,
      customer: { nickname: row.customer_nickname, phone: row.customer_phone },
      lawyer: { uuid: row.lawyer_uuid, name: row.lawyer_name },
    }));
    return { list, total, page: query.page, page_size: query.page_size };
  }

  /**
   * An operator's decision on an open refund request, taken as the lifecycle's operator transition
   * (refunds never exceed paid − refunded: the transition refuses more with code 1), then audited.
   */
  async function decide(input: { body: RefundDecisionBody; actor: AuditActor }): Promise<void> {
    const { body, actor } = input;
    const request = await repo.findRefundRequest(body.id);
    if (!request) throw AppError.common(CONSOLE_ORDER_MSG.requestNotFound);
    if (request.state !== ReviewState.waiting.value) throw AppError.common(CONSOLE_ORDER_MSG.requestDecided);
    const order = await orders.findById(request.order_id);
    if (!order) throw AppError.common(CONSOLE_ORDER_MSG.orderNotFound);
    if (!(await repo.payingProvider(order.id))) throw AppError.common(CONSOLE_ORDER_MSG.noPayment);
    const decision = refundDecisionOf(body, order.paid_amount - order.refunded_amount);
    await deps.service.act({
      order,
      transition: decision.transition,
      actor: { kind: 'operator', id: actor.operatorId },
      details: decision.details,
      // The decision and its audit entry commit together.
      alsoWithin: (trx) =>
        audit(trx, {
          actor,
          action: decision.action,
          target: `order:${order.order_no}`,
          detail: decision.auditDetail,
          at: clock.now(),
        }),
    });
  }

  async function settings(): Promise<AdminOrderSettings> {
    const [services, appointments, rate] = await Promise.all([
      repo.configsOf('service'),
      repo.configsOf('appointment'),
      repo.commissionRateBp(),
    ]);
    return { services, appointments, commission_rate_bp: rate };
  }

  /** A service's price and switch; new orders and the directory's prices follow at once, existing orders never. */
  async function setServiceConfig(input: { body: ServiceConfigBody; actor: AuditActor }): Promise<void> {
    const { body, actor } = input;
    const now = clock.now();
    const changed = await db.transaction().execute(async (trx) => {
      const configs = createConsoleOrderRepo(trx);
      const config = await configs.pricedConfig(body.id);
      if (!config) throw AppError.common(CONSOLE_ORDER_MSG.configNotFound);
      if (config.scene === 'service' && !withinBand(body.price, config)) {
        throw AppError.common(`建议价格须在律师价格区间 ${bandText(config)} 内`);
      }
      if (config.price === body.price && config.enabled === body.enabled) return false;
      await configs.updateServiceConfig({ ...body, now });
      await audit(trx, {
        actor,
        action: 'config.service',
        target: `order_config:${config.id}`,
        detail: `${config.name}：价格 ${formatFen(config.price)} → ${formatFen(body.price)} 元，${
          body.enabled === 1 ? '启用' : '停用'
        }`,
        at: now,
      });
      return true;
    });
    if (changed) directory.invalidate();
  }

  /** The platform's commission for orders created from now on; orders keep the rate they were created with. */
  async function setCommissionRate(input: { body: CommissionRateBody; actor: AuditActor }): Promise<void> {
    const { body, actor } = input;
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const configs = createConsoleOrderRepo(trx);
      const current = await configs.commissionRateBp();
      if (current === body.commission_rate_bp) return;
      await configs.setCommissionRateBp(body.commission_rate_bp, now);
      await audit(trx, {
        actor,
        action: 'config.commission',
        target: 'setting:commission_rate_bp',
        detail: `${percent(current)} → ${percent(body.commission_rate_bp)}`,
        at: now,
      });
    });
  }

  return { list, detail, transcript, refundQueue, decide, settings, setServiceConfig, setCommissionRate };
}
