import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

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

  it.each(['aliyun', 'tencent'])(
    'refuses SMS_PROVIDER=%s until the notifications capability brings it',
    (provider) => {
      expect(() => loadConfig({ SMS_PROVIDER: provider })).toThrow(
        /SMS_PROVIDER: 短信服务商.*notifications capability/,
      );
    },
  );

  it('requires the partner key file and a named SMS provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMS_PROVIDER: must be set in production[\s\S]*PARTNER_RSA_PRIVATE_KEY_FILE: is required in production/,
    );
    const production = { NODE_ENV: 'production', PARTNER_RSA_PRIVATE_KEY_FILE: '/keys/p.pem' };
    expect(loadConfig({ ...production, SMS_PROVIDER: 'console' }).isProduction).toBe(true);
  });

  it('trusts a number of proxies or their addresses, never any client-sent X-Forwarded-For', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust any client-sent/,
    );
  });
});
