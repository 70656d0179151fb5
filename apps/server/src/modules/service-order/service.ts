import {
  ApiCode,
  SERVICE_ORDER_LIFECYCLE,
  transitionNamed,
  type Actor,
  type LifecycleTransition,
  type MoneyEffect,
  type ServiceOrderStateKey,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { ServiceOrderRow } from '../../core/db/schema-service-orders';
import { applyTransition, MSG_STATE_CHANGED } from '../../core/lifecycle/transition';
import { createPaymentRecordsRepo } from '../payment/payment-records-repo';
import type { RefundToIssue } from '../payment/refund-issuer';
import { createRefundRequestsRepo } from '../refund/refund-requests-repo';
import { scheduleStateTimers, scheduleTimersAfter } from './timers';
import { guardHolds } from './guards';
import { journalsFor, type OrderMoney } from './money-effects';
import { newOrderNo } from './order-no';
import { createOrderInputsRepo, createServiceOrderRepo, SERVICE_ORDER_KIND, serviceOrderStore } from './repo';

export const MSG = {
  lawyerUnavailable: '该律师暂不接单，请选择其他律师',
  serviceUnavailable: '该服务暂不可购买',
  notYourImages: '图片不存在',
  orderNotFound: '订单不存在',
  amountMismatch: '支付金额与订单不符',
  notDelivered: '律师尚未交付，暂不能确认完成',
  alreadyDelivered: '订单已交付',
  refundOpen: '退款申请正在处理中',
  noRefundOpen: '没有待处理的退款申请',
  refundTooLarge: '退款金额不能超过可退金额',
} as const;

export interface PaymentInput {
  orderNo: string;
  /** Integer fen the provider says was paid. */
  amount: number;
  providerTxn: string;
}

const PAYMENT_RACE_RETRIES = 5;
const paymentReference = (providerTxn: string) => `pay:${providerTxn}`;

/** What a transition carries besides its name (checked by the request schema before it gets here). */
export interface ActionInput {
  reason?: string;
  note?: string;
  refundAmount?: number;
}

export interface ServiceOrderServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The payment provider's name, for the clearing account (sandbox, wechat). */
  provider: string;
  /** Sends a committed refund back through the provider; without it refunds stay in the ledger only (tests). */
  issueRefund?: (refund: RefundToIssue) => Promise<void>;
}

/** How much a committed money effect sent back to the customer, if anything. */
function refundedBy(
  effect: MoneyEffect | null,
  order: ServiceOrderRow,
  amounts: { refund?: number; paid?: number },
): number {
  switch (effect) {
    case 'refund_all':
      return order.paid_amount - order.refunded_amount;
    case 'refund_part':
      return amounts.refund ?? 0;
    case 'refund_late_payment':
      return amounts.paid ?? 0;
    default:
      return 0;
  }
}

function checkGuard(guard: LifecycleTransition<string, string>['guard'], order: ServiceOrderRow): void {
  if (guardHolds(guard, order)) return;
  const messages = {
    delivered: MSG.notDelivered,
    not_delivered: MSG.alreadyDelivered,
    refund_open: MSG.noRefundOpen,
    no_refund_open: MSG.refundOpen,
  } as const;
  throw AppError.common(guard ? messages[guard] : MSG_STATE_CHANGED);
}

function checkRefundAmount(order: ServiceOrderRow, refund: number | undefined): void {
  const refundable = order.paid_amount - order.refunded_amount;
  if (refund === undefined || !Number.isSafeInteger(refund) || refund <= 0 || refund > refundable) {
    throw AppError.badParams(MSG.refundTooLarge);
  }
}

