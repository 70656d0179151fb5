import {
  CALL_BINDING_MINUTES,
  PHONE_SERVICE_NAME,
  type CallBinding,
  type CallOverview,
} from '@lawbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { CallBindingRow } from '../../core/db/schema-calls';
import { CallProviderError, type CallProvider } from '../../providers/call';
import { CALL_RUNNING_STATE, createCallRepo, type CallableOrder } from './repo';

export const CALL_MSG = {
  notPhoneService: '该订单不是电话咨询，无需拨打电话',
  notRunning: '律师接单后、服务结束前才可拨打电话',
  providerFailed: '隐私号服务暂时不可用，请稍后再试',
} as const;

/** A binding that ends within this is not handed out: the call could break off mid-dial. */
const MIN_REMAINING_MS = 60_000;
/** Bindings unbound per run of the job. */
const UNBIND_BATCH = 50;

/**
 * 电话咨询 through privacy numbers: one AXB binding per running order, shared by both parties while it
 * lasts, bound again when asked after it ran out, unbound by the job once the order has ended; the calls
 * the provider reports through its notify.
 */
export function createCallService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  provider: CallProvider;
  log: FastifyBaseLogger;
}) {
  const { clock, provider } = deps;
  const repo = createCallRepo(deps.db);

  /** The order if `userId` is one of its parties; 无权操作 otherwise, whether it exists or not. */
  async function partysOrder(userId: number, orderNo: string) {
    const order = await repo.orderByNo(orderNo);
    if (!order || (order.customer_id !== userId && order.lawyer_user_id !== userId)) {
      throw AppError.forbidden(`call: user ${userId} is no party of ${orderNo}`);
    }
    return order;
  }

  const isPhoneService = (order: CallableOrder) => order.service_name === PHONE_SERVICE_NAME;
  const serving = (binding: CallBindingRow, now: number) => binding.expires_at - now > MIN_REMAINING_MS;
  const viewOf = (binding: CallBindingRow): CallBinding => ({
    middle_number: binding.middle_number,
    expires_at: binding.expires_at,
    simulated: provider.simulated,
  });

  /** A fresh binding at the provider, stored as the order's live one (or the one another party stored first). */
  async function bindAnew(order: CallableOrder, orderNo: string): Promise<CallBindingRow> {
    const now = clock.now();
    const expiresAt = now + CALL_BINDING_MINUTES * 60_000;
    let made;
    try {
      made = await provider.bind({
        phoneA: order.customer_phone,
        phoneB: order.lawyer_phone,
        expiresAt,
        reference: orderNo,
      });
    } catch (error) {
      if (error instanceof CallProviderError) throw AppError.common(CALL_MSG.providerFailed, error.message);
      throw error;
    }
    const stored = await repo.insertBinding({
      orderId: order.id,
      provider: provider.name,
      ...made,
      expiresAt,
      now,
    });
    // Not stored: the other party's request stored its binding first; theirs is the order's, this one goes.
    if (!stored) await unbindQuietly(made);
    const live = await repo.liveBinding(order.id);
    if (!live) throw AppError.common(CALL_MSG.providerFailed, 'the live binding is gone');
    return live;
  }

  async function unbindQuietly(binding: { middleNumber: string; subscriptionId: string }): Promise<boolean> {
    try {
      await provider.unbind(binding);
      return true;
    } catch (error) {
      deps.log.warn({ err: error, call: { x: binding.middleNumber } }, 'privacy number not unbound');
      return false;
    }
  }

  return {
    /** POST /call/bind: the order's middle number, bound again when the last one ran out. */
    async bind(input: { userId: number; orderNo: string }): Promise<CallBinding> {
      const order = await partysOrder(input.userId, input.orderNo);
      if (!isPhoneService(order)) throw AppError.common(CALL_MSG.notPhoneService);
      if (order.state !== CALL_RUNNING_STATE) throw AppError.common(CALL_MSG.notRunning);
      const live = await repo.liveBinding(order.id);
      if (live && serving(live, clock.now())) return viewOf(live);
      // Run out (the provider let it go at its expiry): it stops serving here too, then a new one.
      if (live) await repo.endBinding(live.id, clock.now());
      return viewOf(await bindAnew(order, input.orderNo));
    },

    /** GET /call: whether the parties may call now, the binding while it serves, and the calls so far. */
    async overview(input: { userId: number; orderNo: string }): Promise<CallOverview> {
      const order = await partysOrder(input.userId, input.orderNo);
      const callable = isPhoneService(order) && order.state === CALL_RUNNING_STATE;
      const live = callable ? await repo.liveBinding(order.id) : undefined;
      return {
        callable,
        binding: live && serving(live, clock.now()) ? viewOf(live) : null,
        records: (await repo.recordsOf(order.id)).map((record) => ({
          caller: record.caller,
          called_at: record.called_at,
          started_at: record.started_at,
          duration_seconds: record.duration_seconds,
        })),
      };
    },

    /**
     * The provider's call records: each must name a binding this provider made here, with its middle
     * number (the subscription id never leaves the server); others are left out. Returns how many were new.
     */
    async receiveNotify(body: unknown): Promise<number> {
      let added = 0;
      for (const notice of provider.parseNotify(body)) {
        const binding = await repo.bindingOfSubscription(provider.name, notice.subscriptionId);
        if (!binding || binding.middle_number !== notice.middleNumber) {
          deps.log.warn({ call: { x: notice.middleNumber } }, 'call record of an unknown binding left out');
          continue;
        }
        const stored = await repo.insertRecord({
          binding_id: binding.id,
          call_id: notice.callId,
          caller: notice.caller === 'a' ? 'customer' : 'lawyer',
          called_at: notice.calledAt,
          started_at: notice.startedAt,
          duration_seconds: notice.durationSeconds,
          created_at: clock.now(),
        });
        if (stored) added += 1;
      }
      return added;
    },

    /**
     * The job: unbinds the bindings of orders that ended (finished, cancelled, refunded). One that already
     * ran out needs no call; one the provider could not unbind now is tried again next run.
     */
    async unbindEndedOrders(): Promise<number> {
      let unbound = 0;
      for (const binding of await repo.bindingsOfEndedOrders(UNBIND_BATCH)) {
        const now = clock.now();
        const stillBound = binding.expires_at > now && binding.provider === provider.name;
        const done =
          !stillBound ||
          (await unbindQuietly({
            middleNumber: binding.middle_number,
            subscriptionId: binding.subscription_id,
          }));
        if (done && (await repo.endBinding(binding.id, now))) unbound += 1;
      }
      return unbound;
    },
  };
}

export type CallService = ReturnType<typeof createCallService>;
