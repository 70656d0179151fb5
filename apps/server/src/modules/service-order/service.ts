import {
  SERVICE_ORDER_LIFECYCLE,
  SERVICE_REFUND_REQUESTS_MAX,
  type Actor,
  type ServiceOrderStateKey,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { ServiceOrderRow } from '../../core/db/schema-service-orders';
import type { PaymentProvider } from '../../providers/payment';
import { createOrderActions, type ActingKind, type OrderActionDetails } from '../order/order-actions';
import { createOrderPayments } from '../payment/order-payments';
import type { Refunds } from '../payment/refunds';
import { createChatRepo } from '../chat/repo';
import { createRefundRequestsRepo } from '../refund/refund-requests-repo';
import { checkOwnUploads } from '../order/attached-uploads';
import { scheduleStateTimers, scheduleTimersAfter } from './timers';
import { lawyerPriceOf } from './lawyer-price';
import { newOrderNo } from '../order/order-no';
import { commissionRateBp } from '../order/commission-rate';
import { createOrderInputsRepo, createServiceOrderRepo, SERVICE_ORDER_KIND, serviceOrderStore } from './repo';
import { serviceOrderNotices } from './notices';
import type { Notifier } from '../notification/notifier';
import { refuseOwnLawyer, refuseTooManyUnpaid } from '../order/order-admission';

export const MSG = {
  lawyerUnavailable: '该律师暂不接单，请选择其他律师',
  serviceUnavailable: '该服务暂不可购买',
  refundLimit: `每个订单最多申请${SERVICE_REFUND_REQUESTS_MAX}次退款`,
} as const;

/** What a transition carries besides its name (checked by the request schema before it gets here). */
export interface ActionInput extends OrderActionDetails {
  reason?: string;
  note?: string;
  /** Images sent with it: the lawyer's delivery attachments, the customer's refund images. */
  uploads?: readonly string[];
  /** Files sent with it (PDF, Word, Excel, TXT): the lawyer's delivery, the customer's refund evidence. */
  files?: readonly string[];
}

export interface ServiceOrderServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The payment provider (its name picks the clearing account; it closes and queries unpaid payments)
   *  and the refunds sent back through it. */
  payments: { provider: PaymentProvider; refunds: Refunds };
  /** Tells people of the transitions that need them (PRODUCT §14). */
  notifier: Notifier;
  /** The lawyer directory's cache: a finished order changes the lawyer's served-order count. */
  directory: { invalidate(): void };
}

/**
 * What a person's transition writes besides the order: the parties' conversation at acceptance (the lawyer
 * may write first), delivery attachments, refund requests with their evidence (the lawyer's answer and the
 * decisions are every kind's: refund-hearing.ts), new timers. Images and files must be the actor's own uploads of that kind (code 1 otherwise);
 * a customer may ask for a refund at most SERVICE_REFUND_REQUESTS_MAX times (PRODUCT §6: once more after
 * a refusal). Refusing here rolls the whole transition back.
 */
async function refundAndTimerWrites(
  trx: Kysely<Database>,
  input: {
    order: ServiceOrderRow;
    transition: ServiceOrderTransitionName;
    to: ServiceOrderStateKey;
    actor: { kind: Actor; id: number | null };
    details: ActionInput;
    now: number;
  },
): Promise<void> {
  const { order, transition, details, now } = input;
  const refunds = createRefundRequestsRepo(trx);
  const images = details.uploads ?? [];
  const files = details.files ?? [];
  await checkOwnUploads(trx, input.actor.id ?? 0, { images, files });
  if (transition === 'accept') {
    await createChatRepo(trx).openFor(order.customer_id, order.lawyer_id, now);
  } else if (transition === 'deliver') {
    await createServiceOrderRepo(trx).addUploads(order.id, 'delivery', [...images, ...files]);
  } else if (transition === 'request_refund') {
    if ((await refunds.countFor(SERVICE_ORDER_KIND, order.id)) >= SERVICE_REFUND_REQUESTS_MAX) {
      throw AppError.common(MSG.refundLimit);
    }
    const requestId = await refunds.open({
      orderKind: SERVICE_ORDER_KIND,
      orderId: order.id,
      reason: details.reason ?? '其他',
      text: details.note ?? null,
      now,
    });
    await refunds.addUploads(requestId, [...images, ...files]);
  }
  await scheduleTimersAfter(trx, { order, transition, to: input.to, now });
}

