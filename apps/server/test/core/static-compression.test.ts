import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A fixture build shaped like Vite's with the precompression plugin: `.br` and `.gz` next to each file.
let t: TestApp;
let sites: string;

const SCRIPT = `export const text = ${JSON.stringify('律桥 '.repeat(400))};\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function writeWithVariants(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

function writeSite(dir: string, title: string): void {
  writeWithVariants(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeWithVariants(path.join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

beforeAll(async () => {
  sites = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-compressed-'));
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

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('precompressed static assets', () => {
  it('sends brotli when the browser accepts it', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/index-abc123.js', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('sends a file without compressed variants as it is', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the HTML of the H5 app and of the console (also on its client-side routes)', async () => {
    for (const url of ['/', '/index.html', '/admin/', '/admin/audit-log?page=2']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect([url, res.statusCode, res.headers['content-encoding']]).toEqual([url, 200, 'br']);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/<title>(H5|Console)<\/title>/);
    }
  });
});

describe('cache headers', () => {
  it('caches hashed assets for a year, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      for (const url of ['/assets/index-abc123.js', '/admin/assets/index-abc123.js']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect([url, encoding, res.headers['cache-control']]).toEqual([url, encoding, IMMUTABLE]);
      }
    }
  });

  it('has index.html revalidated, with validators', async () => {
    for (const url of ['/', '/admin/']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['last-modified']).toBeTruthy();
    }
  });

  it('answers 304 when index.html has not changed', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get('/', headers);
    const byEtag = await get('/', { ...headers, 'if-none-match': String(first.headers.etag) });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.body).toBe('');
    const byDate = await get('/', {
      ...headers,
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await get('/', { ...headers, 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('gives each encoding its own ETag, so a cache never answers one with another', async () => {
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(
        async (encoding) => (await get('/', { 'accept-encoding': encoding })).headers.etag,
      ),
    );
    expect(new Set(etags).size).toBe(3);
  });
});
