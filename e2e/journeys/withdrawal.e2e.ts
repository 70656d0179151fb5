import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWith, type Api } from '../support/api';
import { snap, snapAt320, useBrowser } from '../support/browser';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn, signInByApi } from '../support/session';
import { WECHAT_USER_AGENT, type WechatProduct } from '../support/wechat-stand-ins';
import { yuan } from '../support/h5';
import {
  authorizeInWechat,
  DAY_MS,
  finishedOrder,
  startWithdrawalProduct,
  titled,
  twoOperators,
  withdrawalState,
  confirmationShown,
} from '../support/withdrawal-world';
import { moveClock } from '../support/movable-product';

const journey = 'withdrawal';
/** A demo lawyer taking orders whom no other journey signs in as. */
const LAWYER_PHONE = '13900000071';
/** 50.00 元 of the 55.20 元 one 图文咨询 earns: above the two-person threshold set here (10.00 元). */
const AMOUNT = 5_000;

interface Wallet {
  available: number;
  pending: number;
  frozen: number;
  total_withdrawn: number;
  hold_days: number;
  next_release_at: number | null;
  entries: { list: Array<{ order_no: string | null; withdrawal_no: string | null; released: boolean }> };
}

const figure = (page: Page, name: string) =>
  page
    .getByRole('region', { name: '钱包余额' })
    .getByText(name, { exact: true })
    .locator('xpath=following-sibling::dd');

async function fitsSideways(page: Page) {
  expect(await sidewaysOverflow(page)).toBe(0);
}

/** The page at 320 px too: nothing to scroll sideways, and a picture of it; then back to 375 px. */
const alsoAt320 = (page: Page, step: string) => snapAt320(page, journey, step);