/** What a person's transition writes besides the order: refund requests and decisions, new timers. */
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
  let refundRequestedAt: number | undefined;
  if (transition === 'request_refund') {
    await refunds.open({
      orderKind: SERVICE_ORDER_KIND,
      orderId: order.id,
      reason: details.reason ?? '其他',
      text: details.note ?? null,
      now,
    });
  } else if (
    transition === 'refund_full' ||
    transition === 'refund_partial' ||
    transition === 'refund_refused'
  ) {
    const open = await refunds.openFor(SERVICE_ORDER_KIND, order.id);
    if (open) {
      refundRequestedAt = open.created_at;
      await refunds.decide({
        id: open.id,
        granted: transition !== 'refund_refused',
        amount:
          transition === 'refund_full'
            ? order.paid_amount - order.refunded_amount
            : (details.refundAmount ?? null),
        note: details.reason ?? null,
        operatorId: input.actor.kind === 'operator' ? input.actor.id : null,
        now,
      });
    }
  }
  await scheduleTimersAfter(trx, { order, transition, to: input.to, now, refundRequestedAt });
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
      return { refunded_amount: order.paid_amount, refund_open: 0, close_reason: input.reason ?? null };
    case 'confirm':
    case 'auto_finish':
      return { finished_at: now };
    case 'refund_partial':
      return {
        refunded_amount: order.refunded_amount + (input.refundAmount ?? 0),
        refund_open: 0,
        finished_at: now,
      };
    case 'request_refund':
      return { refund_open: 1 };
    case 'refund_refused':
      return { refund_open: 0 };
    case 'close':
      return { close_reason: input.reason ?? null };
    default:
      return {};
  }
}

