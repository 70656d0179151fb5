import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, OPERATOR_TOKEN_HEADER, type WithdrawalDetail } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/core/db/create-database';
import type { Database } from '../src/core/db/schema';
import { ACCOUNTS } from '../src/core/ledger/accounts';
import { balanceOf, postJournal } from '../src/core/ledger/journal';
import { createOperatorAccount } from '../src/modules/operator/accounts';
import { wechatEnv } from '../test/payment/wechat-pay-fixture';
import {
  PAYOUT_ENV,
  startWechatTransfer,
  type WechatTransferFixture,
} from '../test/payout/wechat-transfer-fixture';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { api, login } from './support/client';
import { startServer, type ServerProcess } from './support/server-process';

const AMOUNT = 30_000;
const LAWYER_PHONE = '13900000001';
const OPERATOR_PASSWORD = 'correct-horse-battery';
/**
 * How far ahead the restarted server's clock runs: past the minute the approving request had to submit the
 * bill itself, and past any job lease the killed server may have held (5 minutes).
 */
const LATER_MS = 6 * 60_000;

const databases = [
  { name: 'SQLite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

let running: ServerProcess[] = [];
let database: TestDatabase | null = null;
let db: Kysely<Database> | null = null;
let wx: WechatTransferFixture | null = null;
let dataDir = '';

afterEach(async () => {
  await Promise.all(running.map((server) => server.kill()));
  running = [];
  await db?.destroy();
  db = null;
  await database?.drop();
  database = null;
  await wx?.close();
  wx = null;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Payments in the sandbox, 微信零钱 withdrawals through WeChat Pay 商家转账 at the stand-in. */
function payoutEnv(fixture: WechatTransferFixture): Record<string, string> {
  const files = {
    dir: '',
    merchantKeyFile: fixture.config.merchantKeyFile,
    platformPublicKeyFile: fixture.config.platformPublicKey?.file ?? '',
  };
  const { PAYMENT_PROVIDER: _sandboxPayments, ...merchant } = wechatEnv(files, {
    pay: fixture.standIn.baseUrl,
  });
  // The follow-up job every second instead of every 5 minutes.
  return { ...merchant, ...PAYOUT_ENV, TEST_JOB_EVERY_MS: '1000' };
}

/** The demo lawyer with a WeChat openid for our app and income to withdraw; an operator to approve. */
async function prepare(store: Kysely<Database>): Promise<void> {
  const lawyer = await store
    .selectFrom('lawyers')
    .innerJoin('users', 'users.id', 'lawyers.user_id')
    .select(['lawyers.id', 'users.id as user_id'])
    .where('users.phone', '=', LAWYER_PHONE)
    .executeTakeFirstOrThrow();
  await store
    .updateTable('users')
    .set({ openid: 'o-sigkill-lawyer' })
    .where('id', '=', lawyer.user_id)
    .execute();
  await postJournal(
    store,
    {
      kind: 'release',
      entries: [
        { account: ACCOUNTS.platformRevenue, amount: -AMOUNT },
        { account: ACCOUNTS.lawyerAvailable(lawyer.id), amount: AMOUNT },
      ],
    },
    Date.now(),
  );
  await createOperatorAccount(store, {
    username: 'killer',
    password: OPERATOR_PASSWORD,
    displayName: '运营',
    now: Date.now(),
  });
}

async function detailOf(url: string, token: string, withdrawalNo: string) {
  const reply = await api<WithdrawalDetail>(url, {
    path: `${API.withdrawalDetail}?withdrawal_no=${withdrawalNo}`,
    token,
  });
  return reply.data;
}

async function waitForState(url: string, token: string, withdrawalNo: string, state: string) {
  let detail = await detailOf(url, token, withdrawalNo);
  for (let tries = 0; detail.state !== state && tries < 300; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    detail = await detailOf(url, token, withdrawalNo);
  }
  expect(detail.state).toBe(state);
  return detail;
}

describe.each(databases)(
  'a server killed right after submitting a WeChat transfer ($name)',
  ({ postgres }) => {
    it('after the restart the transfer is followed up under its own number and paid once, never sent twice', async () => {
      if (postgres && !process.env.TEST_DATABASE_URL) {
        throw new Error('TEST_DATABASE_URL is not set: npm test starts a PostgreSQL for this suite');
      }
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-payout-kill-'));
      database = postgres ? await createTestDatabase() : null;
      const databaseUrl = database?.url ?? null;
      wx = await startWechatTransfer();
      const transfers = wx.transfers;
      const env = payoutEnv(wx);

      const first = await startServer({ dataDir, databaseUrl, demo: true, env });
      running.push(first);
      db = createDatabase({ databaseUrl, dataDir });
      await prepare(db);

      const lawyer = await login(first.url, LAWYER_PHONE);
      expect((await api(first.url, { path: API.withdrawalWechatPayee, token: lawyer, body: {} })).code).toBe(
        0,
      );
      const requested = await api<WithdrawalDetail>(first.url, {
        path: API.withdrawals,
        token: lawyer,
        body: { amount: AMOUNT, method: 'wechat' },
      });
      expect(requested.code).toBe(0);
      const withdrawalNo = requested.data.withdrawal_no;

      const operator = await api<{ token: string }>(first.url, {
        path: API.admin.login,
        body: { username: 'killer', password: OPERATOR_PASSWORD },
      });
      // WeChat Pay makes the bill but its answer never arrives: the machine dies while waiting for it.
      transfers.failNextCreate = 'hang';
      const billMade = new Promise<void>((resolve) => (transfers.onCreate = () => resolve()));
      const approval = fetch(`${first.url}${API.admin.withdrawalApprove}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: operator.data.token },
        body: JSON.stringify({ withdrawal_no: withdrawalNo }),
      }).catch(() => null);
      await billMade;
      await first.kill();
      running = [];
      expect(await approval).toBeNull(); // the approving request died with the server
      transfers.onCreate = null;
      expect(transfers.bills.size).toBe(1);
      const [bill] = [...transfers.bills.values()];

      const second = await startServer({ dataDir, databaseUrl, clockOffsetMs: LATER_MS, env });
      running.push(second);
      const waiting = await waitForState(second.url, lawyer, withdrawalNo, 'waiting_confirmation');
      expect(waiting.confirmation).toEqual({
        kind: 'wechat',
        mchId: wx.config.mchid,
        appId: wx.config.appId,
        package: bill?.package_info,
      });

      // The lawyer confirms inside WeChat; WeChat Pay notifies (twice, as it may).
      const notify = transfers.move(bill!.out_bill_no, 'SUCCESS', Date.now() + LATER_MS);
      for (let times = 0; times < 2; times += 1) {
        const answer = await fetch(`${second.url}${API.payoutNotify}/wechat`, {
          method: 'POST',
          headers: notify.headers,
          body: notify.rawBody,
        });
        expect(answer.status).toBe(204);
      }
      const paid = await waitForState(second.url, lawyer, withdrawalNo, 'paid');
      expect(paid.events.filter((event) => event.transition === 'pay')).toHaveLength(1);

      // One bill at WeChat Pay, only ever asked for under its one number, paid out once in our ledger.
      expect(transfers.bills.size).toBe(1);
      expect(bill?.transfer_amount).toBe(AMOUNT);
      expect(new Set(transfers.creates.map((create) => create.out_bill_no))).toEqual(
        new Set([bill?.out_bill_no]),
      );
      expect(await balanceOf(db, ACCOUNTS.payoutClearing('wechat'))).toBe(AMOUNT);
      const query = `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${bill?.out_bill_no}`;
      expect(wx.standIn.requests.some((request) => request.method === 'GET' && request.path === query)).toBe(
        true,
      );
    });
  },
);