/** The columns each transition sets besides the state. */
function changesFor(
  name: ServiceOrderTransitionName,
  order: ServiceOrderRow,
  input: ActionInput,
  now: number,
): Record<string, unknown> {
  switch (name) {
    case 'accept':
      return { accepted_at: now };
    case 'deliver':
      return { delivered_at: now, delivery_note: input.note ?? null };
    case 'reject':
    case 'cancel':
    case 'accept_timeout':
    case 'refund_full':
    case 'agree_refund':
    case 'operator_cancel':
      return { refunded_amount: order.paid_amount, refund_open: 0, close_reason: input.reason ?? null };
    case 'confirm':
    case 'auto_finish':
      return { finished_at: now };
    case 'refund_partial':
      return {
        refunded_amount: order.refunded_amount + (input.refundAmount ?? 0),
        finished_at: now,
      };
    case 'operator_refund':
      return { refunded_amount: order.refunded_amount + (input.refundAmount ?? 0) };
    case 'close':
      return { close_reason: input.reason ?? null };
    default:
      return {};
  }
}

export const MSG_PARTIAL_NOT_ALL = '部分退款须少于可退金额，全额退款请选择取消订单';

/**
 * An operator's partial refund leaves the order going on: something must stay held for the lawyer's work
 * (all of it back is 取消订单).
 */
function checkRules(name: ServiceOrderTransitionName, order: ServiceOrderRow, input: ActionInput): void {
  const amount = input.refundAmount;
  if (
    name === 'operator_refund' &&
    amount !== undefined &&
    amount >= order.paid_amount - order.refunded_amount
  ) {
    throw AppError.badParams(MSG_PARTIAL_NOT_ALL);
  }
}

/** Service orders as one order kind of the shared payments and transitions. */
const serviceOrderKind: ActingKind<
  ServiceOrderStateKey,
  ServiceOrderTransitionName,
  ServiceOrderRow,
  ActionInput
> = {
  kind: SERVICE_ORDER_KIND,
  lifecycle: SERVICE_ORDER_LIFECYCLE,
  store: serviceOrderStore,
  findByNo: (reader, orderNo) => createServiceOrderRepo(reader).findByNo(orderNo),
  findById: (reader, id) => createServiceOrderRepo(reader).findById(id),
  lawyerOf: (order) => order.lawyer_id,
  paidWithin: (trx, order, now) => scheduleStateTimers(trx, { orderId: order.id, state: 'waiting', now }),
  changesFor,
  checkRules,
  noticesFor: serviceOrderNotices,
  sideWrites: refundAndTimerWrites,
  eventOf: (details) => ({
    amount: details.refundAmount ?? null,
    note: details.reason ?? details.note ?? null,
  }),
};

export function createServiceOrderService(deps: ServiceOrderServiceDeps) {
  const { db, clock } = deps;
  const orders = createServiceOrderRepo(db);
  const inputs = createOrderInputsRepo(db);

  const payments = createOrderPayments(deps, serviceOrderKind);
  const { act, fireTimer } = createOrderActions(deps, payments, serviceOrderKind);

  async function create(input: {
    customerId: number;
    lawyerUuid: string;
    configId: number;
    description: string;
    images: readonly string[];
    /** Upload ids of the customer's files (none when not given). */
    files?: readonly string[];
  }): Promise<ServiceOrderRow> {
    const files = input.files ?? [];
    const now = clock.now();
    const lawyer = await inputs.lawyerByUuid(input.lawyerUuid);
    if (!lawyer || lawyer.enabled !== 1 || lawyer.accepting !== 1)
      throw AppError.common(MSG.lawyerUnavailable);
    refuseOwnLawyer(input.customerId, lawyer);
    const config = await inputs.serviceConfig(input.configId);
    if (!config || config.enabled !== 1) throw AppError.common(MSG.serviceUnavailable);
    const price = await lawyerPriceOf(db, { lawyerId: lawyer.id, configId: config.id });
    await checkOwnUploads(db, input.customerId, { images: input.images, files });
    const rate = await commissionRateBp(db);
    const id = await db.transaction().execute(async (trx) => {
      await refuseTooManyUnpaid(trx, { table: 'service_orders', customerId: input.customerId });
      const created = await createServiceOrderRepo(trx).insert({
        orderNo: newOrderNo('S', now),
        customerId: input.customerId,
        lawyerId: lawyer.id,
        configId: config.id,
        serviceName: config.name,
        price,
        commissionRateBp: rate,
        description: input.description,
        uploads: [...input.images, ...files],
        now,
      });
      await scheduleStateTimers(trx, { orderId: created, state: 'unpaid', now });
      return created;
    });
    return (await orders.findById(id))!;
  }

  return {
    create,
    act,
    recordPayment: payments.recordPayment,
    fireTimer,
    paymentStarted: payments.paymentStarted,
    /** PRODUCT §6: the lawyer must still be enabled and 接单中 when the customer pays. */
    async readyToPay(order: { lawyer_id: number }): Promise<void> {
      if (!(await inputs.lawyerTakesOrders(order.lawyer_id))) throw AppError.common(MSG.lawyerUnavailable);
    },
    registerPaymentTimers: payments.registerTimers,
    findByNo: orders.findByNo,
  };
}

export type ServiceOrderService = ReturnType<typeof createServiceOrderService>;
