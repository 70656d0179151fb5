import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('defaults to SQLite under ./data, console SMS, sandbox payments, the built sites of this repo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
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

  it('requires the partner key file in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PARTNER_RSA_PRIVATE_KEY_FILE: is required in production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PARTNER_RSA_PRIVATE_KEY_FILE: '/keys/p.pem' }).isProduction,
    ).toBe(true);
  });
});
