import { apiWith, uniquePhone, type Api } from './api';
import { signInByApi } from './session';

/** Demo lawyers no other journey signs in as (SMS codes are limited per phone): the first one taking orders. */
const CANDIDATE_PHONES = ['13900000036', '13900000037', '13900000038', '13900000039'];

export interface AppealParties {
  customer: { token: string; api: Api };
  lawyer: { token: string; api: Api; name: string };
  orderNo: string;
  /** What the customer paid, in fen. */
  price: number;
}

interface LawyerPage {
  name: string;
  accepting: number;
  services: Array<{ id: number; name: string }>;
}

/**
 * A finished 图文咨询 for an appeal: a new customer buys it from a demo lawyer taking orders (the sandbox
 * cashier pays), they exchange two messages in the order's conversation (the transcript the appeal attaches),
 * the lawyer delivers and the customer confirms. The lawyer's income for it is then held.
 */
export async function finishedOrderForAppeal(baseUrl: string): Promise<AppealParties> {
  const anyone = apiWith(baseUrl);
  for (const phone of CANDIDATE_PHONES) {
    const session = await signInByApi(baseUrl, phone);
    const page = await anyone<LawyerPage>('GET', `/api/v1/lawyer/detail?uuid=${session.uuid}`);
    const service = page.services.find((item) => item.name === '图文咨询');
    if (!service || page.accepting !== 1) continue;
    const lawyer = {
      token: session.token,
      api: apiWith(baseUrl, { 'x-token': session.token }),
      name: page.name,
    };
    const customerToken = (await signInByApi(baseUrl, uniquePhone())).token;
    const customer = { token: customerToken, api: apiWith(baseUrl, { 'x-token': customerToken }) };
    const order = await customer.api<{ order_no: string; price: number }>('POST', '/api/v1/order/service', {
      lawyer_uuid: session.uuid,
      config_id: service.id,
      description: '公司拖欠三个月工资，想了解能否申请劳动仲裁以及需要准备哪些证据。',
    });
    const act = (api: Api, body: object) =>
      api('POST', '/api/v1/order/service/action', { order_no: order.order_no, ...body });
    await customer.api('POST', '/api/v1/payment', {
      app_scene: 'h5',
      scene: 'service',
      order_no: order.order_no,
    });
    await customer.api('POST', '/api/v1/payment/sandbox/confirm', { order_no: order.order_no });
    await act(lawyer.api, { action: 'accept' });
    const { conversation_id } = await customer.api<{ conversation_id: number }>(
      'GET',
      `/api/v1/order/service/detail?order_no=${order.order_no}`,
    );
    const say = (api: Api, text: string) =>
      api('POST', '/api/v1/chat/message', {
        conversation_id,
        client_id: `e2e-appeal-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        kind: 'text',
        text,
      });
    await say(customer.api, '律师您好，公司拖欠工资三个月，我该怎么办？');
    await say(lawyer.api, '可以申请劳动仲裁，书面意见稍后发给您。');
    await act(lawyer.api, { action: 'deliver', note: '可申请劳动仲裁。' });
    await act(customer.api, { action: 'confirm' });
    return { customer, lawyer, orderNo: order.order_no, price: order.price };
  }
  throw new Error('none of the candidate demo lawyers takes 图文咨询 orders');
}
