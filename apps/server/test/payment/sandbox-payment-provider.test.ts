import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/core/db/create-database';
import { migrateToLatest } from '../../src/core/db/migrator';
import type { Database } from '../../src/core/db/schema';
import type { SandboxPaymentProvider } from '../../src/providers/payment';
import {
  createPaymentProviders,
  PaymentProviderError,
  type IncomingNotify,
} from '../../src/providers/payment';
import { SANDBOX_KEY_FILE } from '../../src/providers/payment/sandbox/sandbox-key';
import { createTestClock } from '../helpers/test-clock';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const log = pino({ level: 'silent' });
const clock = createTestClock();
let dataDir: string;
let database: TestDatabase;
let db: Kysely<Database>;
let sandbox: SandboxPaymentProvider;
let counter = 0;
const orderNo = () => `S20250301${String(++counter).padStart(8, '0')}`;

function build(): SandboxPaymentProvider {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const { provider, sandbox: built } = createPaymentProviders(config, { db, clock, log });
  expect(provider).toBe(built);
  if (!built) throw new Error('sandbox expected by default');
  return built;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-sandbox-'));
  database = await createTestDatabase();
  db = createDatabase({ databaseUrl: database.url, dataDir });
  await migrateToLatest(db);
  sandbox = build();
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const create = (order_no: string, amount = 4900) =>
  sandbox.create({ order_no, amount, description: '律桥-图文咨询', expires_at: clock.now() + 15 * 60_000 });

describe('sandbox payments', () => {
  it('create answers the cashier address and a payment id; asking again answers the same payment', async () => {
    const no = orderNo();
    const launch = await create(no);
    expect(launch).toEqual({
      kind: 'sandbox',
      cashier_url: `/pages/common/cashier?order_no=${no}`,
      payment_id: expect.stringMatching(/^SBX[0-9A-F]{24}$/),
    });
    await expect(create(no)).resolves.toEqual(launch);
    await expect(create(no, 5000)).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    await expect(sandbox.query(no)).resolves.toEqual({ state: 'unpaid', order_no: no });
    await expect(sandbox.query('S_NEVER')).resolves.toEqual({ state: 'not_found', order_no: 'S_NEVER' });
    await expect(create(orderNo(), 0)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('confirm makes a signed notify that verifies like any provider notify; query then says paid', async () => {
    const no = orderNo();
    const launch = await create(no);
    const notify = await sandbox.confirm(no);
    const event = await sandbox.verifyNotify(notify);
    expect(event).toEqual({
      kind: 'payment',
      order_no: no,
      transaction_id: launch.kind === 'sandbox' ? launch.payment_id : '',
      amount: 4900,
      paid_at: clock.now(),
    });
    await expect(sandbox.query(no)).resolves.toEqual({ state: 'paid', ...event, kind: undefined });
    // Confirming twice (a double tap) sends the same payment again: a duplicate for the handler to ignore.
    await expect(sandbox.verifyNotify(await sandbox.confirm(no))).resolves.toEqual(event);
    await expect(create(no)).rejects.toMatchObject({ code: 'ORDERPAID' });
    await expect(sandbox.confirm('S_NEVER')).rejects.toMatchObject({ code: 'ORDER_NOT_EXIST' });
  });

  it('refuses forged, altered and stale notifies', async () => {
    const no = orderNo();
    await create(no);
    const notify = await sandbox.confirm(no);
    const signature = Object.keys(notify.headers).find((name) => /signature/i.test(name)) ?? '';
    const forged: IncomingNotify = { ...notify, headers: { ...notify.headers, [signature]: 'A'.repeat(44) } };
    await expect(sandbox.verifyNotify(forged)).rejects.toMatchObject({ reason: 'bad_signature' });
    const altered = { ...notify, rawBody: notify.rawBody.replace('"amount":4900', '"amount":1') };
    await expect(sandbox.verifyNotify(altered)).rejects.toMatchObject({ reason: 'bad_signature' });
    await expect(sandbox.verifyNotify({ headers: {}, rawBody: notify.rawBody })).rejects.toMatchObject({
      reason: 'malformed',
    });
    clock.advance(5 * 60_000 + 1000);
    await expect(sandbox.verifyNotify(notify)).rejects.toMatchObject({ reason: 'stale_timestamp' });
  });

  it('an expired payment is closed and cannot be confirmed; close closes; a paid one stays paid', async () => {
    const expiring = orderNo();
    await create(expiring);
    clock.advance(15 * 60_000);
    await expect(sandbox.confirm(expiring)).rejects.toMatchObject({ code: 'ORDER_CLOSED' });
    await expect(sandbox.query(expiring)).resolves.toEqual({ state: 'closed', order_no: expiring });

    const cancelled = orderNo();
    await create(cancelled);
    await expect(sandbox.close(cancelled)).resolves.toEqual({ state: 'closed', order_no: cancelled });
    await expect(sandbox.confirm(cancelled)).rejects.toMatchObject({ code: 'ORDER_CLOSED' });
    await expect(create(cancelled)).rejects.toMatchObject({ code: 'ORDER_CLOSED' });

    const paid = orderNo();
    await create(paid);
    await sandbox.confirm(paid);
    await expect(sandbox.close(paid)).resolves.toMatchObject({ state: 'paid', order_no: paid });
  });

  it('sign() makes a notify for any event, e.g. a payment arriving for a closed order', async () => {
    const notify = sandbox.sign({
      kind: 'payment',
      order_no: 'S_CLOSED',
      transaction_id: 'SBX1',
      amount: 100,
      paid_at: clock.now(),
    });
    await expect(sandbox.verifyNotify(notify)).resolves.toMatchObject({ order_no: 'S_CLOSED', amount: 100 });
  });
});

describe('sandbox refunds', () => {
  it('refunds succeed at once, deliver a signed refund notify, and never exceed what was paid', async () => {
    const no = orderNo();
    await create(no, 9900);
    await sandbox.confirm(no);
    const delivered: IncomingNotify[] = [];
    sandbox.onNotify(async (notify) => {
      delivered.push(notify);
    });

    const first = await sandbox.refund({ order_no: no, refund_no: `R${no}1`, amount: 3000, total: 9900 });
    expect(first).toEqual({
      state: 'success',
      refund_no: `R${no}1`,
      order_no: no,
      amount: 3000,
      refund_id: expect.stringMatching(/^SBR/),
      succeeded_at: clock.now(),
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toHaveLength(1);
    await expect(sandbox.verifyNotify(delivered[0] as IncomingNotify)).resolves.toEqual({
      kind: 'refund',
      refund_no: `R${no}1`,
      order_no: no,
      amount: 3000,
      status: 'success',
      refund_id: first.state === 'success' ? first.refund_id : '',
      succeeded_at: clock.now(),
    });

    // Same refund number: the same refund, no second notify; a different refund under it is refused.
    await expect(
      sandbox.refund({ order_no: no, refund_no: `R${no}1`, amount: 3000, total: 9900 }),
    ).resolves.toEqual(first);
    await expect(
      sandbox.refund({ order_no: no, refund_no: `R${no}1`, amount: 10, total: 9900 }),
    ).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    await expect(
      sandbox.refund({ order_no: no, refund_no: `R${no}2`, amount: 6901, total: 9900 }),
    ).rejects.toMatchObject({
      code: 'NOT_ENOUGH',
    });
    await expect(
      sandbox.refund({ order_no: no, refund_no: `R${no}3`, amount: 0, total: 9900 }),
    ).rejects.toMatchObject({
      code: 'PARAM_ERROR',
    });
    await expect(
      sandbox.refund({ order_no: no, refund_no: `R${no}4`, amount: 10, total: 9800 }),
    ).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    await sandbox.refund({ order_no: no, refund_no: `R${no}5`, amount: 6900, total: 9900 });
    await expect(
      sandbox.refund({ order_no: no, refund_no: `R${no}6`, amount: 1, total: 9900 }),
    ).rejects.toMatchObject({
      code: 'NOT_ENOUGH',
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toHaveLength(2);

    await expect(sandbox.queryRefund(`R${no}1`)).resolves.toEqual(first);
    await expect(sandbox.queryRefund('R_NEVER')).resolves.toEqual({
      state: 'not_found',
      refund_no: 'R_NEVER',
    });
    sandbox.onNotify(null);
  });

  it('an unpaid order cannot be refunded', async () => {
    const no = orderNo();
    await create(no);
    await expect(
      sandbox.refund({ order_no: no, refund_no: `R${no}`, amount: 1, total: 4900 }),
    ).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    await expect(
      sandbox.refund({ order_no: 'S_NEVER', refund_no: 'R_X', amount: 1, total: 1 }),
    ).rejects.toMatchObject({
      code: 'RESOURCE_NOT_EXISTS',
    });
  });
});

describe('sandbox after a restart', () => {
  it('a new instance on the same data answers the same records and verifies notifies signed before', async () => {
    const no = orderNo();
    await create(no);
    const notify = await sandbox.confirm(no);
    await sandbox.refund({ order_no: no, refund_no: `R${no}`, amount: 100, total: 4900 });
    const keyBefore = fs.readFileSync(path.join(dataDir, SANDBOX_KEY_FILE), 'utf8');
    expect(fs.statSync(path.join(dataDir, SANDBOX_KEY_FILE)).mode & 0o777).toBe(0o600);

    const restarted = build();
    expect(fs.readFileSync(path.join(dataDir, SANDBOX_KEY_FILE), 'utf8')).toBe(keyBefore);
    await expect(restarted.query(no)).resolves.toMatchObject({ state: 'paid', amount: 4900 });
    await expect(restarted.queryRefund(`R${no}`)).resolves.toMatchObject({ state: 'success', amount: 100 });
    await expect(restarted.verifyNotify(notify)).resolves.toMatchObject({ kind: 'payment', order_no: no });
  });

  it('answers notifies like WeChat Pay: 204, or 500 with code FAIL', () => {
    expect(sandbox.notifyAnswer('accepted')).toEqual({ status: 204 });
    expect(sandbox.notifyAnswer('refused')).toEqual({ status: 500, body: { code: 'FAIL', message: '失败' } });
  });
});
