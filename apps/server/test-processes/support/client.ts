import { API, TOKEN_HEADER } from '@lawbridge/contract';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One API call over real HTTP; answers the envelope (the HTTP status must be 200). */
export async function api<T>(
  baseUrl: string,
  request: { method?: 'GET' | 'POST'; path: string; token?: string; body?: unknown },
): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(request.token ? { [TOKEN_HEADER]: request.token } : {}),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  if (response.status !== 200)
    throw new Error(`${request.path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Envelope<T>;
}

/** The client's SMS login; the code comes from the development endpoint (this machine only). */
export async function login(baseUrl: string, phone: string): Promise<string> {
  await api(baseUrl, { path: API.smsPush, body: { scene: 'login', phone } });
  const code = await api<{ code: string }>(baseUrl, { path: `${API.devSmsLatest}?phone=${phone}` });
  const reply = await api<{ token: string }>(baseUrl, {
    path: API.login,
    body: { type: 'verify_code', phone, verify_code: code.data.code },
  });
  if (reply.code !== 0) throw new Error(`login failed: ${reply.msg}`);
  return reply.data.token;
}

/** A demo lawyer taking orders, and the 图文咨询 service's id. */
export async function orderTarget(baseUrl: string): Promise<{ lawyerUuid: string; configId: number }> {
  const lawyers = await api<{ list: Array<{ uuid: string; accepting?: number }> }>(baseUrl, {
    path: `${API.lawyer}?page=1&page_size=20`,
  });
  const configs = await api<Array<{ id: number; name: string }>>(baseUrl, { path: API.paymentConfig });
  const config = configs.data.find((item) => item.name === '图文咨询');
  const lawyer = lawyers.data.list[0];
  if (!config || !lawyer) throw new Error('the demo data has no lawyer or no 图文咨询');
  return { lawyerUuid: lawyer.uuid, configId: config.id };
}

export async function createOrder(
  baseUrl: string,
  token: string,
  target: { lawyerUuid: string; configId: number },
) {
  const created = await api<{ order_no: string; price: number }>(baseUrl, {
    path: API.serviceOrders,
    token,
    body: {
      lawyer_uuid: target.lawyerUuid,
      config_id: target.configId,
      description: '公司拖欠三个月工资怎么办？',
    },
  });
  if (created.code !== 0) throw new Error(`order refused: ${created.msg}`);
  return created.data;
}
