import { API, type WithdrawalDetail, type WithdrawalList, type WithdrawalRules } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { postJournal } from '../../src/core/ledger/journal';
import { loginAs } from '../helpers/api';
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
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the 提现 page and payees', () => {
  it('binds the WeChat payee in the certified name and the law firm account, answered masked', async () => {
    const lawyer = await withdrawingLawyer(t, { payees: false, name: '欧阳明' });
    const before = await lawyerCall<WithdrawalRules>(t, lawyer, 'GET', API.withdrawalRules);
    expect(before.data.payees).toEqual({
      wechat: null,
      bank: null,
      wechat_bindable: true,
      wechat_sandbox: true,
    });
    const wechat = await lawyerCall(t, lawyer, 'POST', API.withdrawalWechatPayee);
    expect(wechat.data).toMatchObject({ real_name_masked: '**明' });
    const bank = await lawyerCall(t, lawyer, 'POST', API.withdrawalBankPayee, {
      account_name: '北京明德律师事务所',
      bank_name: '招商银行',
      account_no: '6214 8301 0000 5678',
    });
    expect(bank.data).toMatchObject({ account_no_masked: '**** 5678', bank_name: '招商银行' });
    expect(JSON.stringify(await lawyerCall(t, lawyer, 'GET', API.withdrawalBankPayee))).not.toContain(
      '621483010000',
    );
  });

  it('binds a simulated WeChat payee outside WeChat while the sandbox pays, and refuses a bad account number with code 1', async () => {
    const lawyer = await withdrawingLawyer(t, { payees: false });
    await t.app.db.updateTable('users').set({ openid: null }).where('id', '=', lawyer.userId).execute();
    const bound = await lawyerCall(t, lawyer, 'POST', API.withdrawalWechatPayee);
    expect(bound.code).toBe(0);
    const stored = await t.app.db
      .selectFrom('lawyer_payees')
      .select('openid')
      .where('lawyer_id', '=', lawyer.id)
      .executeTakeFirstOrThrow();
    expect(stored.openid).toBe(`sandbox-payee-${lawyer.id}`);
    const bad = await lawyerCall(t, lawyer, 'POST', API.withdrawalBankPayee, {
      account_name: '北京明德律师事务所',
      bank_name: '招商银行',
      account_no: '6214-abc',
    });
    expect([bad.code, bad.msg]).toEqual([1, '银行账号格式不正确']);
  });

  it('says what can be withdrawn now and why not', async () => {
    const lawyer = await withdrawingLawyer(t);
    const empty = (await lawyerCall<WithdrawalRules>(t, lawyer, 'GET', API.withdrawalRules)).data;
    expect(empty).toMatchObject({ available: 0, min_fen: 100, daily_cap_fen: 5_000_000, max_now: 0 });
    expect(empty.blocked_reason).toBe('可提现余额不足¥1.00');
    await creditAvailable(t, lawyer.id, 12_345);
    const rich = (await lawyerCall<WithdrawalRules>(t, lawyer, 'GET', API.withdrawalRules)).data;
    expect(rich).toMatchObject({
      available: 12_345,
      max_now: 12_345,
      blocked_reason: null,
      left_today: 5_000_000,
    });
  });

  it('refuses customers', async () => {
    const token = await loginAs(t.app, '13900001111');
    const reply = await lawyerCall(t, { token }, 'POST', API.withdrawals, { amount: 100, method: 'wechat' });
    expect([reply.code, reply.msg]).toEqual([7, '无权操作']);
  });
});

