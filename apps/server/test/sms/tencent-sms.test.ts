import http from 'node:http';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsProviderError, SmsTemplateError } from '../../src/providers/sms/sms-provider';
import { TencentSmsProvider } from '../../src/providers/sms/tencent-sms-provider';
import { loginWithCode, sendCode } from '../helpers/api';
import { createTestApp } from '../helpers/test-app';
import { TENCENT, silentLog, tencentAccount, tencentEnv, tencentSettings } from './sms-fixtures';
import { TencentSmsStandIn } from './tencent-stand-in';

let standIn: TencentSmsStandIn;

beforeAll(async () => {
  standIn = await new TencentSmsStandIn(tencentAccount()).start();
});
afterAll(async () => {
  await standIn.close();
});

const provider = (secretKey?: string) =>
  new TencentSmsProvider(
    { ...tencentSettings(standIn.host), ...(secretKey ? { secretKey } : {}) },
    silentLog,
  );

/** Resolves every host name to this machine, so the SDK talks to the stand-in under the real name. */
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

describe('SMS through Tencent Cloud (stand-in checking the TC3-HMAC-SHA256 signature)', () => {
  it("sends the event's template with its params in the template's order and answers the SerialNo", async () => {
    const result = await provider().send({
      phone: '13812345678',
      template: 'customer_refund_result',
      params: { amount: '30.00', result: '部分退款', order_no: 'S20250101000001' },
    });
    const sent = standIn.sent.at(-1);
    expect(sent).toMatchObject({
      phone: '+8613812345678',
      signName: '律桥',
      templateId: TENCENT.templates.customer_refund_result.id,
      params: ['S20250101000001', '部分退款', '30.00'],
    });
    expect(result).toEqual({ provider_message_id: sent?.serialNo });
  });

  it('signs for the sms service when it calls sms.tencentcloudapi.com', async () => {
    const settings = tencentSettings(standIn.host);
    const agent = new http.Agent({ lookup: toLoopback });
    try {
      const named = new TencentSmsProvider(
        { ...settings, endpoint: { protocol: 'http', host: `sms.tencentcloudapi.com:${standIn.port}` } },
        silentLog,
        { agent },
      );
      await named.send({ phone: '13812345678', template: 'verify_code', params: { code: '246810' } });
      expect(standIn.sent.at(-1)).toMatchObject({ service: 'sms', params: ['246810'] });
    } finally {
      agent.destroy();
    }
  });

  it('is refused by the signature check when signed with another key', async () => {
    const before = standIn.sent.length;
    const sending = provider('AnotherKey0123456789abcdefghijkl').send({
      phone: '13812345678',
      template: 'lawyer_new_order',
      params: { order_no: 'S20250101000001', service: '图文咨询' },
    });
    await expect(sending).rejects.toBeInstanceOf(SmsProviderError);
    await expect(sending).rejects.toMatchObject({
      provider: 'tencent',
      code: 'AuthFailure.SignatureFailure',
    });
    expect(standIn.refused.at(-1)).toBe('AuthFailure.SignatureFailure');
    expect(standIn.sent).toHaveLength(before);
  });

  it('turns a send status other than Ok into SmsProviderError with that code', async () => {
    standIn.failingPhones.set('+8613900001111', 'LimitExceeded.PhoneNumberDailyLimit');
    const sending = provider().send({
      phone: '13900001111',
      template: 'lawyer_new_appointment',
      params: { order_no: 'A20250101000001', time: '1月2日 14:00' },
    });
    await expect(sending).rejects.toBeInstanceOf(SmsProviderError);
    await expect(sending).rejects.toMatchObject({
      provider: 'tencent',
      code: 'LimitExceeded.PhoneNumberDailyLimit',
      requestId: expect.any(String),
    });
  });

  it('turns an error answer into SmsProviderError with its code', async () => {
    const sending = new TencentSmsProvider(
      { ...tencentSettings(standIn.host), sdkAppId: '1400009999' },
      silentLog,
    ).send({ phone: '13812345678', template: 'verify_code', params: { code: '135790' } });
    await expect(sending).rejects.toMatchObject({
      name: 'SmsProviderError',
      code: 'InvalidParameterValue.SdkAppIdNotExist',
    });
  });

  it('turns an unreachable Tencent Cloud into SmsProviderError', async () => {
    const gone = await new TencentSmsStandIn(tencentAccount()).start();
    const host = gone.host;
    await gone.close();
    const sending = new TencentSmsProvider(tencentSettings(host), silentLog).sendVerifyCode({
      phone: '13812345678',
      code: '123456',
      scene: 'login',
    });
    await expect(sending).rejects.toBeInstanceOf(SmsProviderError);
    await expect(sending).rejects.toMatchObject({ provider: 'tencent', code: 'RequestFailed' });
  });

  it('refuses, without calling Tencent, a message lacking a param its template takes', async () => {
    const before = standIn.refused.length + standIn.sent.length;
    await expect(
      provider().send({ phone: '13812345678', template: 'lawyer_new_order', params: { order_no: 'S1' } }),
    ).rejects.toBeInstanceOf(SmsTemplateError);
    expect(standIn.refused.length + standIn.sent.length).toBe(before);
  });

  it('delivers the login code through Tencent Cloud, and the code logs the user in', async () => {
    const t = await createTestApp({ env: tencentEnv(standIn.host) });
    try {
      expect((await sendCode(t.app, '13712345678')).body.code).toBe(0);
      const sent = standIn.sent.at(-1);
      expect(sent).toMatchObject({
        phone: '+8613712345678',
        templateId: TENCENT.templates.verify_code.id,
        params: [expect.stringMatching(/^\d{6}$/)],
      });
      const login = await loginWithCode(t.app, '13712345678', sent?.params[0] ?? '');
      expect(login.body.code).toBe(0);
    } finally {
      await t.close();
    }
  });
});
