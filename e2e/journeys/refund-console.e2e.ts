import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWith, uniquePhone, type Envelope } from '../support/api';
import { artifactsDir, snap, useBrowser } from '../support/browser';
import { chooseInSelect, consoleLogin } from '../support/console';
import { samplePng, yuan } from '../support/h5';
import { atRest } from '../support/motion';
import { openSignedIn, signInByApi } from '../support/session';
import { titled } from './appointment-steps';
import { imageLoaded } from '../support/page-checks';
import { sharedProduct } from '../support/shared-product';

const journey = 'refund-console';
/** A demo lawyer taking orders whom no other journey signs in as (SMS codes are limited per phone). */
const LAWYER_PHONE = '13900000062';
const REFUND_TEXT = '接单后一直没有回复';
const LAWYER_ANSWER = '接单当天已在会话中回复，用户未查看';
const CUSTOMER_SAYS = '律师您好，请问什么时候能给答复？';
const LAWYER_SAYS = '已整理好意见，今晚发给您';
const REASON_LABEL = '服务质量未达到约定标准';
const DECISION_TEXT = '律师回复较慢，退还部分费用';
/** 20.00 元 of the lawyer's own 图文咨询 price goes back: the lawyer is credited the rest less the 20 % commission. */
const REFUNDED = 2000;
/** The decision's line in 退款进度, both sides. */
const DECIDED_LINE = `已部分退款 ¥20.00 · ${REASON_LABEL}：${DECISION_TEXT}`;
const netOf = (kept: number) => kept - Math.floor((kept * 2000 + 5000) / 10_000);

interface WalletFigures {
  available: number;
  pending: number;
  frozen: number;
  total_earned: number;
}