describe('requesting a withdrawal', () => {
  it('freezes the amount, shows it in 提现记录 and its detail, and allows one open at a time', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 50_000);
    const detail = await requestWithdrawal(t, lawyer, 20_000);
    expect(detail).toMatchObject({
      amount: 20_000,
      method: 'wechat',
      state: 'requested',
      state_label: '待审核',
      payee_text: '微信零钱 · *明',
      confirmation: null,
    });
    expect(detail.withdrawal_no).toMatch(/^W\d{16}$/);
    expect(detail.events.map((event) => event.transition)).toEqual(['request']);
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 30_000, frozen: 20_000 });

    const second = await lawyerCall(t, lawyer, 'POST', API.withdrawals, { amount: 100, method: 'bank' });
    expect([second.code, second.msg]).toEqual([7, '已有进行中的提现，请等待处理完成']);
    const list = await lawyerCall<WithdrawalList>(t, lawyer, 'GET', `${API.withdrawals}?page=1&page_size=10`);
    expect(list.data.list.map((item) => item.withdrawal_no)).toEqual([detail.withdrawal_no]);
    const rules = await lawyerCall<WithdrawalRules>(t, lawyer, 'GET', API.withdrawalRules);
    expect(rules.data).toMatchObject({ max_now: 0, requested_today: 20_000, left_today: 4_980_000 });
    expect(rules.data.open_withdrawal?.withdrawal_no).toBe(detail.withdrawal_no);
  });

  it('refuses below the minimum (code 1), above the balance, a negative balance, and past the daily cap', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 10_000);
    const small = await lawyerCall(t, lawyer, 'POST', API.withdrawals, { amount: 99, method: 'wechat' });
    expect([small.code, small.msg]).toEqual([1, '提现金额不能少于¥1.00']);
    const large = await lawyerCall(t, lawyer, 'POST', API.withdrawals, { amount: 10_001, method: 'wechat' });
    expect([large.code, large.msg]).toEqual([7, '可提现余额不足，最多可提现¥100.00']);

    const operator = await signedInOperator(t);
    await consoleCall(t, operator, 'POST', API.admin.withdrawalSettings, {
      withdrawal_min_fen: 100,
      withdrawal_daily_cap_fen: 5000,
      withdrawal_second_approval_fen: 500_000,
      withdrawal_auto_approve_below_fen: 0,
    });
    const capped = await lawyerCall(t, lawyer, 'POST', API.withdrawals, { amount: 5001, method: 'wechat' });
    expect([capped.code, capped.msg]).toEqual([7, '超出每日提现额度，今日还可提现¥50.00']);
    await consoleCall(t, operator, 'POST', API.admin.withdrawalSettings, {
      withdrawal_min_fen: 100,
      withdrawal_daily_cap_fen: 5_000_000,
      withdrawal_second_approval_fen: 500_000,
      withdrawal_auto_approve_below_fen: 0,
    });

    // A clawback larger than the balance (an appeal's refund after release).
    await postJournal(
      t.app.db,
      {
        kind: 'appeal_refund',
        entries: [
          { account: ACCOUNTS.lawyerAvailable(lawyer.id), amount: -15_000 },
          { account: ACCOUNTS.platformRevenue, amount: 15_000 },
        ],
      },
      t.clock.now(),
    );
    const negative = await lawyerCall(t, lawyer, 'POST', API.withdrawals, { amount: 100, method: 'wechat' });
    expect([negative.code, negative.msg]).toEqual([7, '账户余额为负（申诉退款扣回），暂不能提现']);
    const rules = await lawyerCall<WithdrawalRules>(t, lawyer, 'GET', API.withdrawalRules);
    expect(rules.data.blocked_reason).toBe('账户余额为负（申诉退款扣回），暂不能提现');
  });

  it('refuses a method without its payee', async () => {
    const lawyer = await withdrawingLawyer(t, { payees: false });
    await creditAvailable(t, lawyer.id, 10_000);
    const wechat = await lawyerCall(t, lawyer, 'POST', API.withdrawals, { amount: 1000, method: 'wechat' });
    expect(wechat.msg).toBe('请先绑定微信收款账户');
    const bank = await lawyerCall(t, lawyer, 'POST', API.withdrawals, { amount: 1000, method: 'bank' });
    expect(bank.msg).toBe('请先填写律所对公账户');
  });

  it('shows a lawyer only their own withdrawals', async () => {
    const owner = await withdrawingLawyer(t);
    const other = await withdrawingLawyer(t);
    await creditAvailable(t, owner.id, 1000);
    const detail = await requestWithdrawal(t, owner, 1000);
    const reply = await lawyerCall<WithdrawalDetail>(
      t,
      other,
      'GET',
      `${API.withdrawalDetail}?withdrawal_no=${detail.withdrawal_no}`,
    );
    expect([reply.code, reply.msg]).toEqual([7, '提现记录不存在']);
  });
});
