import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@lawbridge/contract';
import Fastify from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../../src/core/security-headers';
import { storageOrigin } from '../../src/core/storage/storage-plugin';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INLINE_SCRIPT = "window.__routeChunks = ['a.js'];";
let sites: string;
let t: TestApp | undefined;

beforeAll(() => {
  sites = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-csp-'));
  for (const site of ['h5', 'admin']) {
    fs.mkdirSync(path.join(sites, site), { recursive: true });
    const inline = site === 'h5' ? `<script>${INLINE_SCRIPT}</script>` : '';
    fs.writeFileSync(
      path.join(sites, site, 'index.html'),
      `<!doctype html><title>${site}</title>${inline}<script type="module" src="/assets/x.js"></script>`,
    );
  }
  return () => fs.rmSync(sites, { recursive: true, force: true });
});
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string> = {}) {
  t = await createTestApp({
    env: { H5_DIST: path.join(sites, 'h5'), ADMIN_DIST: path.join(sites, 'admin'), ...env },
  });
  return t.app;
}

describe('security headers', () => {
  it('send one policy for the H5 app, the console and the API docs: own scripts, never framed', async () => {
    const app = await appWith();
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    for (const url of ['/', '/admin/', '/api/docs', API.areaTree]) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('res.wx.qq.com');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allow the WeChat JS-SDK origin only with the WeChat Pay provider', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, {
      h5Dist: path.join(sites, 'h5'),
      adminDist: path.join(sites, 'admin'),
      wechatJsSdk: true,
      storageOrigin: null,
    });
    app.get('/', async () => 'ok');
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-`);
    expect(csp).toContain('https://res.wx.qq.com');
    await app.close();
  });

  it("allow images from the file storage's own origin when it serves them, and from no other", async () => {
    const imgSrc = (csp: unknown) =>
      String(csp)
        .split(';')
        .find((directive) => directive.startsWith('img-src'));
    const app = await appWith();
    const origin = await storageOrigin(app.storage);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(imgSrc(page.headers['content-security-policy'])).toBe(
      ["img-src 'self' data: blob:", ...(origin ? [origin] : [])].join(' '),
    );
    const onOss = Fastify();
    await registerSecurityHeaders(onOss, {
      h5Dist: path.join(sites, 'h5'),
      adminDist: path.join(sites, 'admin'),
      wechatJsSdk: false,
      storageOrigin: 'https://lawbridge.oss-cn-hangzhou.aliyuncs.com',
    });
    onOss.get('/', async () => 'ok');
    const csp = (await onOss.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    await onOss.close();
    expect(imgSrc(csp)).toBe("img-src 'self' data: blob: https://lawbridge.oss-cn-hangzhou.aliyuncs.com");
    expect(String(csp)).toContain("connect-src 'self';");
  });

  it('send HSTS only for requests that came over TLS (through a trusted proxy)', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const overTls = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('let nothing in an uploaded file run or load', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: `${API.uploadImage}/abcdefghij0123456789` });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
