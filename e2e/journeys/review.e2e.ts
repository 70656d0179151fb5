import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';
import { h5 } from '../support/h5';
import { atRest } from '../support/motion';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn, signInByApi, type ApiSession } from '../support/session';
import { sharedProduct } from '../support/shared-product';

const journey = 'review';
/** A demo lawyer taking orders, with demo reviews (5, average 4.4), whom no other journey signs in as. */
const LAWYER_PHONE = '13900000014';
const REVIEW_TEXT = '接单后一直拖着不回复，最后只给了几句套话，感觉就是骗钱的！';
const REPLY_TEXT = '很抱歉让您有不好的体验，已给出的书面意见如有疑问欢迎继续沟通。';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface LawyerFigures {
  uuid: string;
  name: string;
  rating: number;
  review_count: number;
  services: Array<{ id: number; name: string }>;
}

function apiOf(baseUrl: string) {
  return async function api<T>(method: 'GET' | 'POST', path: string, token?: string, body?: object) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
}

/** Signs `phone` in (by the API) and opens the app on the customer side in `page`. */
async function signIn(page: Page, baseUrl: string, phone: string): Promise<ApiSession> {
  const session = await signInByApi(baseUrl, phone);
  await openSignedIn(page, baseUrl, session.token, 'customer');
  return session;
}

const main = (page: Page) => page.locator('main');

