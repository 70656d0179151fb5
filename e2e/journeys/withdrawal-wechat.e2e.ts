import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WechatTransferStandIn } from '../../apps/server/test/payout/wechat-transfer-stand-in';
import { apiWith, demoOperatorPassword, type Api } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { openSignedIn, signInByApi } from '../support/session';
import { WECHAT_APPID, WECHAT_USER_AGENT, type WechatProduct } from '../support/wechat-stand-ins';
import {
  authorizeInWechat,
  operatorApi,
  releasedIncome,
  startWithdrawalProduct,
  titled,
  withdrawalState,
  confirmationShown,
} from '../support/withdrawal-world';
import { moveClock } from '../support/movable-product';

const journey = 'withdrawal-wechat';
/** A demo lawyer taking orders whom no other journey signs in as. */
const LAWYER_PHONE = '13900000072';
const OPENID = 'o-e2e-lawyer-transfer-0072';
const MCHID = '1900000109';

interface RecordedCall {
  name: string;
  params: { mchId: string; appId: string; package: string };
}

/** WeChat's bridge in the page: records what the app asks and answers that the payee confirmed (proving nothing). */
function fakeWeixinJSBridge() {
  const calls: unknown[] = [];
  Object.assign(window, {
    __wxcalls: calls,
    WeixinJSBridge: {
      invoke(name: string, params: object, callback: (result: { err_msg: string }) => void) {
        calls.push({ name, params });
        setTimeout(() => callback({ err_msg: `${name}:ok` }), 300);
      },
    },
  });
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wxcalls: RecordedCall[] }).__wxcalls);

describe('inside WeChat a transfer through WeChat Pay 商家转账 is confirmed with requestMerchantTransfer', () => {
  const phone = useBrowser('phone', { userAgent: WECHAT_USER_AGENT });
  let wechat: WechatProduct;
  let transfers: WechatTransferStandIn;
  let baseUrl = '';
  let lawyerToken = '';
  let lawyer: Api;
  let available = 0;
  let withdrawalNo = '';

  beforeAll(async () => {
    wechat = await startWithdrawalProduct('wechat');
    transfers = new WechatTransferStandIn(wechat.pay);
    baseUrl = wechat.product.baseUrl;
    const session = await signInByApi(baseUrl, LAWYER_PHONE);
    lawyerToken = session.token;
    lawyer = apiWith(baseUrl, { 'x-token': lawyerToken });
    available = await releasedIncome(wechat, { token: lawyerToken, uuid: session.uuid });
    await authorizeInWechat(wechat, lawyerToken, OPENID);
    await lawyer('POST', '/api/v1/lawyer/withdrawal/payee/wechat', {});
  }, 180_000);
  afterAll(async () => wechat?.stop());

  it('the lawyer asks for everything available to 微信零钱; an operator approves; WeChat Pay waits for the payee', async () => {
    const { page, context } = phone();
    await context.addInitScript(fakeWeixinJSBridge);
    await openSignedIn(page, baseUrl, lawyerToken, 'lawyer', '/pages/lawyer/wallet/withdraw');
    await titled(page, '提现');
    const methods = page.getByRole('radiogroup', { name: '提现方式' });
    await methods.getByRole('radio', { name: /微信零钱/ }).tap();
    await page.getByRole('button', { name: '全部提现' }).tap();
    await page.getByRole('button', { name: '申请提现' }).tap();
    await titled(page, '提现详情');
    withdrawalNo = /no=(W\d{16})/.exec(decodeURIComponent(page.url()))?.[1] ?? '';
    expect(withdrawalNo).toMatch(/^W\d{16}$/);

    // Below the two-person threshold one operator's approval submits the bill to WeChat Pay.
    const operator = await operatorApi(baseUrl, 'admin', demoOperatorPassword(wechat.product.dataDir));
    await operator('POST', '/api/v1/admin/withdrawals-action/approve', { withdrawal_no: withdrawalNo });
    await expect.poll(() => transfers.bills.size, { timeout: 30_000 }).toBe(1);
    const bill = [...transfers.bills.values()][0]!;
    expect(bill).toMatchObject({ openid: OPENID, transfer_amount: available, state: 'WAIT_USER_CONFIRM' });
    await expect
      .poll(() => withdrawalState(lawyer, withdrawalNo), { timeout: 30_000 })
      .toBe('waiting_confirmation');
  });

  it('确认收款 hands WeChat the bill’s package; the page waits for the server, which says paid once WeChat Pay does', async () => {
    const { page } = phone();
    const confirm = await confirmationShown(page);
    await snap(page, journey, '01-waiting-confirmation-in-wechat');
    await confirm.getByRole('button', { name: '确认收款' }).tap();

    await expect.poll(async () => (await bridgeCalls(page)).length).toBe(1);
    const [call] = await bridgeCalls(page);
    const bill = [...transfers.bills.values()][0]!;
    expect(call).toEqual({
      name: 'requestMerchantTransfer',
      params: { mchId: MCHID, appId: WECHAT_APPID, package: bill.package_info },
    });
    // The bridge said ok: that proves nothing, the page keeps asking the server.
    await confirm.getByRole('button', { name: /正在确认收款结果/ }).waitFor();
    await snap(page, journey, '02-confirming-after-wechat-page');
    expect(await withdrawalState(lawyer, withdrawalNo)).toBe('waiting_confirmation');

    // WeChat Pay finishes the transfer and notifies; the server queries the bill and records it paid.
    // Signed at the product's time (its clock was moved past the hold): a notify outside 5 minutes is refused.
    const notify = transfers.move(bill.out_bill_no, 'SUCCESS', await moveClock(baseUrl, 0));
    const answer = await fetch(`${baseUrl}/api/v1/withdrawal/notify/wechat`, {
      method: 'POST',
      headers: notify.headers,
      body: notify.rawBody,
    });
    expect(answer.status).toBeLessThan(300);
    await page
      .locator('header[aria-label="提现状态"]')
      .getByRole('heading', { name: '已到账' })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole('region', { name: '确认收款' }).count()).toBe(0);
    await snap(page, journey, '03-paid-in-wechat');
    const wallet = await lawyer<{ available: number; frozen: number; total_withdrawn: number }>(
      'GET',
      '/api/v1/lawyer/wallet',
    );
    expect(wallet).toMatchObject({ available: 0, frozen: 0, total_withdrawn: available });
  });
});
