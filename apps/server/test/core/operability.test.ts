import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createLogger, prettyDestination } from '../../src/core/logger';
import { startBanner } from '../../src/start-banner';
import { createTestApp } from '../helpers/test-app';

const PRODUCTION = {
  NODE_ENV: 'production',
  PARTNER_RSA_PRIVATE_KEY_FILE: '/keys/p.pem',
  SMS_PROVIDER: 'console',
};

describe('log format and API docs settings', () => {
  it('default to readable logs and docs in development, JSON logs and no docs in production', () => {
    expect(loadConfig({})).toMatchObject({ logFormat: 'pretty', apiDocs: true });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ logFormat: 'json', apiDocs: true });
    expect(loadConfig(PRODUCTION)).toMatchObject({ logFormat: 'json', apiDocs: false });
    expect(loadConfig({ ...PRODUCTION, API_DOCS: '1', LOG_FORMAT: 'pretty' })).toMatchObject({
      logFormat: 'pretty',
      apiDocs: true,
    });
    expect(loadConfig({ API_DOCS: '0', LOG_FORMAT: 'json' })).toMatchObject({
      logFormat: 'json',
      apiDocs: false,
    });
  });

  it('refuse other values, naming the variable', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'yaml', API_DOCS: 'yes' })).toThrow(
      /LOG_FORMAT: must be json or pretty[\s\S]*API_DOCS: must be 1 or 0/,
    );
  });
});

describe('/api/docs switched off', () => {
  it('answers like any unknown API path, and API_DOCS=1 brings it back in production', async () => {
    const off = await createTestApp({ env: { NODE_ENV: 'production', SMS_PROVIDER: 'console' } });
    const on = await createTestApp({
      env: { NODE_ENV: 'production', SMS_PROVIDER: 'console', API_DOCS: '1' },
    });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const hidden = await off.app.inject({ method: 'GET', url });
        expect([url, hidden.statusCode, hidden.json()]).toEqual([
          url,
          200,
          { code: 7, msg: '接口不存在', data: null },
        ]);
      }
      const shown = await on.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect([shown.statusCode, shown.json<{ openapi: string }>().openapi]).toEqual([200, '3.0.3']);
    } finally {
      await off.close();
      await on.close();
    }
  });
});

describe('readable development logs', () => {
  it('print one line per entry with time, level and message, phones still masked', () => {
    const written: string[] = [];
    const memory = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', prettyDestination(memory));
    logger.info({ detail: 'sms send limit sms:phone:13800000007' }, 'request refused');
    const output = written.join('');
    expect(output).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: request refused\n\s+detail: "sms send limit sms:phone:138\*\*\*\*0007"/,
    );
    expect(output).not.toContain('{"level"');
    expect(output).not.toContain('13800000007');
  });
});

describe('start banner', () => {
  const base = { host: '127.0.0.1', port: 3000, databaseUrl: null, dataDir: '/srv/data' };

  it('in development with the console provider, points at the log and the dev endpoint for SMS codes', () => {
    const banner = startBanner({ ...base, isProduction: false, smsProvider: 'console', apiDocs: true }, true);
    expect(banner).toContain('API docs:     http://127.0.0.1:3000/api/docs');
    expect(banner).toContain('SMS codes:    written to this log');
    expect(banner).toContain('/api/v1/dev/sms/latest?phone=<phone>');
    expect(banner).toContain('demo login:   operator admin, password in /srv/data/');
  });

  it('in production never claims SMS codes are in the log, and says where they go', () => {
    for (const [smsProvider, where] of [
      ['aliyun', '阿里云短信'],
      ['tencent', '腾讯云短信'],
      ['console', 'not sent and not logged'],
    ] as const) {
      const banner = startBanner({ ...base, isProduction: true, smsProvider, apiDocs: false }, false);
      expect(banner).toContain(where);
      expect(banner).not.toMatch(/this log|dev\/sms/);
      expect(banner).toContain('API docs:     off (API_DOCS=1 serves them)');
    }
  });
});
