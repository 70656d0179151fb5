import { API, type AdminWithdrawalDetail } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf } from '../../src/core/ledger/journal';
import { PayoutUnknownError, type SandboxPayoutProvider } from '../../src/providers/payout';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  balancesOf,
  consoleCall,
  creditAvailable,
  lawyerCall,
  requestWithdrawal,
  signedInOperator,
  withdrawingLawyer,
} from './withdrawal-fixtures';

let t: TestApp;
let operator: { id: number; token: string };
let sandbox: SandboxPayoutProvider;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
  sandbox = t.app.withdrawals.providers.sandbox!;
});
afterAll(async () => t.close());

const approve = (by: { token: string }, withdrawalNo: string) =>
  consoleCall<AdminWithdrawalDetail>(t, by, 'POST', API.admin.withdrawalApprove, {
    withdrawal_no: withdrawalNo,
  });

const withdrawalRow = (withdrawalNo: string) =>
  t.app.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('withdrawal_no', '=', withdrawalNo)
    .executeTakeFirstOrThrow();

const payOutsOf = async (withdrawalId: number) =>
  (
    await t.app.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('order_kind', '=', 'withdrawal')
      .where('order_id', '=', withdrawalId)
      .execute()
  ).map((row) => row.kind);

describe('withdrawals under concurrency and unclear answers', { timeout: 120_000 }, () => {
  it('lets one of 200 concurrent requests of one lawyer through, freezing its amount once', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 100_000);
    const replies = await Promise.all(
      Array.from({ length: 200 }, () =>
        lawyerCall(t, lawyer, 'POST', API.withdrawals, { amount: 60_000, method: 'wechat' }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(1);
    // The others are refused by the rules: one open at a time, or (read after the first froze its amount)
    // more than is left available.
    const refusals = new Set(replies.filter((reply) => reply.code !== 0).map((reply) => reply.msg));
    expect(refusals.has('已有进行中的提现，请等待处理完成')).toBe(true);
    for (const message of refusals) {
      expect(['已有进行中的提现，请等待处理完成', '可提现余额不足，最多可提现¥400.00']).toContain(message);
    }
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 40_000, frozen: 60_000 });
  });

  it('pays out once for 1,000 concurrent duplicate notifies of a confirmed transfer', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 30_000);
    const requested = await requestWithdrawal(t, lawyer, 30_000);
    await approve(operator, requested.withdrawal_no);
    const clearingBefore = await balanceOf(t.app.db, ACCOUNTS.payoutClearing('sandbox'));
    await sandbox.confirm(requested.withdrawal_no, 'confirm');
    const answers = await Promise.all(
      Array.from({ length: 1000 }, async () => {
        const notify = sandbox.sign(requested.withdrawal_no);
        const response = await t.app.inject({
          method: 'POST',
          url: `${API.payoutNotify}/sandbox`,
          headers: notify.headers as Record<string, string>,
          payload: notify.rawBody,
        });
        return response.statusCode;
      }),
    );
    expect(new Set(answers)).toEqual(new Set([204]));
    const row = await withdrawalRow(requested.withdrawal_no);
    expect(row.state).toBe('paid');
    expect((await payOutsOf(row.id)).filter((kind) => kind === 'pay_out')).toHaveLength(1);
    expect(await balanceOf(t.app.db, ACCOUNTS.payoutClearing('sandbox'))).toBe(clearingBefore + 30_000);
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 0, frozen: 0 });
  });

  it('refuses a notify with a wrong signature, and moves nothing', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 1_000);
    const requested = await requestWithdrawal(t, lawyer, 1_000);
    await approve(operator, requested.withdrawal_no);
    await sandbox.confirm(requested.withdrawal_no, 'confirm');
    const notify = sandbox.sign(requested.withdrawal_no);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API.payoutNotify}/sandbox`,
      headers: { ...(notify.headers as Record<string, string>), 'Lawbridge-Sandbox-Signature': 'AAAA' },
      payload: notify.rawBody,
    });
    expect(response.statusCode).toBe(500);
    expect((await withdrawalRow(requested.withdrawal_no)).state).toBe('waiting_confirmation');
  });

  it('keeps the two-person rule under parallel approvals', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 800_000);
    const requested = await requestWithdrawal(t, lawyer, 800_000);
    const first = await signedInOperator(t);
    const others: Array<{ id: number; token: string }> = [];
    // One after another: the console checks at most two passwords at a time.
    for (let index = 0; index < 4; index += 1) others.push(await signedInOperator(t));
    // The same operator many times at once: at most the first approval, never the second.
    await Promise.all(Array.from({ length: 10 }, () => approve(first, requested.withdrawal_no)));
    let row = await withdrawalRow(requested.withdrawal_no);
    expect(row.state).toBe('requested');
    expect(row.first_approved_by).toBe(first.id);
    // Several others at once: exactly one approval passes it, never by the first operator.
    const replies = await Promise.all(others.map((other) => approve(other, requested.withdrawal_no)));
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(1);
    row = await withdrawalRow(requested.withdrawal_no);
    expect(row.state).toBe('waiting_confirmation');
    expect(others.map((other) => other.id)).toContain(row.approved_by);
    const events = await t.app.db
      .selectFrom('order_events')
      .select(['transition', 'actor_id'])
      .where('order_kind', '=', 'withdrawal')
      .where('order_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.transition)).toEqual([
      'request',
      'first_approve',
      'approve',
      'await_confirmation',
    ]);
  });

  it('queries a bill whose creation timed out, and never issues it again under another number', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 9_000);
    const requested = await requestWithdrawal(t, lawyer, 9_000);
    const realCreate = sandbox.create.bind(sandbox);
    const create = vi.spyOn(sandbox, 'create').mockImplementationOnce(async (input) => {
      await realCreate(input);
      throw new PayoutUnknownError('sandbox', 'timeout after the party took the bill');
    });
    const query = vi.spyOn(sandbox, 'query');
    const approved = await approve(operator, requested.withdrawal_no);
    expect(approved.data.state).toBe('waiting_confirmation');
    expect(create).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(requested.withdrawal_no);
    create.mockRestore();
    query.mockRestore();
    const bills = await t.app.db
      .selectFrom('sandbox_payouts')
      .select('bill_no')
      .where('amount', '=', 9_000)
      .execute();
    expect(bills.map((bill) => bill.bill_no)).toEqual([requested.withdrawal_no]);
  });

  it('leaves a bill the party never got approved, and the query job sends it under the same number', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 8_000);
    const requested = await requestWithdrawal(t, lawyer, 8_000);
    const create = vi.spyOn(sandbox, 'create').mockImplementationOnce(async () => {
      throw new PayoutUnknownError('sandbox', 'connection reset before the party answered');
    });
    const approved = await approve(operator, requested.withdrawal_no);
    expect(approved.data.state).toBe('approved');
    create.mockRestore();
    await t.app.withdrawals.payouts.followOpenTransfers();
    expect((await withdrawalRow(requested.withdrawal_no)).state).toBe('approved');
    t.clock.advance(61_000);
    await t.app.withdrawals.payouts.followOpenTransfers();
    const row = await withdrawalRow(requested.withdrawal_no);
    expect([row.state, row.bill_no]).toEqual(['waiting_confirmation', requested.withdrawal_no]);
    const bills = await t.app.db
      .selectFrom('sandbox_payouts')
      .select('bill_no')
      .where('amount', '=', 8_000)
      .execute();
    expect(bills).toHaveLength(1);
  });

  it('fails a bill the party refused, funds back', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 7_000);
    const requested = await requestWithdrawal(t, lawyer, 7_000);
    const { PayoutRefusedError } = await import('../../src/providers/payout');
    const create = vi.spyOn(sandbox, 'create').mockImplementationOnce(async () => {
      throw new PayoutRefusedError('sandbox', 'NOT_ENOUGH', 'merchant balance too low');
    });
    const approved = await approve(operator, requested.withdrawal_no);
    create.mockRestore();
    expect(approved.data).toMatchObject({ state: 'failed', reason: '转账被拒绝（NOT_ENOUGH）' });
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 7_000, frozen: 0 });
  });
});
