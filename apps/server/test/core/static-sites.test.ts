import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let sites: string;

function writeSite(dir: string, title: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), `console.log('${title}')`);
}

beforeAll(async () => {
  sites = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-sites-'));
  writeSite(path.join(sites, 'h5'), 'H5');
  writeSite(path.join(sites, 'admin'), 'Console');
  t = await createTestApp({
    env: { H5_DIST: path.join(sites, 'h5'), ADMIN_DIST: path.join(sites, 'admin') },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(sites, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('built sites', () => {
  it('serves the H5 app at / with its HTML revalidated and hashed assets cached', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>H5</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/main-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the console at /admin/, redirecting /admin there', async () => {
    const redirect = await get('/admin');
    expect([redirect.statusCode, redirect.headers.location]).toEqual([302, '/admin/']);
    expect((await get('/admin/')).body).toContain('<title>Console</title>');
    expect((await get('/admin/assets/main-abc123.js')).body).toContain("console.log('Console')");
  });

  it("answers the console's client-side routes with its index.html", async () => {
    const deepLink = await get('/admin/audit-log?page=2');
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<title>Console</title>');
  });

  it('sends the H5 pages asked without # (every prefix of the spec) to their hash route, query kept', async () => {
    for (const page of [
      '/pages/customer/lawyer/list?x=1',
      '/pages/lawyer/order/list',
      '/pages/common/about',
      '/pages/auth/login?redirect=%2Fpages%2Fcustomer%2Fprofile',
      '/pages/feedback/index',
      '/pages/index/index',
    ]) {
      const answer = await get(page);
      expect([page, answer.statusCode, answer.headers.location]).toEqual([page, 302, `/#${page}`]);
      expect(answer.headers['content-type'] ?? '').not.toContain('json');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/pages/customer/lawyer/list' });
    expect([head.statusCode, head.headers.location]).toEqual([302, '/#/pages/customer/lawyer/list']);
  });

  it('keeps the API in charge of /api', async () => {
    expect((await get('/api/v1/nothing')).json()).toEqual({ code: 7, msg: '接口不存在', data: null });
    expect((await get('/api/v1/pages/customer/lawyer/list')).json()).toMatchObject({ code: 7 });
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
  });
});

describe('without built sites', () => {
  it('still serves the API', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
