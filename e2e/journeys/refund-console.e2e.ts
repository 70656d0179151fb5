import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { latestSmsCode, uniquePhone } from '../support/api';
import { artifactsDir, snap, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';
import { h5, samplePng, SESSION_STORAGE_KEY } from '../support/h5';

const journey = 'refund-console';
/** A demo lawyer taking orders whom no other journey signs in as (SMS codes are limited per phone). */
const LAWYER_PHONE = '13900000062';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

function apiOf(baseUrl: string) {
  return async function api<T>(
    method: 'GET' | 'POST',
    path: string,
    token?: string,
    body?: object,
  ): Promise<T> {
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

/** Waits until the named picture has been fetched and decoded (its signed address answered). */
async function imageLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true }).first();
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

describe('an operator grants a partial refund in the console', () => {
  const desk = useBrowser('desktop');
  const phone = useBrowser('phone');
  const baseUrl = inject('baseUrl');
  const api = apiOf(baseUrl);

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

  async function login(phone: string): Promise<string> {
    await api('POST', '/api/v1/sms/push', undefined, { scene: 'login', phone });
    const code = await latestSmsCode(baseUrl, phone);
    const result = await api<{ token: string }>('POST', '/api/v1/user/login', undefined, {
      type: 'verify_code',
      phone,
      verify_code: code,
    });
    return result.token;
  }

  it('the customer pays and asks, the operator refunds 20.00 元 of 49.00, the customer sees it', async () => {
    const customer = await login(uniquePhone());
    const lawyer = await login(LAWYER_PHONE);
    const lawyerUuid = (await api<{ uuid: string }>('GET', '/api/v1/user/info', lawyer)).uuid;
    const page = await api<{ services: Array<{ id: number; name: string; price: number }> }>(
      'GET',
      `/api/v1/lawyer/detail?uuid=${lawyerUuid}`,
    );
    const service = page.services.find((item) => item.name === '图文咨询')!;
    const { page: operator } = desk();
    const payslip = await upload(customer, await samplePng(operator, '工资条'));
    const order = await api<{ order_no: string; price: number }>('POST', '/api/v1/order/service', customer, {
      lawyer_uuid: lawyerUuid,
      config_id: service.id,
      description: '公司拖欠三个月工资，律师接单后一直没有回复。',
      images: [payslip],
    });
    const orderNo = order.order_no;
    await api('POST', '/api/v1/payment', customer, { app_scene: 'h5', scene: 'service', order_no: orderNo });
    await api('POST', '/api/v1/payment/sandbox/confirm', customer, { order_no: orderNo });
    await api('POST', '/api/v1/order/service/action', lawyer, { order_no: orderNo, action: 'accept' });
    const evidence = await upload(customer, await samplePng(operator, '聊天记录'));
    await api('POST', '/api/v1/order/service/action', customer, {
      order_no: orderNo,
      action: 'request_refund',
      reason: '律师未及时回复',
      text: '接单后一直没有回复',
      images: [evidence],
    });

    await consoleLogin(operator, baseUrl, inject('dataDir'), '/refunds');
    const row = operator.getByRole('row').filter({ hasText: orderNo });
    await row.getByText('接单后一直没有回复').waitFor();
    // The customer's picture, at an address signed for the console.
    await imageLoaded(operator, '退款图片1');
    await snap(operator, journey, '01-refund-queue');
    await row.getByRole('button', { name: /处\s*理/ }).click();
    const dialog = operator.getByRole('dialog');
    await dialog.getByRole('img', { name: '退款图片1' }).waitFor();
    await dialog.getByText('部分退款').click();
    const amount = dialog.getByPlaceholder(`最多 ${(order.price / 100).toFixed(2)}`);
    await amount.fill(`${(order.price + 1) / 100}`);
    await dialog.getByRole('button', { name: '确认处理' }).click();
    await dialog.getByText(/退款金额不能超过可退金额/).waitFor();
    await amount.fill('20');
    await snap(operator, journey, '02-partial-refund');
    await dialog.getByRole('button', { name: '确认处理' }).click();
    await operator.getByText('退款已处理').waitFor();
    await row.waitFor({ state: 'detached' });

    await operator.goto(`${baseUrl}/admin/service-orders/${orderNo}`);
    await operator.getByText('账务分录').waitFor();
    await operator.getByText('部分退款并结算').first().waitFor();
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
    expect(seen).toMatchObject({ state: 'finish', refunded_amount: 2000 });
    expect(seen.events.at(-1)?.transition).toBe('refund_partial');
    const lawyerSees = await api<{
      refund_requests: Array<{ status: number; result: string; amount: number }>;
    }>('GET', `/api/v1/order/service/detail?order_no=${orderNo}`, lawyer);
    expect(lawyerSees.refund_requests).toMatchObject([{ status: 1, result: 'partial', amount: 2000 }]);

    // The customer's 律师服务详情 at 375 px: 退款进度 with the request, its picture and the decision.
    const { page: mobile } = phone();
    const user = await api<object>('GET', '/api/v1/user/info', customer);
    await mobile.goto(h5(baseUrl, '/'));
    await mobile.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { token: customer, type: 'customer', user }, version: 0 }),
    ] as const);
    await mobile.goto('about:blank');
    await mobile.goto(h5(baseUrl, `/pages/customer/order/service/detail?order_no=${orderNo}`));
    const progress = mobile.getByRole('region', { name: '退款进度' });
    await progress.getByText('部分退款 ¥20.00').waitFor();
    await progress.getByText('接单后一直没有回复').waitFor();
    await progress.getByText('已同意').waitFor();
    await imageLoaded(mobile, '退款图片1');
    await progress.scrollIntoViewIfNeeded();
    await snap(mobile, journey, '04-customer-refund-progress');
  });
});
