import { API, CONTENT_KEYS, contentUpdateBody, type ContentPage } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DEFAULTS } from '../../src/modules/content/defaults';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const getPage = (key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API.content}/${key}`, headers });

describe('GET content/:key', () => {
  it.each(CONTENT_KEYS)('serves the shipped text of %s', async (key) => {
    const response = await getPage(key);
    const { code, data } = response.json<{ code: number; data: ContentPage }>();
    expect(code).toBe(0);
    expect(data).toMatchObject({ key, ...CONTENT_DEFAULTS[key] });
    expect(typeof data.updated_at).toBe('number');
  });

  it('refuses an unknown key with code 1', async () => {
    expect((await getPage('terms')).json()).toEqual({ code: 1, msg: '页面不正确', data: null });
  });

  it('answers 304 to a client that already holds the page', async () => {
    const first = await getPage('about');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await getPage('about', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherPage = await getPage('contact', { 'if-none-match': etag });
    expect(otherPage.statusCode).toBe(200);
  });
});

describe('shipped texts', () => {
  it.each(CONTENT_KEYS)('%s is plain text with numbered headings the console can save unchanged', (key) => {
    const { title, body } = CONTENT_DEFAULTS[key];
    expect(contentUpdateBody.safeParse({ key, title, body }).success).toBe(true);
    expect(body).not.toMatch(/<[a-z/]/i);
    expect(body).toMatch(/^一、/m);
    expect(body).toMatch(/\n\n/);
    expect(body).not.toMatch(/\n{3}/);
  });

  it('names the operating company and marks the contact details as examples', () => {
    expect(CONTENT_DEFAULTS.about.body).toContain('律桥（示例）科技有限公司');
    const contact = CONTENT_DEFAULTS.contact.body;
    expect(contact).toMatch(/400-\S+（示例号码）/);
    expect(contact).toContain('（示例地址）');
  });
});
