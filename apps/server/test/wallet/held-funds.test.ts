import { API } from '@lawbridge/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/core/db/migrator';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { createFundHoldsRepo } from '../../src/core/ledger/fund-holds-repo';
import { balanceOf, postJournal } from '../../src/core/ledger/journal';
import { endAppealHold, holdForAppeal, takeBackEntries } from '../../src/modules/wallet/fund-holds';
import { releaseDueIncome } from '../../src/modules/wallet/release-job';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { serviceOrderWorld } from '../service-order/service-order-fixtures';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let world: Awaited<ReturnType<typeof serviceOrderWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await serviceOrderWorld(t);
});
afterAll(async () => t.close());

/** A service order of the world's lawyer, confirmed by the customer: settled, its income held. */
async function finishedOrder() {
  const lawyer = { kind: 'lawyer' as const, id: world.lawyerUserId };
  const customerId = await world.anotherCustomer();
  const created = await world.service.create({
    customerId,
    lawyerUuid: world.lawyerUuid,
    configId: world.config.id,
    description: '劳动合同纠纷需要咨询一下。',
    images: [],
  });
  const paid = await world.service.recordPayment({
    orderNo: created.order_no,
    amount: created.price,
    providerTxn: `h-${created.id}`,
  });
  const accepted = await world.service.act({ order: paid, transition: 'accept', actor: lawyer });
  const delivered = await world.service.act({ order: accepted, transition: 'deliver', actor: lawyer });
  const finished = await world.service.act({
    order: delivered,
    transition: 'confirm',
    actor: { kind: 'customer', id: customerId },
  });
  return { orderKind: 'service', orderId: finished.id };
}

const pending = () => balanceOf(t.app.db, ACCOUNTS.lawyerPending(world.lawyerId));
const available = () => balanceOf(t.app.db, ACCOUNTS.lawyerAvailable(world.lawyerId));
const holdOf = (order: { orderKind: string; orderId: number }) => createFundHoldsRepo(t.app.db).of(order);

/** Releases everything due now (the scheduler's own runs may release some first). */
async function releaseAllDue() {
  while ((await releaseDueIncome(t.app.db, t.clock.now())) > 0);
}

describe('held income and appeals', () => {
  it('keeps income an appeal holds pending past its release, and lets it go when the appeal ends', async () => {
    const orders = [];
    for (let index = 0; index < 6; index += 1) orders.push(await finishedOrder());
    const appealed = orders.filter((_, index) => index % 2 === 0);
    await t.app.db.transaction().execute(async (trx) => {
      for (const [index, order] of appealed.entries()) {
        expect(await holdForAppeal(trx, { ...order, appealId: 1000 + index })).toBe('held');
      }
    });
    t.clock.advance(7 * DAY);
    await releaseAllDue();
    const share = Number((await holdOf(orders[0]!))!.amount);
    expect(await pending()).toBe(appealed.length * share);
    expect(await available()).toBe((orders.length - appealed.length) * share);
    for (const order of appealed) expect((await holdOf(order))?.released_at).toBeNull();

    // The appeals end: their income is released on the next run, its time having passed.
    await t.app.db.transaction().execute(async (trx) => {
      for (const [index, order] of appealed.entries()) {
        await endAppealHold(trx, { ...order, appealId: 1000 + index });
      }
    });
    await releaseAllDue();
    expect(await pending()).toBe(0);
    expect(await available()).toBe(orders.length * share);
    const releases = await t.app.db
      .selectFrom('ledger_transactions')
      .select('order_id')
      .where('kind', '=', 'release')
      .execute();
    expect(releases.map((row) => row.order_id).sort()).toEqual(orders.map((order) => order.orderId).sort());
  });

  it('races appeals against the release job itself, never both', async () => {
    const orders = [];
    for (let index = 0; index < 8; index += 1) orders.push(await finishedOrder());
    t.clock.advance(7 * DAY);
    const [outcomes] = await Promise.all([
      Promise.all(
        orders.map((order, index) =>
          t.app.db.transaction().execute((trx) => holdForAppeal(trx, { ...order, appealId: 2000 + index })),
        ),
      ),
      releaseDueIncome(t.app.db, t.clock.now()),
      releaseDueIncome(t.app.db, t.clock.now()),
    ]);
    for (const [index, order] of orders.entries()) {
      const hold = await holdOf(order);
      const released = hold?.released_at !== null;
      const heldByAppeal = hold?.appeal_id === 2000 + index;
      expect(released !== heldByAppeal, `order ${order.orderId}`).toBe(true);
      expect(outcomes[index]).toBe(heldByAppeal ? 'held' : 'released');
    }
  });

  it('takes an appeal’s refund back from pending while held, from available once released', async () => {
    const held = await finishedOrder();
    const share = Number((await holdOf(held))!.amount);
    const before = { pending: await pending(), available: await available() };
    await t.app.db.transaction().execute(async (trx) => {
      expect(await holdForAppeal(trx, { ...held, appealId: 3001 })).toBe('held');
      const entries = await takeBackEntries(trx, { ...held, lawyerId: world.lawyerId, share: 1000 });
      expect(entries).toEqual([{ account: ACCOUNTS.lawyerPending(world.lawyerId), amount: -1000 }]);
      await postJournal(
        trx,
        {
          kind: 'appeal_refund',
          order: { kind: 'appeal', id: 3001 },
          entries: [...entries, { account: ACCOUNTS.clearing('sandbox'), amount: 1000 }],
        },
        t.clock.now(),
      );
      await endAppealHold(trx, { ...held, appealId: 3001 });
    });
    expect(Number((await holdOf(held))!.amount)).toBe(share - 1000);
    t.clock.advance(7 * DAY);
    await releaseAllDue();
    // What the refund left is released; nothing stays pending.
    expect(await pending()).toBe(before.pending - share);
    expect(await available()).toBe(before.available + share - 1000);

    // Released already: a refund comes out of available, which may go below zero.
    const whole = before.available + share - 1000;
    await t.app.db.transaction().execute(async (trx) => {
      expect(await holdForAppeal(trx, { ...held, appealId: 3002 })).toBe('released');
      const entries = await takeBackEntries(trx, { ...held, lawyerId: world.lawyerId, share: whole + 500 });
      expect(entries).toEqual([
        { account: ACCOUNTS.lawyerAvailable(world.lawyerId), amount: -(whole + 500) },
      ]);
      await postJournal(
        trx,
        {
          kind: 'appeal_refund',
          order: { kind: 'appeal', id: 3002 },
          entries: [...entries, { account: ACCOUNTS.clearing('sandbox'), amount: whole + 500 }],
        },
        t.clock.now(),
      );
    });
    expect(await available()).toBe(-500);
    // An order that settled nothing with a lawyer has nothing to hold.
    await t.app.db.transaction().execute(async (trx) => {
      expect(await holdForAppeal(trx, { orderKind: 'service', orderId: 999_999, appealId: 3003 })).toBe(
        'none',
      );
    });
  });
});

