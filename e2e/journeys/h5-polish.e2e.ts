import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWith, uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { h5, recordToasts, toastsShown } from '../support/h5';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn, signInByApi } from '../support/session';
import { bookableSlotAfter, firstLeaf } from './appointment-steps';
import type { ApiSession } from '../support/session';
import { sharedProduct } from '../support/shared-product';

/**
 * Issue 18's rough edges in the H5 app, at 320 and 375 px: the login agreement line, the validation toast
 * that points at its field, 操作过于频繁 with the wait, the network failure message, the purchase page,
 * an unpaid appointment without a lawyer, 查看全部N条评价, the lawyer's 设置 card, the unread badge on 会话
 * and a new customer's nickname on the lawyer's order card.
 */
const journey = 'h5-polish';
const WIDTHS = [320, 375] as const;
/** A demo lawyer no other journey signs in as. */
const LAWYER_PHONE = '13900000006';

const invalidField = (page: Page, field: string) =>
  page.locator(`[data-field="${field}"][data-invalid="true"]`);

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 740 });
  await page.waitForTimeout(150);
  expect(await sidewaysOverflow(page)).toBe(0);
}

interface Reviewed {
  uuid: string;
  review_count: number;
}

describe('H5 rough edges (issue 18)', () => {
  const browser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;
  /** The demo lawyer, signed in once (SMS codes are limited to one a minute per phone). */
  let lawyerSession: ApiSession | null = null;
  const lawyerSignedIn = async () => (lawyerSession ??= await signInByApi(baseUrl, LAWYER_PHONE));

  it('login: the agreement titles stay on one line, a refused field is marked, 操作过于频繁 says how long', async () => {
    const { page } = browser();
    await recordToasts(page);
    await page.goto(h5(baseUrl, '/pages/auth/login'));
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const user = await page.getByRole('link', { name: '《用户协议》' }).boundingBox();
      const privacy = await page.getByRole('link', { name: '《隐私协议》' }).boundingBox();
      // 《隐私协议》 never stands alone on a line: both titles share one.
      expect(Math.abs(user!.y - privacy!.y)).toBeLessThan(4);
      await snap(page, journey, `${width}-01-login`);
    }
    await page.getByRole('button', { name: '获取验证码' }).tap();
    await invalidField(page, 'phone').waitFor();
    await snap(page, journey, '375-02-login-phone-marked', { fullPage: false });
    // Typing in the field takes the mark away.
    const phone = uniquePhone();
    await page.getByRole('textbox', { name: '手机号' }).fill(phone);
    await expect.poll(() => invalidField(page, 'phone').count()).toBe(0);
    await page.getByRole('button', { name: '获取验证码' }).tap();
    await invalidField(page, 'agreed').waitFor();

    // A code was just sent to this phone (another device): the next one is refused with the wait.
    await apiWith(baseUrl)('POST', '/api/v1/sms/push', { scene: 'login', phone });
    await page.getByLabel('同意用户协议和隐私协议').tap();
    await page.getByRole('button', { name: '获取验证码' }).tap();
    await expect
      .poll(async () => (await toastsShown(page)).some((text) => /操作过于频繁，请\d+秒后再试/.test(text)))
      .toBe(true);
    await snap(page, journey, '375-03-too-frequent', { fullPage: false });
  });

  it('says the network failed when the server cannot be reached, and 访问超时 for an error answer', async () => {
    const { page } = browser();
    await page.goto(h5(baseUrl, '/pages/common/about'));
    await page.getByText('关于平台').first().waitFor();
    await page.route('**/api/v1/lawyer?**', (route) => route.abort('internetdisconnected'));
    await page.goto(h5(baseUrl, '/pages/customer/lawyer/list'));
    await expect.poll(() => toastsShown(page)).toContain('网络连接失败，请检查网络后重试');
    await snap(page, journey, '375-04-network-failed', { fullPage: false });
    await page.unroute('**/api/v1/lawyer?**');
    await page.route('**/api/v1/lawyer?**', (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
    await page.getByRole('button', { name: '重新加载' }).tap();
    await expect.poll(() => toastsShown(page)).toContain('访问超时，请稍后再试！');
    await page.unroute('**/api/v1/lawyer?**');
  });

  it('a new customer: 我的, the purchase page with its marked field, an unpaid appointment, the reviews link', async () => {
    const { page } = browser();
    const customerPhone = uniquePhone();
    const customer = await signInByApi(baseUrl, customerPhone);
    const lawyer = await lawyerSignedIn();
    const api = apiWith(baseUrl, { 'x-token': customer.token });

    // A message to the lawyer (the 会话 badge) and a paid order (the lawyer's order card).
    const conversation = await api<{ id: number }>('POST', '/api/v1/chat/conversation', {
      lawyer_uuid: lawyer.uuid,
    });
    await api('POST', '/api/v1/chat/message', {
      conversation_id: conversation.id,
      client_id: `polish-${Date.now()}`,
      kind: 'text',
      text: '律师您好，想咨询劳动合同的问题。',
    });
    const detail = await apiWith(baseUrl)<{ services: Array<{ id: number }> }>(
      'GET',
      `/api/v1/lawyer/detail?uuid=${lawyer.uuid}`,
    );
    const order = await api<{ order_no: string }>('POST', '/api/v1/order/service', {
      lawyer_uuid: lawyer.uuid,
      config_id: detail.services[0]!.id,
      description: '公司拖欠三个月工资，想咨询如何维权。',
    });
    await api('POST', '/api/v1/payment', { app_scene: 'h5', scene: 'service', order_no: order.order_no });
    await api('POST', '/api/v1/payment/sandbox/confirm', { order_no: order.order_no });

    // An appointment booked without choosing a lawyer, not paid yet.
    const appointment = await api<{ order_no: string }>('POST', '/api/v1/order/appointment', {
      name: '李女士',
      phone: customerPhone,
      area_code: (await firstLeaf(baseUrl, '/api/v1/areaCode/tree')).code,
      legal_type_id: (await firstLeaf(baseUrl, '/api/v1/lawyerLegalType/tree')).id,
      appointment_at: bookableSlotAfter(Date.now() + 3 * 3_600_000),
      description: '离婚后孩子抚养费的问题，想当面咨询。',
    });

    await openSignedIn(page, baseUrl, customer.token, 'customer', '/pages/customer/setting/index');
    await page.getByText(`用户${customerPhone.slice(-4)}`).waitFor();
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await snap(page, journey, `${width}-05-customer-me`);
    }

    await page.goto(h5(baseUrl, `/pages/customer/order/appointment/detail?order_no=${appointment.order_no}`));
    await page.getByText('支付后平台将为您安排律师，安排后将在这里显示律师信息').waitFor();
    expect(await page.getByText('平台正在为您安排律师').count()).toBe(0);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await snap(page, journey, `${width}-06-unpaid-appointment`);
    }

    await page.goto(h5(baseUrl, `/pages/customer/order/service/create?lawyer_uuid=${lawyer.uuid}`));
    await page.getByRole('button', { name: '下一步' }).waitFor();
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await snap(page, journey, `${width}-07-purchase-page`, { fullPage: false });
    }
    await page.getByRole('button', { name: '下一步' }).tap();
    await invalidField(page, 'description').waitFor();
    await expect.poll(() => invalidField(page, 'description').isVisible()).toBe(true);
    await snap(page, journey, '375-08-purchase-description-marked', { fullPage: false });
    await page.getByRole('textbox', { name: '问题描述' }).fill('公司拖欠三个月工资，想咨询如何维权。');
    await expect.poll(() => invalidField(page, 'description').count()).toBe(0);

    // 查看全部N条评价 only for a lawyer with more reviews than the page shows.
    const listed = await apiWith(baseUrl)<{ list: Reviewed[] }>(
      'GET',
      '/api/v1/lawyer?sort=rating&page_size=50',
    );
    const few = listed.list.find((item) => item.review_count > 0 && item.review_count <= 3);
    const many = listed.list.find((item) => item.review_count > 3);
    if (few) {
      await page.goto(h5(baseUrl, `/pages/customer/lawyer/detail?uuid=${few.uuid}`));
      const reviews = page.locator('section[aria-label="用户评价"]');
      await reviews.scrollIntoViewIfNeeded();
      await reviews.getByRole('article').first().waitFor();
      expect(await page.getByRole('link', { name: /查看全部/ }).count()).toBe(0);
    }
    expect(many).toBeTruthy();
    await page.goto(h5(baseUrl, `/pages/customer/lawyer/detail?uuid=${many!.uuid}`));
    const all = page.getByRole('link', { name: `查看全部${many!.review_count}条评价` });
    await all.waitFor();
    await all.scrollIntoViewIfNeeded();
    await snap(page, journey, '375-09-reviews-link', { fullPage: false });
    await all.tap();
    await page.waitForFunction(() => document.title === '用户评价');
    await page.goBack();
    await page.waitForFunction(() => document.title === '律师主页');
  });

  it('the lawyer: 设置 opens with the lawyer’s card, 会话 counts the unread message, the card names 用户NNNN', async () => {
    const { page } = browser();
    const lawyer = await lawyerSignedIn();
    const profile = await apiWith(baseUrl)<{ name: string }>(
      'GET',
      `/api/v1/lawyer/detail?uuid=${lawyer.uuid}`,
    );
    await openSignedIn(page, baseUrl, lawyer.token, 'lawyer', '/pages/lawyer/setting/index');
    const card = page.getByRole('button', { name: new RegExp(profile.name) });
    await card.waitFor();
    await page
      .getByText(/^139\*{4}\d{4}$/)
      .first()
      .waitFor();
    const chatTab = page.getByRole('link', { name: /^会话，\d+条未读消息$/ });
    await chatTab.waitFor();
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await snap(page, journey, `${width}-10-lawyer-setting`, { fullPage: false });
    }
    // The card opens 编辑资料; back returns to 设置.
    await card.tap();
    await page.waitForFunction(() => document.title === '编辑资料');
    await page.goBack();
    await page.waitForFunction(() => document.title === '设置');

    // The workbench's pending order names the new customer as 用户NNNN, without a 用户 label before it.
    await page.getByRole('link', { name: '工作台' }).tap();
    const pending = page.getByRole('region', { name: '待处理订单' });
    const orderCard = pending.getByRole('link', { name: /^[^，]+，用户\d{4}，待接单$/ }).first();
    await orderCard.waitFor();
    expect(await pending.getByText(/用户 用户/).count()).toBe(0);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await snap(page, journey, `${width}-11-lawyer-workbench`, { fullPage: false });
    }
    // 会话 lists the customer's conversation (reading it clears the badge: test/features/polish/tab-chat-badge.test.tsx).
    await chatTab.tap();
    await page.getByText('律师您好，想咨询劳动合同的问题。').first().waitFor();
    await snap(page, journey, '375-12-lawyer-chat-list', { fullPage: false });
  });

  it("draws the document centre's bar from the HTML before any script has run; the page then replaces it", async () => {
    const { page } = browser();
    const noScripts = (route: Route) => route.abort();
    await page.route('**/assets/*.js', noScripts);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      // A fresh document each time (another hash of the same page would not load the HTML again).
      await page.goto('about:blank');
      await page.goto(h5(baseUrl, '/pages/common/document/download'));
      await page.locator('#app-shell').waitFor();
      expect(await page.locator('#app-shell').textContent()).toBe('文档下载');
      await snap(page, journey, `${width}-13-document-centre-before-scripts`, { fullPage: false });
    }
    await page.unroute('**/assets/*.js', noScripts);
    await page.reload();
    await page.getByRole('search').waitFor();
    await page.getByRole('list', { name: '文档列表' }).getByRole('link').first().waitFor();
    expect(await page.locator('#app-shell').count()).toBe(0);
    expect(await page.getByRole('heading', { name: '文档下载' }).count()).toBe(1);
    await snap(page, journey, '375-14-document-centre', { fullPage: false });
  });
});
