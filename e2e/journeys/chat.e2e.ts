import type { WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWith, uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { fingerTap, h5, samplePng } from '../support/h5';
import { startRelay, type Relay } from '../support/relay';
import { imageLoaded } from '../support/page-checks';
import {
  fitsAt,
  main,
  sessionOf,
  signInIfAsked,
  signInLawyer,
  titled,
  type DemoLawyer,
} from './appointment-steps';
import { sharedProduct } from '../support/shared-product';

const journey = 'chat';
/** A demo lawyer whom no other journey signs in as. */
const LAWYER_PHONE = '13900000020';
const OFFLINE_FIRST = '刚才看了您的描述，先别急着离职。';
const OFFLINE_SECOND = '明天上午把劳动合同拍照发我，我们再细说。';

/**
 * 免费在线咨询 (PRODUCT §9) at 375 px, two phones on the built product over its real WebSocket: the customer
 * writes from the lawyer page, the lawyer answers from 在线会话, each sees the other live, with 已读; a
 * picture, the unread badge, a dropped connection and the free daily limit. The customer's phone reaches
 * the server through a relay whose connections the journey can cut, as a phone losing its network.
 */
describe('free consultation by chat', () => {
  const baseUrl = sharedProduct().baseUrl;
  const customerBrowser = useBrowser('phone');
  const lawyerBrowser = useBrowser('phone');
  const customerPhone = uniquePhone();
  const nickname = `用户${customerPhone.slice(-4)}`;
  let lawyer: DemoLawyer;
  let relay: Relay;
  /** Every chat socket the customer's page opened, in order. */
  const customerSockets: WebSocket[] = [];
  beforeAll(async () => {
    relay = await startRelay(baseUrl);
  });
  afterAll(async () => relay?.close());
  const customerLog = () => customerBrowser().page.getByRole('log', { name: '消息记录' });
  /** The customer's conversation in the lawyer's 在线会话 list. */
  const lawyerItem = () =>
    lawyerBrowser()
      .page.getByRole('list', { name: '会话列表' })
      .getByRole('link')
      .filter({ hasText: nickname });

  it('the customer opens 免费咨询 from the lawyer page and writes', async () => {
    lawyer = await signInLawyer(lawyerBrowser().page, baseUrl, LAWYER_PHONE);
    const { page } = customerBrowser();
    page.on('websocket', (socket) => customerSockets.push(socket));
    await page.goto(h5(relay.baseUrl, `/pages/customer/lawyer/detail?uuid=${lawyer.uuid}`));
    await page.getByRole('heading', { name: lawyer.name }).waitFor();
    await page.getByRole('link', { name: '免费咨询' }).tap();
    await titled(page, '免费在线咨询');
    // Signed out, the page asks to sign in first, and comes back to the lawyer's conversation after it.
    await main(page).getByText('登录后即可免费咨询律师').waitFor();
    await snap(page, journey, '00-signed-out');
    await main(page).getByRole('button', { name: '去登录' }).tap();
    await signInIfAsked(page, baseUrl, customerPhone, '免费在线咨询');
    await main(page).getByText(lawyer.name).first().waitFor();
    const box = page.getByRole('textbox', { name: '消息内容' });
    await box.fill('律师您好，公司拖欠三个月工资，我的电话13812345678，可以帮忙吗？');
    await page.getByRole('button', { name: '发送', exact: true }).tap();
    const log = page.getByRole('log', { name: '消息记录' });
    // Stored and acknowledged; the mobile number is masked while the consultation is free.
    await log.getByText('我的电话138****5678').waitFor();
    expect(await log.getByText('发送中…').count()).toBe(0);
    await snap(page, journey, '01-customer-sent');
    await fitsAt(page, 320);
  });

  it('the lawyer sees it in 在线会话 and answers; the customer sees the answer live, and 已读', async () => {
    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.goto(h5(baseUrl, '/pages/lawyer/chat/index'));
    await titled(lawyerPage, '在线会话');
    const list = lawyerPage.getByRole('list', { name: '会话列表' });
    await list.getByText(/我的电话138\*\*\*\*5678/).waitFor();
    await snap(lawyerPage, journey, '02-lawyer-conversations');
    await list.getByRole('link').first().tap();
    const lawyerLog = lawyerPage.getByRole('log', { name: '消息记录' });
    await lawyerLog.getByText(/公司拖欠三个月工资/).waitFor();
    await lawyerPage
      .getByRole('textbox', { name: '消息内容' })
      .fill('您好，请把劳动合同和工资流水准备好，我来帮您看看。');
    await lawyerPage.getByRole('button', { name: '发送', exact: true }).tap();
    await lawyerLog.getByText('您好，请把劳动合同和工资流水准备好').waitFor();

    const { page } = customerBrowser();
    const log = page.getByRole('log', { name: '消息记录' });
    await log.getByText('您好，请把劳动合同和工资流水准备好，我来帮您看看。').waitFor();
    await snap(page, journey, '03-customer-got-answer');
    // The customer has seen the answer: the lawyer's message shows 已读 on the lawyer's phone.
    await lawyerLog.getByText('已读').last().waitFor();
    await snap(lawyerPage, journey, '04-lawyer-read-receipt');
    await fitsAt(lawyerPage, 320);
  });

  it('back leaves the conversation for the list, forward returns to it', async () => {
    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.goBack();
    await lawyerPage.getByRole('list', { name: '会话列表' }).waitFor();
    await lawyerPage.goForward();
    await lawyerPage
      .getByRole('log', { name: '消息记录' })
      .getByText(/公司拖欠三个月工资/)
      .waitFor();
  });

  it('the customer sends a picture; the lawyer’s list shows it unread, the conversation shows it', async () => {
    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.goBack();
    const item = lawyerItem();
    await item.waitFor();
    // Everything the customer wrote so far has been read.
    expect(await item.getByTestId('unread-badge').count()).toBe(0);

    const { page } = customerBrowser();
    const picture = await samplePng(page, '工资条');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '发送图片' }).tap();
    await (await chooser).setFiles({ name: 'payslip.png', mimeType: 'image/png', buffer: picture });
    const log = customerLog();
    await imageLoaded(page, '图片消息', 'last');
    await expect.poll(() => log.getByText('发送中…').count()).toBe(0);
    expect(await log.getByText('发送失败').count()).toBe(0);
    await snap(page, journey, '05-customer-sent-picture');

    // No reload: the list hears of the picture over the socket, with the badge on the customer's avatar.
    await item.getByText('[图片]').waitFor();
    await expect(item.getByTestId('unread-badge').textContent()).resolves.toBe('1条未读');
    await snap(lawyerPage, journey, '06-lawyer-list-unread');

    await item.tap();
    await titled(lawyerPage, '在线会话');
    await imageLoaded(lawyerPage, '图片消息', 'last');
    const lawyerLog = lawyerPage.getByRole('log', { name: '消息记录' });
    // The other party's side is the seed's `lawyer` side, whoever writes on it (the customer here).
    expect(
      await lawyerLog.locator('[data-party="lawyer"]').getByRole('img', { name: '图片消息' }).count(),
    ).toBe(1);
    await snap(lawyerPage, journey, '07-lawyer-sees-picture');
    // A tap shows it full screen; a tap on it closes it again.
    await lawyerLog.getByRole('button', { name: '查看图片' }).last().tap();
    const viewer = lawyerPage.locator('.adm-image-viewer-content');
    await expect
      .poll(() => viewer.locator('img').evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await snap(lawyerPage, journey, '08-lawyer-picture-full-screen');
    await fingerTap(viewer.locator('img'));
    await viewer.waitFor({ state: 'hidden' });
  });

  it('reading the picture clears the lawyer’s badge and shows the customer 已读', async () => {
    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.goBack();
    await lawyerItem().getByText('[图片]').waitFor();
    await snap(lawyerPage, journey, '09-lawyer-list-after-reading');
    await expect.poll(() => lawyerItem().getByTestId('unread-badge').count(), { timeout: 5_000 }).toBe(0);
    const { page } = customerBrowser();
    await customerLog()
      .locator('[data-party="myself"]')
      .filter({ has: page.getByRole('img', { name: '图片消息' }) })
      .getByText('已读')
      .waitFor({ timeout: 5_000 });
  });

  it('after a fresh start of the lawyer’s app, the conversation and the list keep the picture read', async () => {
    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.goto(h5(baseUrl, '/pages/lawyer/chat/index'));
    await lawyerPage.reload();
    await titled(lawyerPage, '在线会话');
    await lawyerItem().tap();
    await imageLoaded(lawyerPage, '图片消息', 'last');
    const { page } = customerBrowser();
    await customerLog()
      .locator('[data-party="myself"]')
      .filter({ has: page.getByRole('img', { name: '图片消息' }) })
      .getByText('已读')
      .waitFor();
    await snap(page, journey, '10-customer-picture-read');
    await lawyerPage.goBack();
    await lawyerItem().getByText('[图片]').waitFor();
    await expect.poll(() => lawyerItem().getByTestId('unread-badge').count()).toBe(0);
    await snap(lawyerPage, journey, '11-lawyer-list-read');
    await lawyerPage.goForward();
    await imageLoaded(lawyerPage, '图片消息', 'last');
  });

  it('the customer’s connection drops; what the lawyer wrote meanwhile shows, in order, once back', async () => {
    const { page, context } = customerBrowser();
    const log = customerLog();
    const socketsBefore = customerSockets.length;
    expect(customerSockets.at(-1)?.isClosed()).toBe(false);
    // The page must not be reloaded: this mark would be gone.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // Chromium's offline emulation keeps an open WebSocket open (it only holds its frames until back
    // online), so the relay drops the connection first, as a network going away does; then the phone
    // is offline too (navigator.onLine false, requests fail).
    relay.cut();
    await page.getByRole('status').getByText('连接已断开，正在重新连接…').waitFor();
    await context.setOffline(true);
    await expect.poll(() => customerSockets.at(-1)?.isClosed()).toBe(true);

    const lawyerPage = lawyerBrowser().page;
    const box = lawyerPage.getByRole('textbox', { name: '消息内容' });
    const lawyerLog = lawyerPage.getByRole('log', { name: '消息记录' });
    for (const text of [OFFLINE_FIRST, OFFLINE_SECOND]) {
      await box.fill(text);
      await lawyerPage.getByRole('button', { name: '发送', exact: true }).tap();
      await lawyerLog.getByText(text).waitFor();
    }
    await expect.poll(() => lawyerLog.getByText('发送中…').count()).toBe(0);
    expect(await log.getByText(OFFLINE_FIRST).count()).toBe(0);
    await snap(page, journey, '12-customer-offline');

    relay.restore();
    await context.setOffline(false);
    await log.getByText(OFFLINE_SECOND).waitFor();
    await log.getByText(OFFLINE_FIRST).waitFor();
    await page.getByText('连接已断开，正在重新连接…').waitFor({ state: 'detached' });
    const texts = await log.locator('[data-party="lawyer"]').allTextContents();
    expect(texts.slice(-2)).toEqual([OFFLINE_FIRST, OFFLINE_SECOND]);
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    // Back online the page opened a new socket (the dropped one stays closed).
    await expect.poll(() => customerSockets.length).toBeGreaterThan(socketsBefore);
    expect(customerSockets.at(-1)?.isClosed()).toBe(false);
    await snap(page, journey, '13-customer-back-online');
    // Seen now: the lawyer gets 已读 under the second one.
    await lawyerLog
      .locator('[data-party="myself"]')
      .filter({ hasText: OFFLINE_SECOND })
      .getByText('已读')
      .waitFor();
  });

  it('the 21st free message of the day shows the 图文咨询 card, which opens 服务详情 with it chosen', async () => {
    const { page } = customerBrowser();
    const { token } = await sessionOf(page);
    const customerApi = apiWith(baseUrl, { 'x-token': token });
    const conversations = await customerApi<Array<{ id: number; free_left_today: number | null }>>(
      'GET',
      '/api/v1/chat/conversation?side=customer',
    );
    const conversation = conversations[0]!;
    const left = conversation.free_left_today ?? 0;
    // Two written through the page (the text and the picture); the rest of today's 20 by the API, as
    // this customer, each appearing live on the page.
    expect(left).toBe(18);
    for (let index = 1; index <= left; index += 1) {
      await customerApi('POST', '/api/v1/chat/message', {
        conversation_id: conversation.id,
        client_id: `free-limit-${index}-${Date.now()}`,
        kind: 'text',
        text: `补充情况第${index}条`,
      });
    }
    const log = page.getByRole('log', { name: '消息记录' });
    await log.getByText(`补充情况第${left}条`).waitFor();

    await page.getByRole('textbox', { name: '消息内容' }).fill('那仲裁大概要多久？');
    await page.getByRole('button', { name: '发送', exact: true }).tap();
    const card = page.getByRole('region', { name: '免费咨询已用完' });
    await card.getByText('今日免费咨询已用完').waitFor();
    await page.getByText('今日免费咨询已达20条，可购买图文咨询继续沟通').waitFor();
    expect(await page.getByRole('textbox', { name: '消息内容' }).count()).toBe(0);
    // The refused 21st stays on the page as 未发送, with no 重发 while the limit holds.
    const refused = log.locator('[data-party="myself"]').filter({ hasText: '那仲裁大概要多久？' });
    await refused.getByText('未发送').waitFor();
    expect(await refused.getByRole('button', { name: '重发' }).count()).toBe(0);
    await snap(page, journey, '14-free-limit-card');
    await fitsAt(page, 320);

    const services = (
      await apiWith(baseUrl)<{ services: Array<{ id: number; name: string }> }>(
        'GET',
        `/api/v1/lawyer/detail?uuid=${lawyer.uuid}`,
      )
    ).services;
    const textConsult = services.find((service) => service.name === '图文咨询')!;
    await card.getByRole('button', { name: '购买图文咨询' }).tap();
    await titled(page, '服务详情');
    const choice = page.getByRole('radio', { name: /图文咨询/ });
    await expect.poll(() => choice.getAttribute('aria-checked')).toBe('true');
    const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(query.get('lawyer_uuid')).toBe(lawyer.uuid);
    expect(query.get('config_id')).toBe(String(textConsult.id));
    await main(page).getByText(`${lawyer.name} 律师`).waitFor();
    // The refusal's toast from the conversation fades first.
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    await snap(page, journey, '15-service-details-from-card', { fullPage: false });

    // Back in the conversation the card is there at once; so it is after a fresh start of the app.
    await page.goBack();
    await titled(page, '免费在线咨询');
    await card.waitFor();
    await page.reload();
    await card.waitFor();
    expect(await page.getByRole('textbox', { name: '消息内容' }).count()).toBe(0);
    await page.goForward();
    await titled(page, '服务详情');
    await expect.poll(() => choice.getAttribute('aria-checked')).toBe('true');
    await page.goBack();
    await card.waitFor();
  });

  it('a paid order of the customer shows up live on the lawyer’s bell, and in 消息通知', async () => {
    const lawyerPage = lawyerBrowser().page;
    await lawyerPage.goto(h5(baseUrl, '/'));
    await lawyerPage.getByText('律桥律师工作台').waitFor();
    await lawyerPage.getByRole('link', { name: '消息通知' }).waitFor();

    const { token } = await sessionOf(customerBrowser().page);
    const customerApi = apiWith(baseUrl, { 'x-token': token });
    const configs = await customerApi<Array<{ id: number; name: string }>>('GET', '/api/v1/payment/config');
    const order = await customerApi<{ order_no: string }>('POST', '/api/v1/order/service', {
      lawyer_uuid: lawyer.uuid,
      config_id: configs.find((config) => config.name === '图文咨询')!.id,
      description: '聊过之后想请律师看一下劳动合同。',
    });
    await customerApi('POST', '/api/v1/payment', {
      app_scene: 'h5',
      scene: 'service',
      order_no: order.order_no,
    });
    await customerApi('POST', '/api/v1/payment/sandbox/confirm', { order_no: order.order_no });

    // No reload: the notice comes over the socket.
    const bell = lawyerPage.getByRole('link', { name: '消息通知，1条未读' });
    await bell.waitFor();
    await snap(lawyerPage, journey, '16-lawyer-bell-new-order');
    await bell.tap();
    await titled(lawyerPage, '消息通知');
    await main(lawyerPage)
      .getByRole('button', { name: /^未读，新订单/ })
      .waitFor();
    await snap(lawyerPage, journey, '17-notifications');
    await fitsAt(lawyerPage, 320);
    await main(lawyerPage)
      .getByRole('button', { name: /^未读，新订单/ })
      .tap();
    await titled(lawyerPage, '律师服务详情');
    expect(decodeURIComponent(lawyerPage.url())).toContain(order.order_no);

    // The paid order lifts the free limit: the customer's conversation shows it and may write again.
    const customer = customerBrowser().page;
    await customer.reload();
    await customer.getByRole('link', { name: /^进行中的订单：图文咨询/ }).waitFor();
    await customer.getByRole('textbox', { name: '消息内容' }).waitFor();
    expect(await customer.getByRole('region', { name: '免费咨询已用完' }).count()).toBe(0);
    await snap(customer, journey, '18-customer-order-lifts-limit');
  });
});
