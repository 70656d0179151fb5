import { execFile } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { apiWith, demoOperatorPassword, uniquePhone, type Api } from './api';
import { moveClock } from './movable-product';
import { signInByApi } from './session';
import { notifyPaid, startWechatProduct, type WechatProduct } from './wechat-stand-ins';

const repoRoot = resolve(import.meta.dirname, '../..');
export const DAY_MS = 24 * 3_600_000;

/**
 * The product for withdrawal journeys: WeChat (OAuth, Pay) on the local stand-ins so a lawyer can hold an
 * openid, 微信零钱 paid by `payout` (the sandbox's 模拟确认收款 or WeChat Pay 商家转账 on the stand-in), a
 * clock the journey moves forward (POST /api/v1/dev/clock) and jobs every half second, so held income is
 * released within moments of its day.
 */
export function startWithdrawalProduct(payout: 'sandbox' | 'wechat'): Promise<WechatProduct> {
  return startWechatProduct({
    PAYOUT_PROVIDER: payout,
    TEST_CLOCK_MOVABLE: '1',
    TEST_JOB_EVERY_MS: '500',
    // Where WeChat Pay would post transfer notifies; the journey delivers them to the product itself.
    ...(payout === 'wechat'
      ? { WECHAT_TRANSFER_NOTIFY_URL: 'http://127.0.0.1/api/v1/withdrawal/notify/wechat' }
      : {}),
  });
}

/**
 * A lawyer with income to withdraw: one finished order (see `finishedOrder`), the clock moved past the hold
 * and the release job's turn awaited. Answers what is available then.
 */
export async function releasedIncome(
  wechat: WechatProduct,
  lawyer: { token: string; uuid: string },
): Promise<number> {
  await finishedOrder(wechat, lawyer);
  const baseUrl = wechat.product.baseUrl;
  const wallet = apiWith(baseUrl, { 'x-token': lawyer.token });
  const { hold_days } = await wallet<{ hold_days: number }>('GET', '/api/v1/lawyer/wallet');
  await moveClock(baseUrl, (hold_days + 1) * DAY_MS);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { pending, available } = await wallet<{ pending: number; available: number }>(
      'GET',
      '/api/v1/lawyer/wallet',
    );
    if (pending === 0) return available;
    if (Date.now() > deadline) throw new Error(`income still held: ${pending}`);
    await new Promise((wait) => setTimeout(wait, 300));
  }
}

/** The operator console's API as `username` (the demo operator `admin`, or one made by `addOperator`). */
export async function operatorApi(baseUrl: string, username: string, password: string): Promise<Api> {
  const { token } = await apiWith(baseUrl)<{ token: string }>('POST', '/api/v1/admin/login', {
    username,
    password,
  });
  return apiWith(baseUrl, { 'x-operator-token': token });
}

/** The demo operator and a second operator (made with `npm run operator:create` on the product's data). */
export async function twoOperators(product: WechatProduct['product']): Promise<[Api, Api]> {
  const password = 'Second-operator-2026';
  await promisify(execFile)(
    process.execPath,
    [
      resolve(repoRoot, 'apps/server/dist/operator-create.js'),
      '--username',
      'reviewer2',
      '--password',
      password,
      '--name',
      '复核员',
    ],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', DATA_DIR: product.dataDir } },
  );
  return Promise.all([
    operatorApi(product.baseUrl, 'admin', demoOperatorPassword(product.dataDir)),
    operatorApi(product.baseUrl, 'reviewer2', password),
  ]);
}

/**
 * Gives `token`'s user an openid of the app, as WeChat's OAuth round trip does: a code WeChat's stand-in
 * issued for `openid`, exchanged through POST /user/openid.
 */
export async function authorizeInWechat(wechat: WechatProduct, token: string, openid: string) {
  const code = `E2E${Date.now()}`;
  wechat.api.codes.set(code, openid);
  await apiWith(wechat.product.baseUrl, { 'x-token': token })('POST', '/api/v1/user/openid', { code });
}

/**
 * A new customer buys `lawyer`'s 图文咨询 (WeChat Pay's notify pays it), the lawyer accepts and delivers,
 * the customer confirms: the order is finished and its income held. Answers the order number and price.
 */
export async function finishedOrder(
  wechat: WechatProduct,
  lawyer: { token: string; uuid: string },
): Promise<{ orderNo: string; price: number }> {
  const baseUrl = wechat.product.baseUrl;
  const customer = apiWith(baseUrl, { 'x-token': (await signInByApi(baseUrl, uniquePhone())).token });
  const lawyerApi = apiWith(baseUrl, { 'x-token': lawyer.token });
  const page = await apiWith(baseUrl)<{ services: Array<{ id: number; name: string }> }>(
    'GET',
    `/api/v1/lawyer/detail?uuid=${lawyer.uuid}`,
  );
  const service = page.services.find((item) => item.name === '图文咨询');
  if (!service) throw new Error('the lawyer offers no 图文咨询');
  const order = await customer<{ order_no: string; price: number }>('POST', '/api/v1/order/service', {
    lawyer_uuid: lawyer.uuid,
    config_id: service.id,
    description: '劳动合同到期公司不续签也不给补偿，想请律师看看能否主张经济补偿金。',
  });
  await customer('POST', '/api/v1/payment', { app_scene: 'h5', scene: 'service', order_no: order.order_no });
  const status = await notifyPaid(wechat, order.order_no);
  if (status >= 300) throw new Error(`WeChat Pay's notify answered ${status}`);
  const act = (api: Api, body: object) =>
    api('POST', '/api/v1/order/service/action', { order_no: order.order_no, ...body });
  await act(lawyerApi, { action: 'accept' });
  await act(lawyerApi, {
    action: 'deliver',
    note: '已出具书面意见：可主张经济补偿金，附计算方法与证据清单。',
  });
  await act(customer, { action: 'confirm' });
  return { orderNo: order.order_no, price: order.price };
}

/** Waits until the app shows the page titled `title`. */
export const titled = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title, { timeout: 15_000 });

/** A withdrawal's state as its lawyer's API answers it. */
export const withdrawalState = async (lawyer: Api, withdrawalNo: string): Promise<string> =>
  (await lawyer<{ state: string }>('GET', `/api/v1/lawyer/withdrawal/detail?withdrawal_no=${withdrawalNo}`))
    .state;

/** 提现详情 shown again (the transfer has begun to wait meanwhile); answers its 确认收款 section. */
export async function confirmationShown(page: Page): Promise<Locator> {
  await page.reload();
  await titled(page, '提现详情');
  const confirm = page.getByRole('region', { name: '确认收款' });
  await confirm.getByText(/前确认收款/).waitFor();
  return confirm;
}