describe('a lawyer’s income is released after the hold and withdrawn to 微信零钱 (sandbox payout)', () => {
  const phone = useBrowser('phone', { userAgent: WECHAT_USER_AGENT });
  let wechat: WechatProduct;
  let baseUrl = '';
  let lawyer: Api;
  let lawyerToken = '';
  let first: Api;
  let second: Api;
  let orderNo = '';
  let before: Wallet;
  let withdrawalNo = '';

  beforeAll(async () => {
    wechat = await startWithdrawalProduct('sandbox');
    baseUrl = wechat.product.baseUrl;
    const session = await signInByApi(baseUrl, LAWYER_PHONE);
    lawyerToken = session.token;
    lawyer = apiWith(baseUrl, { 'x-token': lawyerToken });
    before = await lawyer<Wallet>('GET', '/api/v1/lawyer/wallet');
    orderNo = (await finishedOrder(wechat, { token: lawyerToken, uuid: session.uuid })).orderNo;
    // Inside WeChat the app once went through WeChat's OAuth: the server holds the lawyer's openid.
    await authorizeInWechat(wechat, lawyerToken, 'o-e2e-lawyer-withdrawal-0071');
  }, 180_000);
  afterAll(async () => wechat?.stop());

  it('钱包明细 shows the new income as 待结算 with its release date', async () => {
    const { page } = phone();
    const held = await lawyer<Wallet>('GET', '/api/v1/lawyer/wallet');
    expect(held.pending).toBeGreaterThan(before.pending);
    await openSignedIn(page, baseUrl, lawyerToken, 'lawyer', '/pages/lawyer/wallet/list');
    await titled(page, '钱包明细');
    await expect.poll(() => figure(page, '待结算').textContent()).toBe(yuan(held.pending));
    await page.getByText(`${held.hold_days}天后转为可提现`).waitFor();
    const entry = page
      .getByRole('list', { name: '钱包明细' })
      .getByRole('button', { name: new RegExp(orderNo) });
    await entry.getByText(/\d{4}-\d{2}-\d{2} 可提现/).waitFor();
    await fitsSideways(page);
    await snap(page, journey, '01-wallet-income-held');
    // The entry opens its order; back returns to the wallet.
    await entry.tap();
    await titled(page, '律师服务详情');
    await page.goBack();
    await titled(page, '钱包明细');
  });

  it('after the hold days the release job makes it 可提现', async () => {
    const { page } = phone();
    const held = await lawyer<Wallet>('GET', '/api/v1/lawyer/wallet');
    await moveClock(baseUrl, (held.hold_days + 1) * DAY_MS);
    await expect
      .poll(async () => (await lawyer<Wallet>('GET', '/api/v1/lawyer/wallet')).pending, { timeout: 30_000 })
      .toBe(0);
    const released = await lawyer<Wallet>('GET', '/api/v1/lawyer/wallet');
    expect(released.available).toBe(held.available + held.pending);
    // Operators sign in now (a session of before the clock moved would have expired); two of them approve
    // anything above 10.00 元 (the default threshold is 5,000.00 元).
    [first, second] = await twoOperators(wechat.product);
    await first('POST', '/api/v1/admin/withdrawal-settings', {
      withdrawal_min_fen: 100,
      withdrawal_daily_cap_fen: 5_000_000,
      withdrawal_second_approval_fen: 1_000,
      withdrawal_auto_approve_below_fen: 0,
    });
    await page.reload();
    await titled(page, '钱包明细');
    await expect.poll(() => figure(page, '待结算').textContent()).toBe('0.00');
    await page.getByText(yuan(released.available), { exact: true }).first().waitFor();
    const entry = page
      .getByRole('list', { name: '钱包明细' })
      .getByRole('button', { name: new RegExp(orderNo) });
    await entry.getByText('已可提现').waitFor();
    await snap(page, journey, '02-wallet-income-released');
  });

  it('the lawyer binds 微信零钱 on 收款账户 and asks for 50.00 元 on 提现', async () => {
    const { page } = phone();
    await page
      .getByRole('region', { name: '钱包余额' })
      .getByRole('button', { name: '提现', exact: true })
      .tap();
    await titled(page, '提现');
    const methods = page.getByRole('radiogroup', { name: '提现方式' });
    await methods.getByRole('radio', { name: /微信零钱/ }).tap();
    await methods.getByText('未绑定微信收款').waitFor();
    await snap(page, journey, '03-withdraw-wechat-unbound');
    await methods.getByRole('button', { name: '去绑定' }).tap();
    await titled(page, '收款账户');
    // The sandbox pays 微信零钱 here: the binding says so, and where receipt will be confirmed.
    await page.getByText(/当前为模拟环境，无需微信授权/).waitFor();
    await page.getByRole('button', { name: '绑定模拟微信收款' }).tap();
    await page.getByText(/已绑定，收款人 \S+（认证实名）。当前为模拟环境/).waitFor();
    await fitsSideways(page);
    await snap(page, journey, '04-payee-wechat-bound');
    await page.goBack();
    await titled(page, '提现');

    await methods.getByRole('radio', { name: /微信零钱/ }).tap();
    await methods.getByText(/收款人 \S+/).waitFor();
    await page.getByRole('textbox', { name: '提现金额（元）' }).fill(yuan(AMOUNT));
    await fitsSideways(page);
    await snap(page, journey, '05-withdraw-filled');
    await alsoAt320(page, '05-withdraw-filled');
    await page.getByRole('button', { name: '申请提现' }).tap();
    await titled(page, '提现详情');
    const header = page.locator('header[aria-label="提现状态"]');
    await header.getByText('待审核').waitFor();
    await header.getByText(`¥${yuan(AMOUNT)}`).waitFor();
    withdrawalNo = /no=(W\d{16})/.exec(decodeURIComponent(page.url()))?.[1] ?? '';
    expect(withdrawalNo).toMatch(/^W\d{16}$/);
    const frozen = await lawyer<Wallet>('GET', '/api/v1/lawyer/wallet');
    expect(frozen.frozen).toBe(AMOUNT);
    await snap(page, journey, '06-withdrawal-requested');
  });

  it('two operators approve it (the first cannot give the second approval); it waits for the lawyer’s confirmation', async () => {
    await first('POST', '/api/v1/admin/withdrawals-action/approve', { withdrawal_no: withdrawalNo });
    await expect(
      first('POST', '/api/v1/admin/withdrawals-action/approve', { withdrawal_no: withdrawalNo }),
    ).rejects.toThrow();
    expect(await withdrawalState(lawyer, withdrawalNo)).toBe('requested');
    await second('POST', '/api/v1/admin/withdrawals-action/approve', { withdrawal_no: withdrawalNo });
    await expect
      .poll(() => withdrawalState(lawyer, withdrawalNo), { timeout: 30_000 })
      .toBe('waiting_confirmation');
  });

  it('the lawyer confirms on the 模拟确认收款 page and the withdrawal is paid', async () => {
    const { page } = phone();
    const confirm = await confirmationShown(page);
    await snap(page, journey, '07-withdrawal-waiting-confirmation');
    await confirm.getByRole('button', { name: '去确认收款' }).tap();
    await titled(page, '模拟确认收款');
    await page.getByText(`¥${yuan(AMOUNT)}`).waitFor();
    await fitsSideways(page);
    await snap(page, journey, '08-sandbox-confirm');
    await alsoAt320(page, '08-sandbox-confirm');
    await page.getByRole('button', { name: '确认收款' }).tap();
    await titled(page, '提现详情');
    await page
      .locator('header[aria-label="提现状态"]')
      .getByRole('heading', { name: '已到账' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: '进度' }).getByText('已到账').waitFor();
    await snap(page, journey, '09-withdrawal-paid');
    await alsoAt320(page, '09-withdrawal-paid');
  });

  it('提现记录 and 钱包明细 show it paid', async () => {
    const { page } = phone();
    // The detail took the 提现 page's place and the confirmation page went back to it: back is the wallet.
    await page.goBack();
    await titled(page, '钱包明细');
    const wallet = await lawyer<Wallet>('GET', '/api/v1/lawyer/wallet');
    expect(wallet.frozen).toBe(0);
    expect(wallet.total_withdrawn).toBe(before.total_withdrawn + AMOUNT);
    await expect.poll(() => figure(page, '累计提现').textContent()).toBe(yuan(wallet.total_withdrawn));
    await expect.poll(() => figure(page, '冻结中').textContent()).toBe('0.00');
    await page.getByRole('tab', { name: '提现' }).tap();
    const entry = page
      .getByRole('list', { name: '钱包明细' })
      .getByRole('button', { name: new RegExp(withdrawalNo) });
    await entry.getByText(`-${yuan(AMOUNT)}`).waitFor();
    await fitsSideways(page);
    await snap(page, journey, '10-wallet-withdrawal-entries');
    await alsoAt320(page, '10-wallet-withdrawal-entries');

    await page
      .getByRole('region', { name: '钱包余额' })
      .getByRole('button', { name: /提现记录/ })
      .tap();
    await titled(page, '提现记录');
    const record = page
      .getByRole('list', { name: '提现记录' })
      .getByRole('button', { name: new RegExp(withdrawalNo) });
    await record.getByText('已到账').waitFor();
    await fitsSideways(page);
    await snap(page, journey, '11-withdrawal-records');
    // Forward into the record and back again.
    await record.tap();
    await titled(page, '提现详情');
    await page.goBack();
    await titled(page, '提现记录');
    await page.goBack();
    await titled(page, '钱包明细');
  });
});