describe('收入冻结期 in the console', () => {
  it('applies a new hold to orders finishing afterwards, audited', async () => {
    const token = await signedInOperator(t.app, t.clock.now());
    const earlier = await finishedOrder();
    const set = await operatorCall(t.app, {
      method: 'POST',
      url: API.admin.holdDays,
      operatorToken: token,
      payload: { hold_days: 3 },
    });
    expect(set).toMatchObject({ code: 0, data: { hold_days: 3 } });
    const shown = await operatorCall(t.app, { method: 'GET', url: API.admin.holdDays, operatorToken: token });
    expect(shown.data).toEqual({ hold_days: 3 });
    const later = await finishedOrder();
    expect(Number((await holdOf(earlier))!.release_at)).toBe(
      Number((await holdOf(earlier))!.created_at) + 7 * DAY,
    );
    expect(Number((await holdOf(later))!.release_at)).toBe(t.clock.now() + 3 * DAY);
    const logged = await t.app.db
      .selectFrom('audit_logs')
      .select(['action', 'detail'])
      .where('action', '=', 'config.hold_days')
      .execute();
    expect(logged).toEqual([{ action: 'config.hold_days', detail: '3 天' }]);

    const tooLong = await operatorCall(t.app, {
      method: 'POST',
      url: API.admin.holdDays,
      operatorToken: token,
      payload: { hold_days: 120 },
    });
    expect(tooLong).toMatchObject({ code: 1, msg: expect.stringContaining('最多 90 天') });
  });
});

describe('migration 028 (income settled before it was held)', () => {
  it('keeps earlier settlements available and gives them holds released when they were settled', async () => {
    const db = t.app.db as unknown as Kysely<unknown>;
    await sql`drop table fund_holds`.execute(db);
    await sql`delete from platform_settings where key = 'hold_days'`.execute(db);
    await sql`delete from kysely_migration where name = '028-held-funds'`.execute(db);
    const settledAt = t.clock.now();
    // As before issue 16: a settlement credited available at once.
    await postJournal(
      t.app.db,
      {
        kind: 'settle',
        order: { kind: 'service', id: 424_242 },
        entries: [
          { account: ACCOUNTS.escrow, amount: -4900 },
          { account: ACCOUNTS.lawyerAvailable(world.lawyerId), amount: 3920 },
          { account: ACCOUNTS.platformRevenue, amount: 980 },
        ],
      },
      settledAt,
    );
    expect(await migrateToLatest(t.app.db)).toEqual(['028-held-funds']);
    expect(await holdOf({ orderKind: 'service', orderId: 424_242 })).toMatchObject({
      lawyer_id: world.lawyerId,
      released_at: settledAt,
      appeal_id: null,
    });
    expect(Number((await holdOf({ orderKind: 'service', orderId: 424_242 }))!.amount)).toBe(3920);
    expect(await createFundHoldsRepo(t.app.db).holdDays()).toBe(7);
  });
});
