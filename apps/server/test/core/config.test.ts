import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const ALIYUN_TEMPLATES = {
  verify_code: 'SMS_460000001',
  lawyer_new_order: 'SMS_460000002',
  lawyer_new_appointment: 'SMS_460000003',
  customer_refund_result: 'SMS_460000004',
  lawyer_withdrawal_result: 'SMS_460000005',
  appeal_result: 'SMS_460000006',
};

const ALIYUN_ENV = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExample0000000001',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'ExampleSecret0123456789abcdef',
  ALIYUN_SMS_SIGN_NAME: '律桥',
  ALIYUN_SMS_TEMPLATES: JSON.stringify(ALIYUN_TEMPLATES),
};

const TENCENT_TEMPLATES = {
  verify_code: { id: '2100001', params: ['code'] },
  lawyer_new_order: { id: '2100002', params: ['order_no', 'service'] },
  lawyer_new_appointment: { id: '2100003', params: ['order_no', 'time'] },
  customer_refund_result: { id: '2100004', params: ['order_no', 'result'] },
  lawyer_withdrawal_result: { id: '2100005', params: ['order_no', 'detail'] },
  appeal_result: { id: '2100006', params: ['order_no', 'detail'] },
};

const TENCENT_ENV = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDExample00000000000000000000001',
  TENCENT_SMS_SECRET_KEY: 'ExampleKey0123456789abcdefghijkl',
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  TENCENT_SMS_SIGN_NAME: '律桥',
  TENCENT_SMS_TEMPLATES: JSON.stringify(TENCENT_TEMPLATES),
};