describe('a customer asks for a refund on the order page; the lawyer explains; an operator grants part of it with a reason', () => {
  const desk = useBrowser('desktop');
  const phone = useBrowser('phone');
  const lawyerPhone = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;
  /** The API as `token`'s user (or nobody). */
  const api = <T>(method: 'GET' | 'POST', path: string, token?: string, body?: object) =>
    apiWith(baseUrl, token ? { 'x-token': token } : {})<T>(method, path, body);
  let customer = '';
  let lawyer = '';
  let lawyerName = '';
  let orderNo = '';
  let price = 0;
  /** What the lawyer is credited for the order: what the refund left, less the commission. */
  const lawyerNet = () => netOf(price - REFUNDED);
  let walletBefore: WalletFigures;
  /** The unread notifications of each before the event each of them is to hear of. */
  let customerUnread = 0;
  let lawyerUnread = 0;
  const unreadOf = async (token: string) =>
    (await api<{ unread: number }>('GET', '/api/v1/notification/unread', token)).unread;

  /** Uploads a picture as `token`'s user, the way the image picker does (multipart field `file`). */
  async function upload(token: string, bytes: Buffer): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'evidence.png');
    const response = await fetch(`${baseUrl}/api/v1/upload/image`, {
      method: 'POST',
      headers: { 'x-token': token },
      body: form,
    });
    const envelope = (await response.json()) as Envelope<{ id: string }>;
    if (envelope.code !== 0) throw new Error(`upload: ${envelope.msg}`);
    return envelope.data.id;
  }

  const tabBar = (page: Page) => page.getByRole('navigation', { name: '底部导航' });
  const bellName = (unread: number) => (unread > 0 ? `消息通知，${unread}条未读` : '消息通知');
  const progressOf = (page: Page) => page.getByRole('region', { name: '退款进度' });

  it('the customer pays for 图文咨询 and the lawyer accepts (by the API); both open the app', async () => {
    customer = (await signInByApi(baseUrl, uniquePhone())).token;
    lawyer = (await signInByApi(baseUrl, LAWYER_PHONE)).token;
    const lawyerUuid = (await api<{ uuid: string }>('GET', '/api/v1/user/info', lawyer)).uuid;
    const page = await api<{ name: string; services: Array<{ id: number; name: string; price: number }> }>(
      'GET',
      `/api/v1/lawyer/detail?uuid=${lawyerUuid}`,
    );
    lawyerName = page.name;
    const service = page.services.find((item) => item.name === '图文咨询')!;
    const payslip = await upload(customer, await samplePng(desk().page, '工资条'));
    const order = await api<{ order_no: string; price: number }>('POST', '/api/v1/order/service', customer, {
      lawyer_uuid: lawyerUuid,
      config_id: service.id,
      description: '公司拖欠三个月工资，律师接单后一直没有回复。',
      images: [payslip],
    });
    orderNo = order.order_no;
    price = order.price;
    expect(price).toBe(service.price);
    await api('POST', '/api/v1/payment', customer, { app_scene: 'h5', scene: 'service', order_no: orderNo });
    await api('POST', '/api/v1/payment/sandbox/confirm', customer, { order_no: orderNo });
    await api('POST', '/api/v1/order/service/action', lawyer, { order_no: orderNo, action: 'accept' });
    walletBefore = await api<WalletFigures>('GET', '/api/v1/lawyer/wallet', lawyer);

    await openSignedIn(phone().page, baseUrl, customer, 'customer');
    await openSignedIn(lawyerPhone().page, baseUrl, lawyer, 'lawyer');
    await lawyerPhone().page.getByText('律桥律师工作台').waitFor();
    lawyerUnread = await unreadOf(lawyer);
  });

  it('the customer asks for a refund in the order’s 申请退款 sheet: reason, text and a picture', async () => {
    const { page } = phone();
    await tabBar(page).getByRole('link', { name: '订单' }).tap();
    await titled(page, '服务记录');
    await page
      .locator('main')
      .getByRole('link', { name: new RegExp(`图文咨询，${lawyerName} 律师，`) })
      .tap();
    await titled(page, '律师服务详情');
    await page.getByText('律师正在为您服务，有问题可随时联系律师').waitFor();

    await page.getByRole('group', { name: '订单操作' }).getByRole('button', { name: '申请退款' }).tap();
    const sheet = page.locator('.adm-popup-body').filter({ hasText: '退款原因', visible: true });
    await sheet.getByRole('heading', { name: '申请退款' }).waitFor();
    // Without a reason it says what is missing.
    await sheet.getByRole('button', { name: '提交申请' }).tap();
    await page.getByText('请选择退款原因').waitFor();
    await sheet.locator('.adm-selector-item').filter({ hasText: '律师未及时回复' }).tap();
    await sheet.getByRole('textbox', { name: '退款说明（选填）' }).fill(REFUND_TEXT);
    const pictures = sheet.getByRole('group', { name: '凭证图片' });
    await pictures.locator('input[type=file]').setInputFiles({
      name: 'chat-history.png',
      mimeType: 'image/png',
      buffer: await samplePng(page, '聊天记录'),
    });
    await expect.poll(() => pictures.locator('.adm-image-uploader-cell-image').count()).toBe(1);
    await expect.poll(() => pictures.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    await snap(page, journey, '00-customer-refund-sheet', { fullPage: false });
    await sheet.getByRole('button', { name: '提交申请' }).tap();
    await page.getByText('退款申请已提交', { exact: true }).waitFor();
    await sheet.waitFor({ state: 'hidden' });

    await page
      .getByText(/^退款申请已提交，律师将在 .+ 前答复（同意退款或说明情况），之后由平台处理$/)
      .waitFor();
    const progress = progressOf(page);
    await progress.getByText('待审核').waitFor();
    await progress.getByText(/^等待律师答复（截至 .+），之后由平台处理$/).waitFor();
    await progress.getByText(REFUND_TEXT).waitFor();
    await imageLoaded(page, '退款图片1');
    expect(await page.getByRole('button', { name: '申请退款' }).count()).toBe(0);
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    await snap(page, journey, '00b-customer-refund-asked');

    // Back to 服务记录 and home, where the bell is.
    await page.goBack();
    await titled(page, '服务记录');
    await tabBar(page).getByRole('link', { name: '首页' }).tap();
    customerUnread = await unreadOf(customer);
    await page.getByRole('link', { name: bellName(customerUnread) }).waitFor();
  });

  it('the lawyer hears of the request live and sees it on 律师服务详情', async () => {
    const { page } = lawyerPhone();
    // No reload: the workbench's bell hears of the request over the socket.
    const bell = page.getByRole('link', { name: bellName(lawyerUnread + 1), exact: true });
    await bell.waitFor();
    await snap(page, journey, '00c-lawyer-bell');
    await bell.tap();
    await titled(page, '消息通知');
    await page
      .locator('main')
      .getByRole('button', { name: /^未读，用户申请退款.*请在24小时内同意退款或说明情况/ })
      .first()
      .tap();
    await titled(page, '律师服务详情');
    expect(decodeURIComponent(page.url())).toContain(orderNo);
    await page.getByText(/^用户申请了退款，请在 .+ 前同意退款或说明情况，逾期将由平台处理$/).waitFor();
    const progress = progressOf(page);
    await progress.getByText('待审核').waitFor();
    await progress.getByText(REFUND_TEXT).waitFor();
    await imageLoaded(page, '退款图片1');
    const answers = page.getByRole('group', { name: '答复退款申请' });
    await answers.getByRole('button', { name: '同意退款' }).waitFor();
    // What the phone shows (the page's foot carries 标记已交付, fixed).
    await answers.scrollIntoViewIfNeeded();
    await snap(page, journey, '00d-lawyer-refund-requested', { fullPage: false });
  });

  it('the lawyer explains their side on 说明情况 (text and a picture), then goes back and forward', async () => {
    const { page } = lawyerPhone();
    customerUnread = await unreadOf(customer);
    await page.getByRole('group', { name: '答复退款申请' }).getByRole('button', { name: '说明情况' }).tap();
    await titled(page, '说明情况');
    await page.getByText(REFUND_TEXT).waitFor();
    // Too short: the form says what is wrong and sends nothing.
    const text = page.getByRole('textbox');
    await text.fill('好');
    await page.getByRole('button', { name: '提交说明' }).tap();
    await page.getByText(/情况说明至少/).waitFor();
    await text.fill(LAWYER_ANSWER);
    const pictures = page.locator('.adm-image-uploader').first();
    await pictures.locator('input[type=file]').setInputFiles({
      name: 'replies.png',
      mimeType: 'image/png',
      buffer: await samplePng(page, '回复截图'),
    });
    await expect.poll(() => pictures.locator('.adm-image-uploader-cell-image').count()).toBe(1);
    await expect.poll(() => pictures.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    await snap(page, journey, '00e-lawyer-answer-page', { fullPage: false });
    await page.getByRole('button', { name: '提交说明' }).tap();
    await page.getByText('情况说明已提交，平台将据此处理').waitFor();

    await titled(page, '律师服务详情');
    const progress = progressOf(page);
    await progress.getByText(LAWYER_ANSWER).waitFor();
    await progress.getByText('平台处理中').waitFor();
    await imageLoaded(page, '律师说明图片1');
    await page.getByText('平台正在处理用户的退款申请').waitFor();
    expect(await page.getByRole('button', { name: '说明情况' }).count()).toBe(0);
    await page
      .getByRole('group', { name: '答复退款申请' })
      .getByRole('button', { name: '同意退款' })
      .waitFor();
    await progress.scrollIntoViewIfNeeded();
    await page.getByText('情况说明已提交，平台将据此处理').waitFor({ state: 'hidden' });
    await snap(page, journey, '00f-lawyer-answered', { fullPage: false });
    // Forward to 说明情况 again is refused politely: the answer was sent once.
    await page.goForward();
    await titled(page, '说明情况');
    await page.getByText(/已说明过，或已处理/).waitFor();
    await page.goBack();
    await titled(page, '律师服务详情');
    await progressOf(page).getByText(LAWYER_ANSWER).waitFor();
    // Back to 消息通知, which hears of the decision live.
    await page.goBack();
    await titled(page, '消息通知');
  });

  it('the customer and the lawyer talk in the order’s conversation (the operator will read it)', async () => {
    const { conversation_id } = await api<{ conversation_id: number }>(
      'GET',
      `/api/v1/order/service/detail?order_no=${orderNo}`,
      customer,
    );
    const say = (token: string, text: string) =>
      api('POST', '/api/v1/chat/message', token, {
        conversation_id,
        client_id: `e2e-refund-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        kind: 'text',
        text,
      });
    await say(customer, CUSTOMER_SAYS);
    await say(lawyer, LAWYER_SAYS);
  });

  it('the operator refunds 20.00 元 of the price in the console', async () => {
    const { page: operator } = desk();
    await consoleLogin(operator, baseUrl, sharedProduct().dataDir, '/refunds');
    const row = operator.getByRole('row').filter({ hasText: orderNo });
    await row.getByText(REFUND_TEXT).waitFor();
    await row.getByText('律师未及时回复').waitFor();
    // The lawyer's side is in the queue too: the request can be decided now.
    await row.getByText(LAWYER_ANSWER).waitFor();
    // The customer's picture from the sheet, at an address signed for the console.
    await imageLoaded(operator, '退款图片1');
    await snap(operator, journey, '01-refund-queue');
    await row.getByRole('button', { name: /处\s*理/ }).click();
    const dialog = await atRest(operator.getByRole('dialog', { name: `处理退款申请 · ${orderNo}` }));
    await dialog.getByRole('img', { name: '退款图片1' }).waitFor();
    // The parties' chat, read in the dialog before deciding.
    await dialog.getByText('聊天记录（2条）').click();
    const chat = dialog.getByRole('list', { name: '聊天记录' });
    await chat.getByText(CUSTOMER_SAYS).waitFor();
    await chat.getByText(LAWYER_SAYS).waitFor();
    await snap(operator, journey, '01b-dialog-chat');
    await dialog.getByText('部分退款', { exact: true }).check();
    const amount = dialog.getByPlaceholder(`最多 ${yuan(price)}`);
    await amount.fill(`${(price + 1) / 100}`);
    await dialog.getByRole('button', { name: '确认处理' }).click();
    await dialog.getByText(/退款金额不能超过可退金额/).waitFor();
    await amount.fill(`${REFUNDED / 100}`);
    // Without a reason and a text both sides will read, nothing is decided.
    await dialog.getByRole('button', { name: '确认处理' }).click();
    await dialog.getByText('请选择处理理由').waitFor();
    await chooseInSelect(operator, dialog, '处理理由', REASON_LABEL);
    await dialog.getByLabel('处理说明').fill(DECISION_TEXT);
    await snap(operator, journey, '02-partial-refund');
    await dialog.getByRole('button', { name: '确认处理' }).click();
    await operator.getByText('退款已处理').waitFor();
    await row.waitFor({ state: 'detached' });

    await operator.goto(`${baseUrl}/admin/service-orders/${orderNo}`);
    await operator.getByText('账务分录').waitFor();
    await operator.getByText('部分退款并结算').first().waitFor();
    // The parties' chat, the lawyer's answer and the decision with its reason, as the operator reads them.
    const transcript = operator.getByRole('list', { name: '聊天记录' });
    await transcript.getByText(CUSTOMER_SAYS).waitFor();
    await transcript.getByText(LAWYER_SAYS).waitFor();
    await operator
      .locator('.ant-drawer-body')
      .getByText(new RegExp(`${REASON_LABEL}：${DECISION_TEXT}`))
      .first()
      .waitFor();
    await snap(operator, journey, '03-order-after-refund');
    // The drawer shows the customer's image from 服务详情 and the refund request's image.
    const drawer = operator.locator('.ant-drawer-body');
    await imageLoaded(operator, '用户图片1');
    await drawer.getByRole('img', { name: '退款图片1' }).scrollIntoViewIfNeeded();
    await imageLoaded(operator, '退款图片1');
    await operator.screenshot({ path: `${artifactsDir}/${journey}/03b-order-refund-images.png` });

    const seen = await api<{ state: string; refunded_amount: number; events: Array<{ transition: string }> }>(
      'GET',
      `/api/v1/order/service/detail?order_no=${orderNo}`,
      customer,
    );
    expect(seen).toMatchObject({ state: 'finish', refunded_amount: REFUNDED });
    expect(seen.events.at(-1)?.transition).toBe('refund_partial');
  });

  it('the customer hears of it on the home bell and sees the result on the order', async () => {
    const { page } = phone();
    const decided = `未读，退款处理结果：图文咨询：平台部分同意退款，¥${yuan(REFUNDED)} 将原路退回（${REASON_LABEL}：${DECISION_TEXT}）`;
    // No reload: the bell on the home hears of the lawyer's answer and the decision over the socket.
    const bell = page.getByRole('link', { name: bellName(customerUnread + 2), exact: true });
    await bell.waitFor();
    await bell.tap();
    await titled(page, '消息通知');
    const notice = page.locator('main').getByRole('button', { name: decided });
    await notice.waitFor();
    await snap(page, journey, '04-customer-notification');
    await notice.tap();
    await titled(page, '律师服务详情');
    expect(decodeURIComponent(page.url())).toContain(orderNo);
    await page.getByText('服务已完成，部分款项已退回').waitFor();
    const progress = progressOf(page);
    await progress.getByText(`¥${yuan(REFUNDED)}`, { exact: true }).waitFor();
    await progress.getByText(DECIDED_LINE).waitFor();
    await progress.getByText(REFUND_TEXT).waitFor();
    await progress.getByText(LAWYER_ANSWER).waitFor();
    await progress.getByText('已同意').waitFor();
    await imageLoaded(page, '退款图片1');
    await progress.scrollIntoViewIfNeeded();
    await snap(page, journey, '05-customer-refund-progress');
    // Back to 消息通知, where the notice is read now, and forward to the order again.
    await page.goBack();
    await titled(page, '消息通知');
    await page
      .locator('main')
      .getByRole('button', { name: decided.replace('未读，', '') })
      .waitFor();
    await page.goForward();
    await titled(page, '律师服务详情');
    await page.getByText('服务已完成，部分款项已退回').waitFor();
  });

  it('the lawyer sees the result on the order, and in 钱包明细 the remainder net of commission', async () => {
    const { page } = lawyerPhone();
    const lawyerSees = await api<{
      refund_requests: Array<{ status: number; result: string; amount: number }>;
    }>('GET', `/api/v1/order/service/detail?order_no=${orderNo}`, lawyer);
    expect(lawyerSees.refund_requests).toMatchObject([{ status: 1, result: 'partial', amount: REFUNDED }]);

    // 消息通知 is still open on the lawyer's phone: the decision comes in live.
    const notice = page
      .locator('main')
      .getByRole('button', { name: /^未读，退款处理结果/ })
      .first();
    await notice.waitFor();
    await snap(page, journey, '06-lawyer-notifications');
    await notice.tap();
    await titled(page, '律师服务详情');
    expect(decodeURIComponent(page.url())).toContain(orderNo);
    await page.getByText('服务已完成，部分款项已退回').waitFor();
    const progress = progressOf(page);
    await progress.getByText(DECIDED_LINE).waitFor();
    await progress.getByText('已同意').waitFor();
    await progress.scrollIntoViewIfNeeded();
    await snap(page, journey, '07-lawyer-refund-result');

    await page.goBack();
    await titled(page, '消息通知');
    await page.goBack();
    await page.getByText('律桥律师工作台').waitFor();
    await tabBar(page).getByRole('link', { name: '钱包' }).tap();
    await titled(page, '钱包明细');
    const entry = page
      .getByRole('list', { name: '钱包明细' })
      .getByRole('listitem')
      .filter({ hasText: orderNo });
    await entry.getByText('订单收入（部分退款后）', { exact: true }).waitFor();
    await entry.getByText(`+${yuan(lawyerNet())}`, { exact: true }).waitFor();
    // What the refund left is held for the hold days: 待结算 grows, 可提现 stays.
    const owned = walletBefore.available + walletBefore.pending + lawyerNet();
    await entry.getByText(`余额 ${yuan(owned)}`, { exact: true }).waitFor();
    const balances = page.getByRole('region', { name: '钱包余额' });
    await balances.getByText(yuan(walletBefore.available), { exact: true }).first().waitFor();
    const figure = (name: string) =>
      balances
        .getByRole('term')
        .filter({ hasText: name })
        .locator('xpath=following-sibling::dd')
        .textContent();
    expect(await figure('待结算')).toBe(yuan(walletBefore.pending + lawyerNet()));
    expect(await figure('累计收入')).toBe(yuan(walletBefore.total_earned + lawyerNet()));
    await snap(page, journey, '08-lawyer-wallet');
    await entry.getByRole('button').tap();
    await titled(page, '律师服务详情');
    expect(decodeURIComponent(page.url())).toContain(orderNo);
    await page.getByText('服务已完成，部分款项已退回').waitFor();
  });
});
