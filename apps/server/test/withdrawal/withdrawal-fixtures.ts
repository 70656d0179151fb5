import { API, type WithdrawalDetail } from '@lawbridge/contract';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf, postJournal } from '../../src/core/ledger/journal';
import { call } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { createOperator, operatorCall, operatorToken } from '../operator/operator-api';

let counter = 0;
const nextPhone = () => `1350000${String((counter += 1)).padStart(4, '0')}`;

export interface TestLawyer {
  id: number;
  userId: number;
  token: string;
}

/**
 * A signed-in lawyer with a WeChat openid stored for this app (as `POST /user/openid` would) and, when asked,
 * both payees bound.
 */
export async function withdrawingLawyer(
  t: TestApp,
  options: { name?: string; payees?: boolean } = {},
): Promise<TestLawyer> {
  const phone = nextPhone();
  const lawyer = await loggedInLawyer(t.app, phone, { name: options.name ?? '王明' });
  const row = await t.app.db
    .selectFrom('lawyers')
    .select(['id', 'user_id'])
    .where('uuid', '=', lawyer.uuid)
    .executeTakeFirstOrThrow();
  await t.app.db
    .updateTable('users')
    .set({ openid: `openid-${phone}` })
    .where('id', '=', row.user_id)
    .execute();
  const result = { id: row.id, userId: row.user_id, token: lawyer.token };
  if (options.payees !== false) {
    await lawyerCall(t, result, 'POST', API.withdrawalWechatPayee);
    await lawyerCall(t, result, 'POST', API.withdrawalBankPayee, {
      account_name: '北京明德律师事务所',
      bank_name: '招商银行北京分行',
      account_no: '6214 8301 0000 1234',
    });
  }
  return result;
}

/**
 * Income released to the lawyer's available balance, as the release job would leave it (a balanced journal
 * from the platform's account: these tests are about withdrawals, not about how income was earned).
 */
export async function creditAvailable(t: TestApp, lawyerId: number, amount: number): Promise<void> {
  await postJournal(
    t.app.db,
    {
      kind: 'release',
      entries: [
        { account: ACCOUNTS.platformRevenue, amount: -amount },
        { account: ACCOUNTS.lawyerAvailable(lawyerId), amount },
      ],
    },
    t.clock.now(),
  );
}

export async function balancesOf(t: TestApp, lawyerId: number) {
  const [available, frozen] = await Promise.all([
    balanceOf(t.app.db, ACCOUNTS.lawyerAvailable(lawyerId)),
    balanceOf(t.app.db, ACCOUNTS.lawyerFrozen(lawyerId)),
  ]);
  return { available, frozen };
}

export async function lawyerCall<T = unknown>(
  t: TestApp,
  lawyer: Pick<TestLawyer, 'token'>,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return (await call<T>(t.app, { method, url, token: lawyer.token, ...(payload ? { payload } : {}) })).body;
}

export async function requestWithdrawal(
  t: TestApp,
  lawyer: TestLawyer,
  amount: number,
  method: 'wechat' | 'bank' = 'wechat',
): Promise<WithdrawalDetail> {
  const reply = await lawyerCall<WithdrawalDetail>(t, lawyer, 'POST', API.withdrawals, { amount, method });
  if (reply.code !== 0) throw new Error(`withdrawal refused: ${reply.msg}`);
  return reply.data;
}

let operatorCounter = 0;

/** A signed-in operator (a fresh one each call: the two-person rule needs two). */
export async function signedInOperator(t: TestApp): Promise<{ id: number; token: string }> {
  const username = `wd${(operatorCounter += 1)}op`;
  const id = await createOperator(t.app, username, t.clock.now());
  return { id, token: await operatorToken(t.app, username) };
}

export function consoleCall<T = unknown>(
  t: TestApp,
  operator: { token: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return operatorCall<T>(t.app, {
    method,
    url,
    operatorToken: operator.token,
    ...(payload ? { payload } : {}),
  });
}
