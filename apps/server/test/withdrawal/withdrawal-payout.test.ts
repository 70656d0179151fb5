import {
  API,
  type AdminWithdrawalDetail,
  type AdminWithdrawalFigures,
  type AdminWithdrawalItem,
  type NotificationPage,
  type Page,
  type SandboxPayoutBill,
  type WithdrawalDetail,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf } from '../../src/core/ledger/journal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  balancesOf,
  consoleCall,
  creditAvailable,
  lawyerCall,
  requestWithdrawal,
  signedInOperator,
  withdrawingLawyer,
  type TestLawyer,
} from './withdrawal-fixtures';

const HOUR = 3_600_000;

let t: TestApp;
let operator: { id: number; token: string };
let second: { id: number; token: string };
/** Operators signed in now (again after the clock moved past a session's 12 hours). */
async function signInOperators() {
  operator = await signedInOperator(t);
  second = await signedInOperator(t);
}
beforeAll(async () => {
  t = await createTestApp();
  await signInOperators();
});
afterAll(async () => t.close());

const approve = (by: { token: string }, withdrawalNo: string) =>
  consoleCall<AdminWithdrawalDetail>(t, by, 'POST', API.admin.withdrawalApprove, {
    withdrawal_no: withdrawalNo,
  });

const detailOf = async (lawyer: TestLawyer, withdrawalNo: string) =>
  (
    await lawyerCall<WithdrawalDetail>(
      t,
      lawyer,
      'GET',
      `${API.withdrawalDetail}?withdrawal_no=${withdrawalNo}`,
    )
  ).data;

const notices = async (lawyer: TestLawyer) =>
  (await lawyerCall<NotificationPage>(t, lawyer, 'GET', API.notifications)).data.list.map(
    (item) => item.title,
  );

async function approvedWechat(amount = 30_000) {
  const lawyer = await withdrawingLawyer(t);
  await creditAvailable(t, lawyer.id, 50_000);
  const requested = await requestWithdrawal(t, lawyer, amount);
  const approved = await approve(operator, requested.withdrawal_no);
  expect(approved.code).toBe(0);
  return { lawyer, withdrawalNo: requested.withdrawal_no };
}

describe('微信零钱 through the sandbox', () => {
  it('approves, waits for the lawyer on 模拟确认收款, and pays out once confirmed', async () => {
    const { lawyer, withdrawalNo } = await approvedWechat();
    const waiting = await detailOf(lawyer, withdrawalNo);
    expect(waiting).toMatchObject({
      state: 'waiting_confirmation',
      state_label: '待确认收款',
      confirmation: { kind: 'sandbox', confirm_url: `/pages/lawyer/wallet/confirm?bill_no=${withdrawalNo}` },
      confirm_before: t.clock.now() + 24 * HOUR,
    });
    expect(await notices(lawyer)).toContain('请确认收款');
    const bill = await lawyerCall<SandboxPayoutBill>(
      t,
      lawyer,
      'GET',
      `${API.payoutSandbox}?bill_no=${withdrawalNo}`,
    );
    expect(bill.data).toMatchObject({ amount: 30_000, state: 'wait_user_confirm', real_name_masked: '*明' });

    const confirmed = await lawyerCall<WithdrawalDetail>(t, lawyer, 'POST', API.payoutSandbox, {
      bill_no: withdrawalNo,
      decision: 'confirm',
    });
    expect(confirmed.data).toMatchObject({ state: 'paid', state_label: '已到账', confirmation: null });
    expect(confirmed.data.events.map((event) => event.transition)).toEqual([
      'request',
      'approve',
      'await_confirmation',
      'pay',
    ]);
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 20_000, frozen: 0 });
    expect(await balanceOf(t.app.db, ACCOUNTS.payoutClearing('sandbox'))).toBeGreaterThanOrEqual(30_000);
    expect(await notices(lawyer)).toContain('提现已到账');
    const again = await lawyerCall(t, lawyer, 'POST', API.payoutSandbox, {
      bill_no: withdrawalNo,
      decision: 'confirm',
    });
    expect([again.code, again.msg]).toEqual([7, '该转账已处理，无法再确认']);
  });

  it('shows and confirms a sandbox bill only to its own lawyer', async () => {
    const { withdrawalNo } = await approvedWechat();
    const other = await withdrawingLawyer(t);
    const seen = await lawyerCall(t, other, 'GET', `${API.payoutSandbox}?bill_no=${withdrawalNo}`);
    expect([seen.code, seen.msg]).toEqual([7, '转账单不存在']);
    const confirmed = await lawyerCall(t, other, 'POST', API.payoutSandbox, {
      bill_no: withdrawalNo,
      decision: 'confirm',
    });
    expect([confirmed.code, confirmed.msg]).toEqual([7, '转账单不存在']);
    expect((await t.app.withdrawals.providers.sandbox!.query(withdrawalNo)).state).toBe('wait_user_confirm');
  });

  it('gives the money back when the lawyer declines on the sandbox page', async () => {
    const { lawyer, withdrawalNo } = await approvedWechat();
    const declined = await lawyerCall<WithdrawalDetail>(t, lawyer, 'POST', API.payoutSandbox, {
      bill_no: withdrawalNo,
      decision: 'decline',
    });
    expect(declined.data.state).toBe('cancelled');
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 50_000, frozen: 0 });
  });

  it('reminds after 12 h and cancels after 24 h without confirmation, funds back', async () => {
    const { lawyer, withdrawalNo } = await approvedWechat();
    t.clock.advance(12 * HOUR + 1000);
    await t.app.timers.runDue();
    expect(await notices(lawyer)).toContain('提现待确认收款');
    expect((await detailOf(lawyer, withdrawalNo)).state).toBe('waiting_confirmation');
    t.clock.advance(12 * HOUR);
    await t.app.timers.runDue();
    const expired = await detailOf(lawyer, withdrawalNo);
    expect(expired.state).toBe('cancelled');
    expect(expired.events.map((event) => event.transition).slice(-2)).toEqual(['remind', 'expire']);
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 50_000, frozen: 0 });
    await signInOperators();
  });

  it('lets an operator cancel an unconfirmed transfer (audited)', async () => {
    const { lawyer, withdrawalNo } = await approvedWechat();
    const cancelled = await consoleCall<AdminWithdrawalDetail>(
      t,
      operator,
      'POST',
      API.admin.withdrawalCancel,
      {
        withdrawal_no: withdrawalNo,
      },
    );
    expect(cancelled.data.state).toBe('cancelled');
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 50_000, frozen: 0 });
    const log = await consoleCall<{ list: Array<{ action: string; target: string }> }>(
      t,
      operator,
      'GET',
      `${API.admin.auditLog}?action=withdrawal.cancel`,
    );
    expect(log.data.list.map((entry) => entry.target)).toContain(`withdrawal:${withdrawalNo}`);
    const again = await consoleCall(t, operator, 'POST', API.admin.withdrawalCancel, {
      withdrawal_no: withdrawalNo,
    });
    expect([again.code, again.msg]).toEqual([7, '只有待确认收款的转账可以撤销']);
  });
});

