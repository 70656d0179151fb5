import { API, type AdminWithdrawalDetail, type WithdrawalDetail } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf } from '../../src/core/ledger/journal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestClock } from '../helpers/test-clock';
import { APPID, MCHID, wechatEnv, writeKeyFiles } from '../payment/wechat-pay-fixture';
import {
  PAYOUT_ENV,
  startWechatTransfer,
  type WechatTransferFixture,
} from '../payout/wechat-transfer-fixture';
import {
  balancesOf,
  consoleCall,
  creditAvailable,
  lawyerCall,
  requestWithdrawal,
  signedInOperator,
  withdrawingLawyer,
} from './withdrawal-fixtures';

let wx: WechatTransferFixture;
let t: TestApp;
let operator: { id: number; token: string };
beforeAll(async () => {
  wx = await startWechatTransfer();
  t = await createTestApp({
    env: { ...wechatEnv(writeKeyFiles(), { pay: wx.standIn.baseUrl }), ...PAYOUT_ENV },
    clock: createTestClock(Date.now()),
  });
  operator = await signedInOperator(t);
});
afterAll(async () => {
  await t.close();
  await wx.close();
});

const approve = (withdrawalNo: string) =>
  consoleCall<AdminWithdrawalDetail>(t, operator, 'POST', API.admin.withdrawalApprove, {
    withdrawal_no: withdrawalNo,
  });

async function postNotify(notify: { headers: Record<string, string>; rawBody: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API.payoutNotify}/wechat`,
    headers: notify.headers,
    payload: notify.rawBody,
  });
  return response.statusCode;
}

describe('微信零钱 through WeChat Pay 商家转账 (the stand-in)', { timeout: 60_000 }, () => {
  it('binds the WeChat payee only to an openid WeChat gave this app', async () => {
    const lawyer = await withdrawingLawyer(t, { payees: false });
    await t.app.db.updateTable('users').set({ openid: null }).where('id', '=', lawyer.userId).execute();
    const rules = await lawyerCall<{ payees: unknown }>(t, lawyer, 'GET', API.withdrawalRules);
    expect(rules.data.payees).toMatchObject({ wechat_bindable: false, wechat_sandbox: false });
    const refused = await lawyerCall(t, lawyer, 'POST', API.withdrawalWechatPayee);
    expect([refused.code, refused.msg]).toEqual([7, '请在微信内打开并授权后再绑定微信收款']);
    // So the page sends the browser through WeChat's silent OAuth first, back to itself.
    const returnUrl = 'http://localhost/#/pages/lawyer/wallet/payee';
    const launch = await lawyerCall<{ kind: string; authorize_url: string; state: string }>(
      t,
      lawyer,
      'POST',
      API.withdrawalWechatAuthorize,
      { return_url: returnUrl },
    );
    expect(launch.data.kind).toBe('wechat_oauth');
    const authorize = new URL(launch.data.authorize_url);
    expect(authorize.searchParams.get('appid')).toBe(APPID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(returnUrl);
    expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
    expect(authorize.searchParams.get('state')).toBe(launch.data.state);
    const foreign = await lawyerCall(t, lawyer, 'POST', API.withdrawalWechatAuthorize, {
      return_url: 'https://elsewhere.example/#/pages/lawyer/wallet/payee',
    });
    expect([foreign.code, foreign.msg]).toEqual([7, '页面地址不属于本站']);
  });

  it('hands the lawyer the requestMerchantTransfer parameters, then pays once the notify is confirmed by a query', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 30_000);
    const requested = await requestWithdrawal(t, lawyer, 30_000);
    const approved = await approve(requested.withdrawal_no);
    expect(approved.data).toMatchObject({ state: 'waiting_confirmation', provider: 'wechat' });
    const detail = (
      await lawyerCall<WithdrawalDetail>(
        t,
        lawyer,
        'GET',
        `${API.withdrawalDetail}?withdrawal_no=${requested.withdrawal_no}`,
      )
    ).data;
    expect(detail.confirmation).toMatchObject({ kind: 'wechat', mchId: MCHID, appId: APPID });
    expect(detail.confirmation?.kind === 'wechat' && detail.confirmation.package.length).toBeGreaterThan(0);

    const notify = wx.transfers.move(requested.withdrawal_no, 'SUCCESS', t.clock.now());
    expect(await postNotify(notify)).toBeLessThan(300);
    expect(await postNotify(notify)).toBeLessThan(300);
    const paid = (
      await lawyerCall<WithdrawalDetail>(
        t,
        lawyer,
        'GET',
        `${API.withdrawalDetail}?withdrawal_no=${requested.withdrawal_no}`,
      )
    ).data;
    expect(paid.state).toBe('paid');
    expect(await balanceOf(t.app.db, ACCOUNTS.payoutClearing('wechat'))).toBe(30_000);
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 0, frozen: 0 });
  });

  it('queries a bill whose 发起转账 answered 500, and sends it again only under its own number', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 12_000);
    const requested = await requestWithdrawal(t, lawyer, 12_000);
    wx.transfers.failNextCreate = 'error';
    const approved = await approve(requested.withdrawal_no);
    expect(approved.data.state).toBe('waiting_confirmation');
    // Sent again only under its own number, to get the package the lost answer carried: one transfer at WeChat Pay.
    const creates = wx.transfers.creates.filter((create) => create.out_bill_no === requested.withdrawal_no);
    expect(creates).toHaveLength(2);
    expect(
      [...wx.transfers.bills.keys()].filter((billNo) => billNo === requested.withdrawal_no),
    ).toHaveLength(1);
    const detail = (
      await lawyerCall<WithdrawalDetail>(
        t,
        lawyer,
        'GET',
        `${API.withdrawalDetail}?withdrawal_no=${requested.withdrawal_no}`,
      )
    ).data;
    expect(detail.confirmation).toMatchObject({ kind: 'wechat', mchId: MCHID });
  });

  it('cancels an unconfirmed transfer at WeChat Pay; the money comes back once WeChat Pay says it is cancelled', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 5_000);
    const requested = await requestWithdrawal(t, lawyer, 5_000);
    await approve(requested.withdrawal_no);
    const cancelling = await consoleCall(t, operator, 'POST', API.admin.withdrawalCancel, {
      withdrawal_no: requested.withdrawal_no,
    });
    expect([cancelling.code, cancelling.msg]).toEqual([7, '已向支付平台申请撤销，撤销完成后金额退回律师']);
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 0, frozen: 5_000 });
    expect(
      await postNotify(wx.transfers.move(requested.withdrawal_no, 'CANCELLED', t.clock.now())),
    ).toBeLessThan(300);
    const detail = (
      await lawyerCall<WithdrawalDetail>(
        t,
        lawyer,
        'GET',
        `${API.withdrawalDetail}?withdrawal_no=${requested.withdrawal_no}`,
      )
    ).data;
    expect(detail.state).toBe('cancelled');
    expect(await balancesOf(t, lawyer.id)).toEqual({ available: 5_000, frozen: 0 });
  });
});