export function createServiceOrderService(deps: ServiceOrderServiceDeps) {
  const { db, clock } = deps;
  const orders = createServiceOrderRepo(db);
  const inputs = createOrderInputsRepo(db);

  const moneyOf = (order: ServiceOrderRow): OrderMoney => ({
    lawyerId: order.lawyer_id,
    paidAmount: order.paid_amount,
    refundedAmount: order.refunded_amount,
    commissionRateBp: order.commission_rate_bp,
    provider: deps.provider,
  });

  async function create(input: {
    customerId: number;
    lawyerUuid: string;
    configId: number;
    description: string;
    images: readonly string[];
  }): Promise<ServiceOrderRow> {
    const now = clock.now();
    const lawyer = await inputs.lawyerByUuid(input.lawyerUuid);
    if (!lawyer || lawyer.enabled !== 1 || lawyer.accepting !== 1)
      throw AppError.common(MSG.lawyerUnavailable);
    const config = await inputs.serviceConfig(input.configId);
    if (!config || config.enabled !== 1) throw AppError.common(MSG.serviceUnavailable);
    if ((await inputs.uploadsOwnedBy(input.customerId, input.images)) !== input.images.length) {
      throw AppError.badParams(MSG.notYourImages);
    }
    const rate = await inputs.commissionRateBp();
    const id = await db.transaction().execute(async (trx) => {
      const created = await createServiceOrderRepo(trx).insert({
        orderNo: newOrderNo('S', now),
        customerId: input.customerId,
        lawyerId: lawyer.id,
        configId: config.id,
        serviceName: config.name,
        price: config.price,
        commissionRateBp: rate,
        description: input.description,
        images: input.images,
        now,
      });
      await scheduleStateTimers(trx, { orderId: created, state: 'unpaid', now });
      return created;
    });
    return (await orders.findById(id))!;
  }

  /** Takes a transition on an order as `actor`; the lifecycle table decides whether that may happen. */
  async function act(input: {
    order: ServiceOrderRow;
    transition: ServiceOrderTransitionName;
    actor: { kind: Actor; id: number | null };
    details?: ActionInput;
  }): Promise<ServiceOrderRow> {
    const { order } = input;
    const details = input.details ?? {};
    const transition = transitionNamed(SERVICE_ORDER_LIFECYCLE, input.transition);
    const now = clock.now();
    await applyTransition(db, {
      lifecycle: SERVICE_ORDER_LIFECYCLE,
      store: serviceOrderStore,
      order,
      transition: input.transition,
      actor: input.actor,
      now,
      changes: changesFor(input.transition, order, details, now),
      journals: transition.money
        ? journalsFor(transition.money, moneyOf(order), { refund: details.refundAmount })
        : [],
      amount: details.refundAmount ?? null,
      note: details.reason ?? details.note ?? null,
      precondition: () => {
        checkGuard(transition.guard, order);
        if (transition.name === 'refund_partial') checkRefundAmount(order, details.refundAmount);
      },
      within: (trx) =>
        refundAndTimerWrites(trx, {
          order,
          transition: input.transition,
          to: transition.to ?? order.state,
          actor: input.actor,
          details,
          now,
        }),
    });
    await sendBack(
      order,
      refundedBy(transition.money, order, { refund: details.refundAmount }),
      order.paid_amount,
    );
    return (await orders.findById(order.id))!;
  }

  /** After commit: the provider refunds what the ledger already moved back. */
  async function sendBack(order: ServiceOrderRow, amount: number, total: number): Promise<void> {
    if (amount <= 0 || !deps.issueRefund) return;
    await deps.issueRefund({
      orderKind: SERVICE_ORDER_KIND,
      orderId: order.id,
      orderNo: order.order_no,
      amount,
      total,
      reason: '律桥订单退款',
    });
  }

  /** The payment actor's transition for one verified payment, written with its payment record. */
  async function applyPayment(order: ServiceOrderRow, input: PaymentInput): Promise<void> {
    const now = clock.now();
    const late = order.state !== 'unpaid';
    if (!late && input.amount !== order.price) throw AppError.common(MSG.amountMismatch);
    await applyTransition(db, {
      lifecycle: SERVICE_ORDER_LIFECYCLE,
      store: serviceOrderStore,
      order,
      transition: late ? 'refund_late_payment' : 'pay',
      actor: { kind: 'payment', id: null },
      now,
      changes: late ? {} : { paid_amount: input.amount, paid_at: now },
      journals: journalsFor(late ? 'refund_late_payment' : 'capture', moneyOf(order), { paid: input.amount }),
      amount: input.amount,
      note: input.providerTxn,
      within: async (trx) => {
        await createPaymentRecordsRepo(trx).insert({
          orderKind: SERVICE_ORDER_KIND,
          orderId: order.id,
          orderNo: order.order_no,
          kind: 'pay',
          provider: deps.provider,
          referenceNo: paymentReference(input.providerTxn),
          providerTxn: input.providerTxn,
          amount: input.amount,
          state: 'succeeded',
          now,
        });
        if (!late) await scheduleStateTimers(trx, { orderId: order.id, state: 'waiting', now });
      },
    });
    if (late) await sendBack(order, input.amount, input.amount);
  }

  /**
   * A verified payment notification, exactly once (PRODUCT §8): an unpaid order of that price becomes
   * waiting; a payment for an order no longer waiting for one goes straight back; the same payment told
   * again (a duplicate notify, even many at once) changes nothing. Losing a race to a concurrent copy of
   * the same notify reads the order again and finds the payment recorded.
   */
  async function recordPayment(input: PaymentInput): Promise<ServiceOrderRow> {
    const records = createPaymentRecordsRepo(db);
    for (let attempt = 0; attempt < PAYMENT_RACE_RETRIES; attempt += 1) {
      const order = await orders.findByNo(input.orderNo);
      if (!order) throw AppError.common(MSG.orderNotFound);
      if (await records.exists(paymentReference(input.providerTxn))) return order;
      try {
        await applyPayment(order, input);
        return (await orders.findById(order.id))!;
      } catch (error) {
        if (!(error instanceof AppError && error.userMessage === MSG_STATE_CHANGED)) throw error;
      }
    }
    throw AppError.common(MSG_STATE_CHANGED, 'payment kept losing the compare-and-set');
  }

  /**
   * A lifecycle timer fell due (actor `system`). An order that has moved on, or whose guard no longer
   * holds (a refund request pauses auto-completion), needs nothing: the timer is done.
   */
  async function fireTimer(orderId: number, transition: ServiceOrderTransitionName): Promise<void> {
    const order = await orders.findById(orderId);
    const timer = SERVICE_ORDER_LIFECYCLE.timers.find((item) => item.transition === transition);
    if (!order || !timer || order.state !== timer.state) return;
    try {
      await act({ order, transition, actor: { kind: 'system', id: null } });
    } catch (error) {
      if (error instanceof AppError && error.code === ApiCode.common.value) return;
      throw error;
    }
  }

  return { create, act, recordPayment, fireTimer, findByNo: orders.findByNo };
}

export type ServiceOrderService = ReturnType<typeof createServiceOrderService>;
