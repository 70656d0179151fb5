import { describe, expect, it } from 'vitest';
import { apiWith, uniquePhone, type Api } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { chooseInSelect, consoleLogin } from '../support/console';
import { yuan } from '../support/h5';
import { atRest } from '../support/motion';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn, signInByApi } from '../support/session';
import { titled } from './appointment-steps';
import { sharedProduct } from '../support/shared-product';

const journey = 'console-intervention';
/** Demo lawyers no other journey signs in as (SMS codes are limited per phone): the first taking orders. */
const CANDIDATE_PHONES = ['13900000046', '13900000047', '13900000048', '13900000049'];
/** More than one page of the console's transcript (30 a page), each side under its 30 a minute. */
const MESSAGES = 34;
const REASON = '律师未按约定提供服务';
const PARTIAL_TEXT = '律师两天未回复，退还部分费用';
const CANCEL_TEXT = '律师无法继续服务，取消订单';
const PARTIAL = 1000;

interface LawyerPage {
  name: string;
  accepting: number;
  services: Array<{ id: number; name: string }>;
}

describe('an operator intervenes in service orders: the transcript, a partial refund, a cancellation; both sides hear', () => {
  const desk = useBrowser('desktop');
  const phone = useBrowser('phone');
  const lawyerPhone = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;
  let customer: { token: string; api: Api };
  let lawyer: { token: string; api: Api };
  /** In service with a long chat (the partial refund), and paid but not yet accepted (the cancellation). */
  let serving = { order_no: '', price: 0 };
  let waiting = { order_no: '', price: 0 };

  it('a customer buys two 图文咨询 from a demo lawyer (by the API): one accepted with a long chat, one waiting', async () => {
    const anyone = apiWith(baseUrl);
    let buyWaiting = async () => waiting;
    for (const candidate of CANDIDATE_PHONES) {
      const session = await signInByApi(baseUrl, candidate);
      const page = await anyone<LawyerPage>('GET', `/api/v1/lawyer/detail?uuid=${session.uuid}`);
      const service = page.services.find((item) => item.name === '图文咨询');
      if (!service || page.accepting !== 1) continue;
      lawyer = { token: session.token, api: apiWith(baseUrl, { 'x-token': session.token }) };
      const customerToken = (await signInByApi(baseUrl, uniquePhone())).token;
      customer = { token: customerToken, api: apiWith(baseUrl, { 'x-token': customerToken }) };
      const buy = async (description: string) => {
        const order = await customer.api<{ order_no: string; price: number }>(
          'POST',
          '/api/v1/order/service',
          {
            lawyer_uuid: session.uuid,
            config_id: service.id,
            description,
          },
        );
        await customer.api('POST', '/api/v1/payment', {
          app_scene: 'h5',
          scene: 'service',
          order_no: order.order_no,
        });
        await customer.api('POST', '/api/v1/payment/sandbox/confirm', { order_no: order.order_no });
        return order;
      };
      serving = await buy('公司拖欠三个月工资，想了解能否申请劳动仲裁以及需要准备哪些证据。');
      await lawyer.api('POST', '/api/v1/order/service/action', {
        order_no: serving.order_no,
        action: 'accept',
      });
      // Bought once they have talked: its transcript (since it was placed) is empty.
      buyWaiting = () => buy('房东不退押金，想咨询如何通过法律途径要回押金。');
      break;
    }
    expect(serving.order_no).not.toBe('');
    await customer.api('POST', '/api/v1/feedback', { content: '希望律师回复再快一些。', images: [] });
    const { conversation_id } = await customer.api<{ conversation_id: number }>(
      'GET',
      `/api/v1/order/service/detail?order_no=${serving.order_no}`,
    );
    for (let index = 1; index <= MESSAGES; index += 1) {
      await (index % 2 === 1 ? customer : lawyer).api('POST', '/api/v1/chat/message', {
        conversation_id,
        client_id: `e2e-intervention-${Date.now()}-${index}`,
        kind: 'text',
        text: `第${index}条：${index % 2 === 1 ? '律师您好，进展如何？' : '正在整理材料，请稍候。'}`,
      });
    }
    waiting = await buyWaiting();
  });

  it('the menu counts what waits; the state filter offers 待确认 and 退款中', async () => {
    const { page } = desk();
    await consoleLogin(page, baseUrl, sharedProduct().dataDir, '/service-orders');
    const menu = page.getByRole('menu');
    // Each queue's section carries its count once the counts arrive: the customer's feedback waits.
    await menu.getByRole('menuitem', { name: '留言反馈' }).locator('[title$="件待处理"]').waitFor();
    const stateSelect = page.getByLabel('状态');
    await stateSelect.click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await options.getByTitle('待确认').waitFor();
    await options.getByTitle('退款中').waitFor();
    await snap(page, journey, '01-state-filter', { fullPage: false });
    await chooseInSelect(page, page, '状态', '退款中');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForURL(/state=refunding/);
    await page.locator('.ant-table-row, .ant-empty').first().waitFor();
    await snap(page, journey, '02-refunding-orders', { fullPage: false });
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('the operator reads the transcript a page at a time in the order’s drawer', async () => {
    const { page } = desk();
    await page.goto(`${baseUrl}/admin/service-orders/${serving.order_no}`);
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('订单进度').waitFor();
    const chat = drawer.getByRole('list', { name: '聊天记录' });
    await chat.getByText(`第${MESSAGES}条：`, { exact: false }).waitFor();
    expect(await chat.getByText('第1条：').count()).toBe(0);
    await chat.scrollIntoViewIfNeeded();
    await snap(page, journey, '03-transcript-latest', { fullPage: false });
    await drawer.getByRole('button', { name: '加载更早的消息' }).click();
    await chat.getByText('第1条：律师您好，进展如何？').waitFor();
    await drawer.getByRole('button', { name: '加载更早的消息' }).waitFor({ state: 'detached' });
    expect(await chat.getByRole('listitem').count()).toBe(MESSAGES);
  });

  it('refunds 10.00 元 of the order in service with a reason; the order goes on', async () => {
    const { page } = desk();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '部分退款' }).click();
    const dialog = await atRest(page.getByRole('dialog', { name: `部分退款 · ${serving.order_no}` }));
    const amount = dialog.getByPlaceholder(`少于 ${yuan(serving.price)}`);
    // All that can go back is a cancellation, not a partial refund.
    await amount.fill(yuan(serving.price));
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await dialog.getByText(/部分退款须少于可退金额/).waitFor();
    await dialog.getByText('请选择处理理由').waitFor();
    await amount.fill(yuan(PARTIAL));
    await chooseInSelect(page, dialog, '处理理由', REASON);
    await dialog.getByLabel('处理说明').fill(PARTIAL_TEXT);
    await snap(page, journey, '04-partial-refund-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await page.getByText('已部分退款，订单继续').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const refunded = drawer.locator('th', { hasText: '已退款' }).locator('xpath=following-sibling::td[1]');
    await expect.poll(() => refunded.textContent()).toBe(`¥${yuan(PARTIAL)}`);
    await drawer.getByText('平台部分退款').first().waitFor();
    await drawer.getByText(`${REASON}：${PARTIAL_TEXT}`).first().waitFor();
    // Still in service: the operator may refund more or cancel.
    await drawer.getByRole('button', { name: '取消订单并退款' }).waitFor();
    await snap(page, journey, '05-after-partial-refund', { fullPage: false });
    await drawer.getByText('账务分录').scrollIntoViewIfNeeded();
    await snap(page, journey, '05b-ledger', { fullPage: false });
  });

  it('cancels the paid order not yet accepted with everything back', async () => {
    const { page } = desk();
    await page.goto(`${baseUrl}/admin/service-orders/${waiting.order_no}`);
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('订单进度').waitFor();
    // No chat yet on this order.
    await drawer.getByText('该订单没有聊天记录').waitFor();
    await drawer.getByRole('button', { name: '取消订单并退款' }).click();
    const dialog = await atRest(
      page.getByRole('dialog', { name: `取消订单并全额退款 · ${waiting.order_no}` }),
    );
    await dialog.getByText(`退还 ¥${yuan(waiting.price)}，订单取消，律师不获得收入。`).waitFor();
    await chooseInSelect(page, dialog, '处理理由', REASON);
    await dialog.getByLabel('处理说明').fill(CANCEL_TEXT);
    await dialog.getByRole('button', { name: '确认取消并退款' }).click();
    await page.getByText('订单已取消，款项将全额原路退回').waitFor();
    await drawer.getByText('平台取消订单并全额退款').first().waitFor();
    await expect.poll(() => drawer.getByRole('button', { name: '取消订单并退款' }).count()).toBe(0);
    await snap(page, journey, '06-after-cancel', { fullPage: false });
    // Back to the list (the drawer closes), forward to the order again.
    await page.goBack();
    await page.goForward();
    await drawer.getByText('平台取消订单并全额退款').first().waitFor();
  });

  it('the 工作台 counts the queues and links each to its filtered page', async () => {
    const { page } = desk();
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-body').waitFor({ state: 'hidden' });
    await page.getByRole('menuitem', { name: '工作台' }).click();
    const appeals = page.locator('.ant-card', { hasText: '待裁定申诉' });
    await appeals.locator('.ant-statistic-content').waitFor();
    await snap(page, journey, '07-dashboard');
    await appeals.getByRole('link', { name: '去裁定' }).click();
    await page.waitForURL(/\/admin\/appeals\?state=waiting_operator/);
    await page.goBack();
    await appeals.waitFor();
  });

  it('the customer hears of both on the phone and sees them on the orders', async () => {
    const { page } = phone();
    await openSignedIn(page, baseUrl, customer.token, 'customer', '/pages/common/notification/list');
    await titled(page, '消息通知');
    const main = page.locator('main');
    const partialNotice = main.getByRole('button', { name: /平台部分退款.*平台已退还 ¥10\.00/ }).first();
    await partialNotice.waitFor();
    await main
      .getByRole('button', { name: /订单已被平台取消/ })
      .first()
      .waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '08-customer-notifications', { fullPage: false });
    await partialNotice.tap();
    await titled(page, '律师服务详情');
    expect(decodeURIComponent(page.url())).toContain(serving.order_no);
    await snap(page, journey, '09-customer-order-in-service');
    await page.goBack();
    await titled(page, '消息通知');
    await main
      .getByRole('button', { name: /订单已被平台取消/ })
      .first()
      .tap();
    await titled(page, '律师服务详情');
    expect(decodeURIComponent(page.url())).toContain(waiting.order_no);
    await page.getByText('订单已取消，已付款项将原路退回').waitFor();
    await snap(page, journey, '10-customer-order-cancelled');
    const seen = await customer.api<{ state: string; refunded_amount: number }>(
      'GET',
      `/api/v1/order/service/detail?order_no=${serving.order_no}`,
    );
    expect(seen).toMatchObject({ state: 'pending', refunded_amount: PARTIAL });
  });

  it('the lawyer hears of both too', async () => {
    const { page } = lawyerPhone();
    await openSignedIn(page, baseUrl, lawyer.token, 'lawyer', '/pages/common/notification/list');
    await titled(page, '消息通知');
    const main = page.locator('main');
    await main
      .getByRole('button', { name: /平台部分退款/ })
      .first()
      .waitFor();
    const cancelled = main.getByRole('button', { name: /订单已被平台取消/ }).first();
    await cancelled.waitFor();
    await snap(page, journey, '11-lawyer-notifications', { fullPage: false });
    await cancelled.tap();
    await titled(page, '律师服务详情');
    expect(decodeURIComponent(page.url())).toContain(waiting.order_no);
    await page.getByText('已取消', { exact: true }).first().waitFor();
    await snap(page, journey, '12-lawyer-order-cancelled');
    await page.goBack();
    await titled(page, '消息通知');
    await page.goForward();
    await titled(page, '律师服务详情');
  });
});
