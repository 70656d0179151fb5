import fs from 'node:fs';
import { API } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestClock } from '../helpers/test-clock';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import {
  APPID,
  startWechatPay,
  wechatEnv,
  writeKeyFiles,
  type WechatPayFixture,
} from '../payment/wechat-pay-fixture';
import { WechatApiStandIn } from './wechat-api-stand-in';

/** The AppSecret `wechatEnv` configures. */
export const APP_SECRET = 'abcdef0123456789abcdef0123456789';

export interface WechatWorld {
  t: TestApp;
  /** The local api.weixin.qq.com and open.weixin.qq.com. */
  api: WechatApiStandIn;
  /** The local WeChat Pay and the merchant key its prepay parameters are signed with. */
  pay: WechatPayFixture;
  close(): Promise<void>;
}

/**
 * An app with PAYMENT_PROVIDER=wechat whose WeChat services are local stand-ins (WeChat Pay checking our
 * signatures, the OAuth/JS-SDK API), configured through the real environment parsing.
 */
export async function startWechatWorld(env: Record<string, string> = {}): Promise<WechatWorld> {
  const pay = await startWechatPay();
  const files = writeKeyFiles();
  const api = new WechatApiStandIn(APPID, APP_SECRET);
  await api.start();
  const t = await createTestApp({
    clock: createTestClock(Date.now()),
    env: {
      ...wechatEnv(files, { pay: pay.standIn.baseUrl, api: api.baseUrl, open: api.baseUrl }),
      ...env,
    },
  });
  return {
    t,
    api,
    pay,
    async close() {
      await t.close();
      await api.stop();
      await pay.close();
      fs.rmSync(files.dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** An unpaid 图文咨询 order of the customer `token` with a fresh lawyer. */
export async function unpaidOrder(app: FastifyInstance, token: string): Promise<string> {
  counter += 1;
  const lawyer = await loggedInLawyer(app, `1380013${String(counter).padStart(4, '0')}`, { name: '钱律师' });
  const config = await app.db
    .selectFrom('order_configs')
    .select('id')
    .where('name', '=', '图文咨询')
    .executeTakeFirstOrThrow();
  const created = await call<{ order_no: string }>(app, {
    method: 'POST',
    url: API.serviceOrders,
    token,
    payload: { lawyer_uuid: lawyer.uuid, config_id: config.id, description: '房东拒不退还押金，该怎么办？' },
  });
  if (created.body.code !== 0) throw new Error(`order not created: ${created.body.msg}`);
  return created.body.data.order_no;
}
