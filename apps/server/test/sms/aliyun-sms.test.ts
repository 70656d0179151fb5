import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSmsProvider } from '../../src/providers/sms/aliyun-sms-provider';
import { SmsProviderError } from '../../src/providers/sms/sms-provider';
import { call, loginWithCode, sendCode } from '../helpers/api';
import { createTestApp } from '../helpers/test-app';
import { AliyunSmsStandIn } from './aliyun-stand-in';
import { ALIYUN, aliyunAccount, aliyunEnv, aliyunSettings, silentLog } from './sms-fixtures';

let standIn: AliyunSmsStandIn;

beforeAll(async () => {
  standIn = await new AliyunSmsStandIn(aliyunAccount()).start();
});
afterAll(async () => {
  await standIn.close();
});

const provider = (secret?: string) =>
  new AliyunSmsProvider(
    { ...aliyunSettings(standIn.host), ...(secret ? { accessKeySecret: secret } : {}) },
    silentLog,
  );

describe('SMS through Aliyun Dysms (stand-in checking the ACS3-HMAC-SHA256 signature)', () => {
  it("sends the event's template with its params and answers the BizId", async () => {
    const result = await provider().send({
      phone: '13812345678',
      template: 'lawyer_new_order',
      params: { order_no: 'S20250101000001', service: '图文咨询' },
    });
    const sent = standIn.sent.at(-1);
    expect(sent).toEqual({
      phone: '13812345678',
      signName: '律桥',
      templateCode: ALIYUN.templates.lawyer_new_order,
      params: { order_no: 'S20250101000001', service: '图文咨询' },
      bizId: expect.stringMatching(/^\d+\^0$/),
    });
    expect(result).toEqual({ provider_message_id: sent?.bizId });
  });

  it('is refused by the signature check when signed with another secret', async () => {
    const before = standIn.sent.length;
    const sending = provider('AnotherSecret0123456789abcdef').send({
      phone: '13812345678',
      template: 'customer_refund_result',
      params: { order_no: 'S20250101000001', result: '已退款' },
    });
    await expect(sending).rejects.toBeInstanceOf(SmsProviderError);
    await expect(sending).rejects.toMatchObject({ provider: 'aliyun', code: 'SignatureDoesNotMatch' });
    expect(standIn.refused.at(-1)).toBe('SignatureDoesNotMatch');
    expect(standIn.sent).toHaveLength(before);
  });

  it('turns a Code other than OK into SmsProviderError with that code', async () => {
    standIn.failingPhones.set('13900001111', 'isv.BUSINESS_LIMIT_CONTROL');
    const sending = provider().send({
      phone: '13900001111',
      template: 'lawyer_new_appointment',
      params: { order_no: 'A20250101000001' },
    });
    await expect(sending).rejects.toBeInstanceOf(SmsProviderError);
    await expect(sending).rejects.toMatchObject({
      provider: 'aliyun',
      code: 'isv.BUSINESS_LIMIT_CONTROL',
      requestId: expect.any(String),
      message: expect.stringContaining('isv.BUSINESS_LIMIT_CONTROL'),
    });
  });

  it('turns an unreachable Dysms into SmsProviderError', async () => {
    const gone = await new AliyunSmsStandIn(aliyunAccount()).start();
    const host = gone.host;
    await gone.close();
    const sending = new AliyunSmsProvider(aliyunSettings(host), silentLog).sendVerifyCode({
      phone: '13812345678',
      code: '123456',
      scene: 'login',
    });
    await expect(sending).rejects.toBeInstanceOf(SmsProviderError);
    await expect(sending).rejects.toMatchObject({ provider: 'aliyun', code: 'ECONNREFUSED' });
    // The SDK's message names the request address, whose query carries the code: it is left out.
    await expect(sending).rejects.not.toMatchObject({ message: expect.stringContaining('123456') });
  });

  it('tells the user a code that could not be sent, and lets them ask again at once', async () => {
    const gone = await new AliyunSmsStandIn(aliyunAccount()).start();
    const host = gone.host;
    await gone.close();
    const t = await createTestApp({ env: aliyunEnv(host) });
    try {
      const failed = await sendCode(t.app, '13712345679');
      expect(failed.body).toMatchObject({ code: 7, msg: '短信发送失败，请稍后重试' });
      // The 60 s resend limit was not used up by the send that never happened.
      const again = await sendCode(t.app, '13712345679');
      expect(again.body).toMatchObject({ code: 7, msg: '短信发送失败，请稍后重试' });
    } finally {
      await t.close();
    }
  });

  it('delivers the login code through Dysms, and the code logs the user in', async () => {
    const t = await createTestApp({ env: aliyunEnv(standIn.host) });
    try {
      expect((await sendCode(t.app, '13712345678')).body.code).toBe(0);
      const sent = standIn.sent.at(-1);
      expect(sent).toMatchObject({
        phone: '13712345678',
        templateCode: ALIYUN.templates.verify_code,
        params: { code: expect.stringMatching(/^\d{6}$/) },
      });
      const login = await loginWithCode(t.app, '13712345678', sent?.params.code ?? '');
      expect(login.body.code).toBe(0);
      // Codes go by SMS only: the dev lookup belongs to the console provider.
      const dev = await call(t.app, { method: 'GET', url: `${API.devSmsLatest}?phone=13712345678` });
      expect(dev.body.msg).toBe('接口不存在');
    } finally {
      await t.close();
    }
  });
});