describe('the console decisions', () => {
  it('rejects with a preset reason the lawyer sees, funds back', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 10_000);
    const requested = await requestWithdrawal(t, lawyer, 10_000);
    const rejected = await consoleCall<AdminWithdrawalDetail>(
      t,
      operator,
      'POST',
      API.admin.withdrawalReject,
      {
        withdrawal_no: requested.withdrawal_no,
        reason: 'payee_invalid',
        text: '户名与实名不一致',
      },
    );
    expect(rejected.data).toMatchObject({ state: 'rejected', reason: '收款信息有误：户名与实名不一致' });
    expect((await detailOf(lawyer, requested.withdrawal_no)).reason).toBe('收款信息有误：户名与实名不一致');
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 10_000, frozen: 0 });
    expect(await notices(lawyer)).toContain('提现未通过审核');
    const sms = await t.app.db
      .selectFrom('sms_outbox')
      .innerJoin('notifications', 'notifications.id', 'sms_outbox.notification_id')
      .select(['sms_outbox.template', 'sms_outbox.params'])
      .where('notifications.user_id', '=', lawyer.userId)
      .execute();
    expect(sms.map((row) => [row.template, JSON.parse(row.params).order_no])).toEqual([
      ['lawyer_withdrawal_result', requested.withdrawal_no],
    ]);
    const other = await consoleCall(t, operator, 'POST', API.admin.withdrawalReject, {
      withdrawal_no: requested.withdrawal_no,
      reason: 'other',
    });
    expect([other.code, other.msg]).toEqual([1, '选择其他原因时请填写驳回说明']);
  });

  it('needs a second operator above the threshold; the first cannot give it', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 600_000);
    const requested = await requestWithdrawal(t, lawyer, 600_000);
    const first = await approve(operator, requested.withdrawal_no);
    expect(first.data).toMatchObject({
      state: 'requested',
      needs_second_approval: true,
      actions: ['reject'],
    });
    const same = await approve(operator, requested.withdrawal_no);
    expect([same.code, same.msg]).toEqual([7, '金额超过双人复核额度，需由另一位运营复核通过']);
    const seen = await consoleCall<AdminWithdrawalDetail>(
      t,
      second,
      'GET',
      `${API.admin.withdrawals}/${requested.withdrawal_no}`,
    );
    expect(seen.data.actions).toEqual(['approve', 'reject']);
    const approved = await approve(second, requested.withdrawal_no);
    expect(approved.data.state).toBe('waiting_confirmation');
  });

  it('pays a bank transfer by hand: processing until marked paid with the receipt number', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 20_000);
    const requested = await requestWithdrawal(t, lawyer, 20_000, 'bank');
    expect(requested.payee_text).toBe('招商银行北京分行 · 北京明德律师事务所 · **** 1234');
    const approved = await approve(operator, requested.withdrawal_no);
    expect(approved.data).toMatchObject({
      state: 'processing',
      provider: 'manual',
      actions: ['pay', 'fail'],
    });
    expect(approved.data.payee).toMatchObject({ kind: 'bank', account_no: '6214830100001234' });
    const paid = await consoleCall<AdminWithdrawalDetail>(t, operator, 'POST', API.admin.withdrawalMark, {
      withdrawal_no: requested.withdrawal_no,
      outcome: 'paid',
      receipt_no: 'HD2025030100017',
    });
    expect(paid.data).toMatchObject({ state: 'paid', party_bill_no: 'HD2025030100017' });
    expect(await balanceOf(t.app.db, ACCOUNTS.payoutClearing('manual'))).toBe(20_000);
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 0, frozen: 0 });
  });

  it('records a failed bank transfer with its reason, funds back; a WeChat one cannot be marked', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 20_000);
    const requested = await requestWithdrawal(t, lawyer, 20_000, 'bank');
    await approve(operator, requested.withdrawal_no);
    const failed = await consoleCall<AdminWithdrawalDetail>(t, operator, 'POST', API.admin.withdrawalMark, {
      withdrawal_no: requested.withdrawal_no,
      outcome: 'failed',
      reason: '账户已销户',
    });
    expect(failed.data).toMatchObject({ state: 'failed', reason: '账户已销户' });
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 20_000, frozen: 0 });
    const { withdrawalNo } = await approvedWechat();
    const wrong = await consoleCall(t, operator, 'POST', API.admin.withdrawalMark, {
      withdrawal_no: withdrawalNo,
      outcome: 'paid',
      receipt_no: 'HD1',
    });
    expect(wrong.code).toBe(1);
    const notManual = await consoleCall(t, operator, 'POST', API.admin.withdrawalMark, {
      withdrawal_no: withdrawalNo,
      outcome: 'paid',
      receipt_no: 'HD20250301',
    });
    expect([notManual.code, notManual.msg]).toEqual([7, '只有对公转账可以登记打款结果']);
  });

  it('lists and filters the queue, exports CSV, and counts the dashboard figures', async () => {
    const lawyer = await withdrawingLawyer(t, { name: '查询律师' });
    await creditAvailable(t, lawyer.id, 7_000);
    const requested = await requestWithdrawal(t, lawyer, 7_000, 'bank');
    const queue = await consoleCall<Page<AdminWithdrawalItem>>(
      t,
      operator,
      'GET',
      `${API.admin.withdrawals}?state=requested&keyword=${encodeURIComponent('查询')}`,
    );
    expect(queue.data.list.map((item) => item.withdrawal_no)).toEqual([requested.withdrawal_no]);
    const figures = await consoleCall<AdminWithdrawalFigures>(
      t,
      operator,
      'GET',
      API.admin.withdrawalFigures,
    );
    expect(figures.data.waiting_approval).toBeGreaterThanOrEqual(1);
    expect(figures.data.paid_today).toBeGreaterThanOrEqual(1);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${API.admin.withdrawalExport}?keyword=${encodeURIComponent('查询')}`,
      headers: { 'x-operator-token': operator.token },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toContain(`${requested.withdrawal_no},查询律师,`);
    expect(csv.body).toContain('70.00,对公转账（律所账户）,待审核');
  });

  it('keeps the rules in settings, edited with an audit entry; refuses inconsistent ones', async () => {
    const body = {
      withdrawal_min_fen: 200,
      withdrawal_daily_cap_fen: 1_000_000,
      withdrawal_second_approval_fen: 300_000,
      withdrawal_auto_approve_below_fen: 0,
    };
    const saved = await consoleCall(t, operator, 'POST', API.admin.withdrawalSettings, body);
    expect(saved.data).toEqual(body);
    const bad = await consoleCall(t, operator, 'POST', API.admin.withdrawalSettings, {
      ...body,
      withdrawal_min_fen: 2_000_000,
    });
    expect([bad.code, bad.msg]).toEqual([1, '最低提现金额不能大于每日提现上限']);
    const log = await consoleCall<{ list: unknown[] }>(
      t,
      operator,
      'GET',
      `${API.admin.auditLog}?action=config.withdrawal`,
    );
    expect(log.data.list.length).toBe(1);
    await consoleCall(t, operator, 'POST', API.admin.withdrawalSettings, {
      ...body,
      withdrawal_min_fen: 100,
      withdrawal_daily_cap_fen: 5_000_000,
      withdrawal_second_approval_fen: 500_000,
    });
  });

  it('auto-approves a request below the auto-approval amount', async () => {
    const rules = {
      withdrawal_min_fen: 100,
      withdrawal_daily_cap_fen: 5_000_000,
      withdrawal_second_approval_fen: 500_000,
    };
    await consoleCall(t, operator, 'POST', API.admin.withdrawalSettings, {
      ...rules,
      withdrawal_auto_approve_below_fen: 10_000,
    });
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 20_000);
    const small = await requestWithdrawal(t, lawyer, 5_000);
    expect(small.state).toBe('waiting_confirmation');
    expect(small.events.find((event) => event.transition === 'approve')?.actor).toBe('system');
    await consoleCall(t, operator, 'POST', API.admin.withdrawalSettings, {
      ...rules,
      withdrawal_auto_approve_below_fen: 0,
    });
  });
});