describe('loadConfig', () => {
  it('defaults to SQLite under ./data, console SMS, sandbox payments, the built sites of this repo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      smsProvider: 'console',
      aliyunSms: null,
      tencentSms: null,
      paymentProvider: 'sandbox',
      partnerRsaPrivateKeyFile: null,
      trustProxy: false,
      corsOrigins: [],
      demo: false,
    });
    expect(config.h5Dist).toMatch(/apps[/\\]h5[/\\]dist$/);
    expect(config.adminDist).toMatch(/apps[/\\]admin[/\\]dist$/);
  });

  it('reads PostgreSQL, CORS origins, demo flag and proxy trust', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://lb@db:5432/lawbridge',
      CORS_ORIGINS: 'https://h5.example.com, https://admin.example.com',
      DEMO: '1',
      TRUST_PROXY: '10.0.0.0/8',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://lb@db:5432/lawbridge',
      corsOrigins: ['https://h5.example.com', 'https://admin.example.com'],
      demo: true,
      trustProxy: '10.0.0.0/8',
      port: 8080,
    });
  });

  it('names every wrong variable and says what is wrong', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'example.com' }),
    ).toThrow(
      /PORT: must be a number[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*CORS_ORIGINS: "example.com" is not an origin/,
    );
  });

  it('reads the Aliyun SMS settings, on dysmsapi.aliyuncs.com unless told otherwise', () => {
    const config = loadConfig(ALIYUN_ENV);
    expect(config).toMatchObject({
      smsProvider: 'aliyun',
      tencentSms: null,
      aliyunSms: {
        accessKeyId: 'LTAI5tExample0000000001',
        accessKeySecret: 'ExampleSecret0123456789abcdef',
        signName: '律桥',
        templates: ALIYUN_TEMPLATES,
        endpoint: { protocol: 'https', host: 'dysmsapi.aliyuncs.com' },
      },
    });
    expect(
      loadConfig({ ...ALIYUN_ENV, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:8090' }).aliyunSms?.endpoint,
    ).toEqual({ protocol: 'http', host: '127.0.0.1:8090' });
  });

  it('reads the Tencent SMS settings, in ap-guangzhou on sms.tencentcloudapi.com unless told otherwise', () => {
    const config = loadConfig(TENCENT_ENV);
    expect(config).toMatchObject({
      smsProvider: 'tencent',
      aliyunSms: null,
      tencentSms: {
        secretId: 'AKIDExample00000000000000000000001',
        secretKey: 'ExampleKey0123456789abcdefghijkl',
        sdkAppId: '1400006666',
        signName: '律桥',
        templates: TENCENT_TEMPLATES,
        region: 'ap-guangzhou',
        endpoint: { protocol: 'https', host: 'sms.tencentcloudapi.com' },
      },
    });
    const elsewhere = loadConfig({ ...TENCENT_ENV, TENCENT_SMS_REGION: 'ap-nanjing' });
    expect(elsewhere.tencentSms?.region).toBe('ap-nanjing');
  });

  it('names every variable SMS_PROVIDER=aliyun lacks', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_SIGN_NAME: '律桥' })).toThrow(
      new RegExp(
        [
          'ALIYUN_SMS_ACCESS_KEY_ID: is required with SMS_PROVIDER=aliyun',
          'ALIYUN_SMS_ACCESS_KEY_SECRET: is required with SMS_PROVIDER=aliyun',
          'ALIYUN_SMS_TEMPLATES: is required with SMS_PROVIDER=aliyun: JSON of template key',
        ].join('[^]*'),
      ),
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_SIGN_NAME: '律桥' })).not.toThrow(
      /ALIYUN_SMS_SIGN_NAME/,
    );
  });

  it('names every variable SMS_PROVIDER=tencent lacks', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' })).toThrow(
      new RegExp(
        ['SECRET_ID', 'SECRET_KEY', 'SDK_APP_ID', 'SIGN_NAME', 'TEMPLATES']
          .map((name) => `TENCENT_SMS_${name}: is required with SMS_PROVIDER=tencent`)
          .join('[^]*'),
      ),
    );
  });

  it('refuses SMS templates that are not JSON, miss an event, or name unknown ones', () => {
    expect(() => loadConfig({ ...ALIYUN_ENV, ALIYUN_SMS_TEMPLATES: 'SMS_1' })).toThrow(
      /ALIYUN_SMS_TEMPLATES: must be a JSON object of template key → a template code like SMS_123456789/,
    );
    const { customer_refund_result: _left, ...partial } = ALIYUN_TEMPLATES;
    expect(() =>
      loadConfig({
        ...ALIYUN_ENV,
        ALIYUN_SMS_TEMPLATES: JSON.stringify({ ...partial, lawyer_new_ordre: 'SMS_5' }),
      }),
    ).toThrow(
      /ALIYUN_SMS_TEMPLATES: lacks customer_refund_result \(a refund decided, to the customer\)[^]*ALIYUN_SMS_TEMPLATES: has unknown template keys lawyer_new_ordre/,
    );
    expect(() =>
      loadConfig({
        ...ALIYUN_ENV,
        ALIYUN_SMS_TEMPLATES: JSON.stringify({ ...ALIYUN_TEMPLATES, verify_code: '验证码模板' }),
      }),
    ).toThrow(/ALIYUN_SMS_TEMPLATES: "verify_code" must be a template code like SMS_123456789/);
    expect(() =>
      loadConfig({
        ...TENCENT_ENV,
        TENCENT_SMS_TEMPLATES: JSON.stringify({ ...TENCENT_TEMPLATES, verify_code: '2100001' }),
      }),
    ).toThrow(/TENCENT_SMS_TEMPLATES: "verify_code" must be \{"id":"<template id>","params":\[/);
  });

  it('names the missing SMS variables even when others are malformed', () => {
    expect(() =>
      loadConfig({ SMS_PROVIDER: 'tencent', TENCENT_SMS_TEMPLATES: '[]', PORT: 'eighty' }),
    ).toThrow(
      /PORT: must be a number[^]*TENCENT_SMS_TEMPLATES: must be a JSON object[^]*TENCENT_SMS_SECRET_ID: is required[^]*TENCENT_SMS_SIGN_NAME: is required/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent', TENCENT_SMS_TEMPLATES: '[]' })).not.toThrow(
      /TENCENT_SMS_TEMPLATES: is required/,
    );
  });

  it('refuses malformed SMS credentials, app id, region and endpoints', () => {
    expect(() =>
      loadConfig({
        ...TENCENT_ENV,
        TENCENT_SMS_SECRET_KEY: 'has spaces in it',
        TENCENT_SMS_SDK_APP_ID: 'app-1400',
        TENCENT_SMS_REGION: 'Guangzhou',
        TENCENT_SMS_ENDPOINT: 'ftp://sms.example.com',
      }),
    ).toThrow(
      /TENCENT_SMS_SECRET_KEY: must be the SecretKey[^]*TENCENT_SMS_SDK_APP_ID: must be the SmsSdkAppId[^]*TENCENT_SMS_REGION: must be a region like ap-guangzhou[^]*TENCENT_SMS_ENDPOINT: must be a host like sms.tencentcloudapi.com/,
    );
  });

  it('requires the partner key file and a named SMS provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMS_PROVIDER: must be set in production[\s\S]*PARTNER_RSA_PRIVATE_KEY_FILE: is required in production/,
    );
    const production = { NODE_ENV: 'production', PARTNER_RSA_PRIVATE_KEY_FILE: '/keys/p.pem' };
    expect(loadConfig({ ...production, SMS_PROVIDER: 'console' }).isProduction).toBe(true);
    expect(loadConfig({ ...production, ...TENCENT_ENV }).smsProvider).toBe('tencent');
  });

  it('trusts a number of proxies or their addresses, never any client-sent X-Forwarded-For', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust any client-sent/,
    );
  });

  it('keeps chat at 30 messages a minute unless told a whole number', () => {
    expect(loadConfig({}).chatMessagesPerMinute).toBe(30);
    expect(loadConfig({ CHAT_MESSAGES_PER_MINUTE: '6000' }).chatMessagesPerMinute).toBe(6000);
    expect(() => loadConfig({ CHAT_MESSAGES_PER_MINUTE: '0' })).toThrow(/CHAT_MESSAGES_PER_MINUTE/);
    expect(() => loadConfig({ CHAT_MESSAGES_PER_MINUTE: 'many' })).toThrow(
      /CHAT_MESSAGES_PER_MINUTE: must be a number/,
    );
  });

  it('shortens every interval job only outside production (TEST_JOB_EVERY_MS)', () => {
    expect(loadConfig({}).jobEveryMs).toBeNull();
    expect(loadConfig({ TEST_JOB_EVERY_MS: '1500' }).jobEveryMs).toBe(1500);
    expect(() => loadConfig({ TEST_JOB_EVERY_MS: '5' })).toThrow(/TEST_JOB_EVERY_MS: must be a whole number/);
    const production = {
      NODE_ENV: 'production',
      PARTNER_RSA_PRIVATE_KEY_FILE: '/k.pem',
      SMS_PROVIDER: 'console',
    };
    expect(() => loadConfig({ ...production, TEST_JOB_EVERY_MS: '1500' })).toThrow(
      /TEST_JOB_EVERY_MS: is for tests only and refused in production/,
    );
  });
});
