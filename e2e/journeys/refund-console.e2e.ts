import { describe, expect, inject, it } from 'vitest';
import { latestSmsCode, uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';

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

describe('an operator grants a partial refund in the console', () => {
  const desk = useBrowser('desktop');
  const baseUrl = inject('baseUrl');
  const api = apiOf(baseUrl);

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
    const order = await api<{ order_no: string; price: number }>('POST', '/api/v1/order/service', customer, {
      lawyer_uuid: lawyerUuid,
      config_id: service.id,
      description: '公司拖欠三个月工资，律师接单后一直没有回复。',
    });
    const orderNo = order.order_no;
    await api('POST', '/api/v1/payment', customer, { app_scene: 'h5', scene: 'service', order_no: orderNo });
    await api('POST', '/api/v1/payment/sandbox/confirm', customer, { order_no: orderNo });
    await api('POST', '/api/v1/order/service/action', lawyer, { order_no: orderNo, action: 'accept' });
    await api('POST', '/api/v1/order/service/action', customer, {
      order_no: orderNo,
      action: 'request_refund',
      reason: '律师未及时回复',
      text: '接单后一直没有回复',
    });

    const { page: operator } = desk();
    await consoleLogin(operator, baseUrl, inject('dataDir'), '/refunds');
    const row = operator.getByRole('row').filter({ hasText: orderNo });
    await row.getByText('接单后一直没有回复').waitFor();
    await snap(operator, journey, '01-refund-queue');
    await row.getByRole('button', { name: /处\s*理/ }).click();
    const dialog = operator.getByRole('dialog');
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

    const seen = await api<{ state: string; refunded_amount: number; events: Array<{ transition: string }> }>(
      'GET',
      `/api/v1/order/service/detail?order_no=${orderNo}`,
      customer,
    );
    expect(seen).toMatchObject({ state: 'finish', refunded_amount: 2000 });
    expect(seen.events.at(-1)?.transition).toBe('refund_partial');
  });
});
