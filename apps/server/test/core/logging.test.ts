import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PHONE = '13812345678';
const lines: string[] = [];
let t: TestApp;
let token: string;

beforeAll(async () => {
  const memory = { write: (line: string) => lines.push(line) };
  t = await createTestApp({ logger: createLogger('info', memory) });
  token = await loginAs(t.app, PHONE);
  await call(t.app, { method: 'GET', url: `${API.devSmsLatest}?phone=${PHONE}` });
  await call(t.app, { method: 'GET', url: API.userInfo, token });
});
afterAll(async () => {
  await t.close();
});

describe('logs', () => {
  it('show the SMS code with the phone masked', () => {
    const smsLine = lines.find((line) => line.includes('短信验证码'));
    expect(smsLine).toMatch(/短信验证码 \d{6} → 138\*\*\*\*5678/);
  });

  it('carry request ids and masked URLs', () => {
    const devRequest = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.req?.url?.includes('/dev/sms/latest'));
    expect(devRequest).toMatchObject({
      reqId: expect.any(String),
      req: { url: `${API.devSmsLatest}?phone=138****5678` },
    });
  });

  it("mask the phone in a refusal's detail (an SMS send over the per-phone limit)", async () => {
    const again = await call(t.app, {
      method: 'POST',
      url: API.smsPush,
      payload: { scene: 'login', phone: PHONE },
    });
    expect(again.body.code).toBe(7);
    const refusal = lines.find((line) => line.includes('sms send limit'));
    expect(refusal).toContain('138****5678');
    expect(refusal).not.toContain(PHONE);
  });

  it('never contain a full phone number or a token', () => {
    const all = lines.join('\n');
    expect(all).not.toContain(PHONE);
    expect(all).not.toContain(token);
  });
});

describe('logs in production', () => {
  it('never contain an SMS code, even with the console provider chosen explicitly', async () => {
    const productionLines: string[] = [];
    const app = await createTestApp({
      env: { NODE_ENV: 'production', SMS_PROVIDER: 'console' },
      logger: createLogger('info', { write: (line: string) => productionLines.push(line) }),
    });
    try {
      const sent = await call(app.app, {
        method: 'POST',
        url: API.smsPush,
        payload: { scene: 'login', phone: PHONE },
      });
      expect(sent.body.code).toBe(0);
      const all = productionLines.join('\n');
      expect(all).toContain('短信验证码未发送');
      expect(all).not.toMatch(/"code":"\d{6}"|短信验证码 \d{6}/);
    } finally {
      await app.close();
    }
  });
});