describe('a customer reviews a finished order, the lawyer replies, an operator hides it', () => {
  const customerBrowser = useBrowser('phone');
  const lawyerBrowser = useBrowser('phone');
  const desk = useBrowser('desktop');
  const baseUrl = sharedProduct().baseUrl;
  const api = apiOf(baseUrl);
  let lawyer: LawyerFigures;
  let orderNo = '';

  it('finishes an order of 图文咨询 with the demo lawyer (API), signed in as both in the browser', async () => {
    const customer = await signIn(customerBrowser().page, baseUrl, uniquePhone());
    const lawyerSession = await signIn(lawyerBrowser().page, baseUrl, LAWYER_PHONE);
    lawyer = await api<LawyerFigures>('GET', `/api/v1/lawyer/detail?uuid=${lawyerSession.uuid}`);
    expect(lawyer.review_count).toBeGreaterThan(0);
    const order = await api<{ order_no: string }>('POST', '/api/v1/order/service', customer.token, {
      lawyer_uuid: lawyer.uuid,
      config_id: lawyer.services.find((service) => service.name === '图文咨询')!.id,
      description: '对方欠我货款八万元一直拖着不给，想了解起诉流程和需要准备的证据。',
    });
    orderNo = order.order_no;
    const pay = { order_no: orderNo };
    await api('POST', '/api/v1/payment', customer.token, { app_scene: 'h5', scene: 'service', ...pay });
    await api('POST', '/api/v1/payment/sandbox/confirm', customer.token, pay);
    const act = (token: string, body: object) =>
      api('POST', '/api/v1/order/service/action', token, { ...pay, ...body });
    await act(lawyerSession.token, { action: 'accept' });
    await act(lawyerSession.token, { action: 'deliver', note: '已整理起诉流程和证据清单，请查收。' });
    await act(customer.token, { action: 'confirm' });
  });

  it('reviews the order from its detail page at 375 px and then shows the review there', async () => {
    const { page } = customerBrowser();
    await page.goto(h5(baseUrl, `/pages/customer/order/service/detail?order_no=${orderNo}`));
    const invite = page.getByRole('region', { name: '服务评价' });
    await invite.getByRole('button', { name: '评价律师' }).tap();
    await page.getByText(`${lawyer.name} 律师 · 图文咨询`).waitFor();
    await snap(page, journey, '01-review-sheet-empty');

    await page.getByRole('button', { name: '提交评价' }).tap();
    await page.getByText('请选择评分').waitFor();
    await page.getByRole('radio', { name: '1星 非常不满意' }).tap();
    await page.locator('.adm-selector-item').filter({ hasText: '性价比高' }).tap();
    await page.getByRole('textbox', { name: '评价内容（选填）' }).fill(REVIEW_TEXT);
    await snap(page, journey, '02-review-sheet-filled');
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.getByRole('button', { name: '提交评价' }).tap();
    const mine = page.getByRole('region', { name: '我的评价' });
    await mine.getByText(REVIEW_TEXT).waitFor();
    await mine.getByText('已验证订单').waitFor();
    await mine.getByText('性价比高').waitFor();
    expect(await page.getByRole('button', { name: '评价律师' }).count()).toBe(0);
    await snap(page, journey, '03-order-with-review');
  });

  it('shows the review first on the lawyer page with the new figures, and in 查看全部', async () => {
    const { page } = customerBrowser();
    await page.goto(h5(baseUrl, `/pages/customer/lawyer/detail?uuid=${lawyer.uuid}`));
    await page.getByRole('heading', { name: lawyer.name }).waitFor();
    const reviews = page.getByRole('region', { name: '用户评价' });
    await reviews.getByText(REVIEW_TEXT).waitFor();
    const first = reviews.getByRole('article').first();
    await first.getByText(REVIEW_TEXT).waitFor();
    await first.getByText('已验证订单').waitFor();
    await first.getByText('图文咨询').waitFor();
    const after = await api<LawyerFigures>('GET', `/api/v1/lawyer/detail?uuid=${lawyer.uuid}`);
    expect(after.review_count).toBe(lawyer.review_count + 1);
    expect(after.rating).toBeLessThan(lawyer.rating);
    await reviews.getByText(`共 ${after.review_count} 条评价`).waitFor();
    await reviews.getByText(after.rating.toFixed(1), { exact: true }).waitFor();
    await snap(page, journey, '04-lawyer-page-reviews');

    await reviews.getByRole('link', { name: `查看全部${after.review_count}条评价` }).tap();
    await page.waitForFunction(() => document.title === '用户评价');
    await main(page).getByText(REVIEW_TEXT).waitFor();
    expect(await main(page).getByRole('article').count()).toBe(after.review_count);
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '05-all-reviews');
  });

  it('lets the lawyer reply in 我的评价', async () => {
    const { page } = lawyerBrowser();
    await page.goto(h5(baseUrl, '/pages/lawyer/review/list'));
    await page.waitForFunction(() => document.title === '我的评价');
    const review = main(page).getByRole('article').filter({ hasText: REVIEW_TEXT });
    await review.getByRole('textbox').fill(REPLY_TEXT);
    await snap(page, journey, '06-lawyer-reply-typed');
    await review.getByRole('button', { name: '回复', exact: true }).tap();
    await review.getByRole('button', { name: '修改回复' }).waitFor();
    await review.getByText(`我的回复：${REPLY_TEXT}`).waitFor();
    await review.getByText(/前可修改$/).waitFor();
    expect(await review.getByRole('textbox').count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '07-lawyer-replied');
  });

  it('hides it in the console at 1280 px with a reason; the lawyer page average changes back', async () => {
    const { page: operator } = desk();
    await consoleLogin(operator, baseUrl, sharedProduct().dataDir, '/reviews');
    const row = operator.getByRole('row').filter({ hasText: orderNo });
    await row.getByText('显示中').waitFor();
    await row.getByText(REVIEW_TEXT).waitFor();
    await row.getByText(`律师回复：${REPLY_TEXT}`).waitFor();
    await snap(operator, journey, '08-console-reviews');
    await row.getByRole('button', { name: '隐藏' }).click();
    const dialog = await atRest(operator.getByRole('dialog', { name: '隐藏评价' }));
    await dialog.getByLabel('隐藏原因').fill('含有侮辱性言论');
    await snap(operator, journey, '09-console-hide-dialog');
    await dialog.getByRole('button', { name: '确认隐藏' }).click();
    await row.getByText('已隐藏').waitFor();
    await row.getByText('含有侮辱性言论').waitFor();
    await snap(operator, journey, '10-console-hidden');

    const hidden = await api<LawyerFigures>('GET', `/api/v1/lawyer/detail?uuid=${lawyer.uuid}`);
    expect(hidden).toMatchObject({ rating: lawyer.rating, review_count: lawyer.review_count });
    const { page } = customerBrowser();
    // A fresh start of the app (the lawyer page of a minute ago is still in this tab's cache).
    await page.goto(h5(baseUrl, `/pages/customer/lawyer/detail?uuid=${lawyer.uuid}`));
    await page.reload();
    const reviews = page.getByRole('region', { name: '用户评价' });
    await reviews.getByText(`共 ${lawyer.review_count} 条评价`).waitFor();
    await reviews.getByText(lawyer.rating.toFixed(1), { exact: true }).waitFor();
    expect(await reviews.getByText(REVIEW_TEXT).count()).toBe(0);
    await snap(page, journey, '11-lawyer-page-after-hiding');

    // The customer still sees their review on the order, marked as hidden by the platform.
    await page.goto(h5(baseUrl, `/pages/customer/order/service/detail?order_no=${orderNo}`));
    const mine = page.getByRole('region', { name: '我的评价' });
    await mine.getByText('该评价已被平台隐藏，仅您和律师可见').waitFor();
    await mine.getByText(REPLY_TEXT).waitFor();
    await snap(page, journey, '12-order-review-hidden');
  });
});
