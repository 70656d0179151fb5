import { API, PHONE_SERVICE_NAME, type CallBinding, type CallOverview } from '@lawbridge/contract';
import { loadConfig } from '../../src/config';
import type { AliyunCallConfig } from '../../src/providers/call/call-config';
import { call, loginAs, type EnvelopeReply } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';

export const PLS = {
  accessKeyId: 'LTAI5tPlsStandIn00000001',
  accessKeySecret: 'PlsStandInSecret0123456789abcdef',
  poolKey: 'FC100000012345678',
};

/** The environment that points CALL_PROVIDER=aliyun at a stand-in on `host`. */
export const aliyunCallEnv = (host: string): Record<string, string> => ({
  CALL_PROVIDER: 'aliyun',
  ALIYUN_PLS_ACCESS_KEY_ID: PLS.accessKeyId,
  ALIYUN_PLS_ACCESS_KEY_SECRET: PLS.accessKeySecret,
  ALIYUN_PLS_POOL_KEY: PLS.poolKey,
  ALIYUN_PLS_ENDPOINT: `http://${host}`,
});

/** The provider settings config.ts makes of that environment. */
export function aliyunCallSettings(host: string): AliyunCallConfig {
  const settings = loadConfig(aliyunCallEnv(host)).aliyunCall;
  if (!settings) throw new Error('aliyun call settings missing');
  return settings;
}

let serial = 0;
const nextPhone = () => `1360000${String((serial += 1)).padStart(4, '0')}`;

const ok = <T>(reply: EnvelopeReply<T>): T => {
  if (reply.body.code !== 0) throw new Error(`refused: ${reply.body.code} ${reply.body.msg}`);
  return reply.body.data;
};

/** A customer, a lawyer and a stranger; 电话咨询 orders (or another service) walked through the API. */
export async function phoneOrderWorld(t: TestApp) {
  const customerPhone = nextPhone();
  const lawyerPhone = nextPhone();
  const customer = await loginAs(t.app, customerPhone);
  const stranger = await loginAs(t.app, nextPhone());
  const lawyer = await loggedInLawyer(t.app, lawyerPhone, { name: '钱律师' });

  /** Placed and paid through the sandbox cashier. */
  async function paid(service = PHONE_SERVICE_NAME): Promise<string> {
    const { id } = await t.app.db
      .selectFrom('order_configs')
      .select('id')
      .where('name', '=', service)
      .executeTakeFirstOrThrow();
    const placed = ok(
      await call<{ order_no: string }>(t.app, {
        method: 'POST',
        url: API.serviceOrders,
        token: customer,
        payload: { lawyer_uuid: lawyer.uuid, config_id: id, description: '劳动合同纠纷，想电话沟通一下。' },
      }),
    );
    const payment = { app_scene: 'h5', scene: 'service', order_no: placed.order_no };
    ok(await call(t.app, { method: 'POST', url: API.payment, token: customer, payload: payment }));
    const confirm = { order_no: placed.order_no };
    ok(await call(t.app, { method: 'POST', url: API.sandboxConfirm, token: customer, payload: confirm }));
    return placed.order_no;
  }

  const act = (token: string, body: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: API.serviceOrderAction, token, payload: body });

  /** Paid and accepted: the lawyer is serving. */
  async function serving(service = PHONE_SERVICE_NAME): Promise<string> {
    const orderNo = await paid(service);
    ok(await act(lawyer.token, { order_no: orderNo, action: 'accept' }));
    return orderNo;
  }

  const bind = (token: string, orderNo: string) =>
    call<CallBinding>(t.app, { method: 'POST', url: API.callBind, token, payload: { order_no: orderNo } });
  const overview = (token: string, orderNo: string) =>
    call<CallOverview>(t.app, { method: 'GET', url: `${API.call}?order_no=${orderNo}`, token });

  /** Delivered and confirmed by the customer: the order has finished. */
  async function finish(orderNo: string): Promise<void> {
    ok(await act(lawyer.token, { order_no: orderNo, action: 'deliver', note: '已电话沟通完毕' }));
    ok(await act(customer, { order_no: orderNo, action: 'confirm' }));
  }

  const notify = (provider: string, records: unknown) =>
    t.app.inject({ method: 'POST', url: `${API.callNotify}/${provider}`, payload: records as object });

  return {
    customer,
    customerPhone,
    lawyer,
    lawyerPhone,
    stranger,
    paid,
    serving,
    act,
    bind,
    overview,
    finish,
    notify,
    ok,
  };
}

/** One record of the vendor's call-record push (China time `yyyy-MM-dd HH:mm:ss`). */
export function pushedCall(input: {
  poolKey: string;
  subId: string;
  x: string;
  callId: string;
  callType?: number;
  callTime: string;
  startTime?: string;
  releaseTime?: string;
}) {
  return {
    pool_key: input.poolKey,
    sub_id: input.subId,
    call_id: input.callId,
    phone_no: '13600000001',
    secret_no: input.x,
    peer_no: '13600000002',
    call_type: input.callType ?? 0,
    call_time: input.callTime,
    start_time: input.startTime ?? '',
    release_time: input.releaseTime ?? input.callTime,
    release_dir: 1,
  };
}
