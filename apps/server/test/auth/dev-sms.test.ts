import { API } from '@lawbridge/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { call, sendCode } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

const latest = (app: TestApp['app'], phone: string) =>
  call<{ phone: string; code: string; sent_at: number }>(app, {
    method: 'GET',
    url: `${API.devSmsLatest}?phone=${phone}`,
  });

describe('dev endpoint for the latest SMS code', () => {
  it('shows the code last sent to a phone, outside production', async () => {
    t = await createTestApp();
    expect((await latest(t.app, '13812345678')).body).toEqual({
      code: 7,
      msg: '该手机号暂无验证码',
      data: null,
    });
    await sendCode(t.app, '13812345678');
    expect((await latest(t.app, '13812345678')).body.data).toEqual({
      phone: '13812345678',
      code: expect.stringMatching(/^\d{6}$/),
      sent_at: t.clock.now(),
    });
  });

  it('answers only this machine, even when the server listens on the network', async () => {
    t = await createTestApp();
    await sendCode(t.app, '13812345678');
    const fromNetwork = await t.app.inject({
      method: 'GET',
      url: `${API.devSmsLatest}?phone=13812345678`,
      remoteAddress: '192.168.1.23',
    });
    expect(fromNetwork.json()).toEqual({ code: 7, msg: '仅限本机访问', data: null });
  });

  it('does not exist in production', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', SMS_PROVIDER: 'console' } });
    await sendCode(t.app, '13812345678');
    expect((await latest(t.app, '13812345678')).body).toEqual({ code: 7, msg: '接口不存在', data: null });
  });
});
