import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSmsOutbox } from '../../src/modules/notification/sms-outbox';
import { ConsoleSmsProvider } from '../../src/providers/sms/console-sms-provider';
import type { SmsMessage, SmsProvider } from '../../src/providers/sms';
import { SmsProviderError } from '../../src/providers/sms/sms-provider';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld } from '../service-order/order-api-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof apiOrderWorld>>;

beforeEach(async () => {
  t = await createTestApp();
  world = await apiOrderWorld(t);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const outboxRows = () => t.app.db.selectFrom('sms_outbox').selectAll().orderBy('id').execute();

/** The app's SMS vendor (the console provider) answering notification SMS with `answer`, call after call. */
function vendorAnswering(answer: (call: number) => Promise<{ provider_message_id: null }>) {
  const calls: string[] = [];
  vi.spyOn(ConsoleSmsProvider.prototype, 'send').mockImplementation((message) => {
    calls.push(message.template);
    return answer(calls.length);
  });
  return calls;
}

describe('notification SMS (PRODUCT §14)', () => {
  it('texts the lawyer of new paid work once, sent after commit', async () => {
    const orderNo = await world.paid();
    await t.app.notifier.settled();
    const [row] = await outboxRows();
    expect(row).toMatchObject({ template: 'lawyer_new_order', state: 'sent', attempts: 1 });
    expect(JSON.parse(row!.params)).toEqual({
      order_no: orderNo,
      detail: '图文咨询：用户已付款，请在24小时内接单',
    });
    // The timer that follows it finds it sent and sends nothing again.
    t.clock.advance(2 * 60_000);
    await t.app.timers.runDue();
    expect((await outboxRows()).map((item) => [item.state, item.attempts])).toEqual([['sent', 1]]);
  });

  it('texts the customer of a refund decision, and nobody of an acceptance', async () => {
    const orderNo = await world.serving();
    world.ok(
      await world.act(world.customer, { order_no: orderNo, action: 'request_refund', reason: '其他' }),
    );
    const queue = await world.operatorGet<{ list: Array<{ id: number; order_no: string }> }>(
      '/api/v1/admin/refund-requests',
    );
    const request = queue.data.list.find((item) => item.order_no === orderNo)!;
    // The lawyer's answer reaches the customer in the app only.
    await world.answerRefund(orderNo);
    await world.operatorPost('/api/v1/admin/refund-requests/decide', {
      id: request.id,
      decision: 'refund_full',
      reason_code: 'not_performed',
      text: '律师未按约定回复',
    });
    await t.app.notifier.settled();
    const rows = await outboxRows();
    expect(rows.map((item) => item.template)).toEqual(['lawyer_new_order', 'customer_refund_result']);
    expect(JSON.parse(rows[1]!.params)).toEqual({
      order_no: orderNo,
      detail: '图文咨询：平台同意退款，¥49.00 将原路退回（律师未按约定提供服务：律师未按约定回复）',
    });
  });

  it('leaves a message the vendor refused for a retry, and never sends one twice', async () => {
    const sent: SmsMessage[] = [];
    let refuse = true;
    const vendor: SmsProvider = {
      name: 'test',
      async send(message) {
        if (refuse) throw new SmsProviderError({ provider: 'test', code: 'isv.BUSINESS_LIMIT_CONTROL' });
        sent.push(message);
        return { provider_message_id: `m${sent.length}` };
      },
      async sendVerifyCode() {},
    };
    const outbox = createSmsOutbox({ db: t.app.db, clock: t.clock, sms: vendor, log: t.app.log });
    const orderNo = await world.paid();
    const paidNotice = await t.app.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'title', 'body', 'link'])
      .where('kind', '=', 'order_paid')
      .executeTakeFirstOrThrow();
    // A notice of the same kind, queued through this outbox with the failing vendor.
    const ids = await t.app.db.transaction().execute(async (trx) => {
      const notice = await trx
        .insertInto('notifications')
        .values({ ...paidNotice, read_at: null, created_at: t.clock.now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return outbox.queue(trx, [notice], t.clock.now());
    });
    await expect(outbox.deliver(ids[0]!)).rejects.toThrow('isv.BUSINESS_LIMIT_CONTROL');
    const failed = (await outboxRows()).find((row) => row.id === ids[0])!;
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, claimed_until: null });
    refuse = false;
    await outbox.deliver(ids[0]!);
    await outbox.deliver(ids[0]!);
    expect(sent).toEqual([
      {
        phone: expect.any(String),
        template: 'lawyer_new_order',
        params: { order_no: orderNo, detail: paidNotice.body },
      },
    ]);
  });

  it('sends a message the vendor refused when its timer comes, a minute later, and only then', async () => {
    const calls = vendorAnswering(async (call) => {
      if (call === 1) throw new SmsProviderError({ provider: 'console', code: 'isv.BUSINESS_LIMIT_CONTROL' });
      return { provider_message_id: null };
    });
    await world.paid();
    await t.app.notifier.settled();
    expect(await outboxRows()).toMatchObject([
      { state: 'pending', attempts: 1, last_error: expect.stringContaining('isv.BUSINESS_LIMIT_CONTROL') },
    ]);
    t.clock.advance(60_000 - 1);
    await t.app.timers.runDue();
    expect(calls).toEqual(['lawyer_new_order']);
    t.clock.advance(1);
    await t.app.timers.runDue();
    expect(await outboxRows()).toMatchObject([{ state: 'sent', attempts: 2 }]);
    t.clock.advance(60 * 60_000);
    await t.app.timers.runDue();
    expect(calls).toEqual(['lawyer_new_order', 'lawyer_new_order']);
  });

  it('answers the payment without waiting for a slow vendor, and sends once though the timer comes meanwhile', async () => {
    let answerVendor: () => void = () => {};
    const calls = vendorAnswering(
      () => new Promise((resolve) => (answerVendor = () => resolve({ provider_message_id: null }))),
    );
    await world.paid();
    // The payment was answered; the send starts after its commit, on its own (not awaited by the payment).
    await vi.waitFor(() => expect(calls).toEqual(['lawyer_new_order']), { timeout: 10_000 });
    expect(await outboxRows()).toMatchObject([{ state: 'pending', attempts: 1 }]);
    // The retry timer falls due while the first send still waits on the vendor: the claim holds it off.
    t.clock.advance(60_000);
    await Promise.all([t.app.timers.runDue(), t.app.timers.runDue()]);
    answerVendor();
    await t.app.notifier.settled();
    expect(await outboxRows()).toMatchObject([{ state: 'sent', attempts: 1 }]);
    t.clock.advance(60 * 60_000);
    await t.app.timers.runDue();
    expect(calls).toEqual(['lawyer_new_order']);
  });
});
