import { API, CONTENT_KEYS, contentUpdateBody, type ContentPage } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DEFAULTS } from '../../src/modules/content/defaults';
import { CONTACT_EXAMPLE_VALUES } from '../../src/modules/content/defaults/contact';
import { MSG_CONTACT_NOT_FILLED } from '../../src/modules/content/example-values';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const getPage = (key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API.content}/${key}`, headers });

describe('GET content/:key', () => {
  it.each(CONTENT_KEYS.filter((key) => key !== 'contact'))('serves the shipped text of %s', async (key) => {
    const response = await getPage(key);
    const { code, data } = response.json<{ code: number; data: ContentPage }>();
    expect(code).toBe(0);
    expect(data).toMatchObject({ key, ...CONTENT_DEFAULTS[key], example: false });
    expect(typeof data.updated_at).toBe('number');
  });

  it('serves 联系我们 without the shipped example hotline, e-mail and address, saying they are not filled in', async () => {
    const { code, data } = (await getPage('contact')).json<{ code: number; data: ContentPage }>();
    expect(code).toBe(0);
    expect(data.example).toBe(true);
    for (const value of CONTACT_EXAMPLE_VALUES) {
      expect(CONTENT_DEFAULTS.contact.body).toContain(value);
      expect(data.body).not.toContain(value);
    }
    expect(data.body).not.toMatch(/客服热线\n|400-|@/);
    expect(data.body.split('\n\n')[0]).toBe(MSG_CONTACT_NOT_FILLED);
    // What holds no example stays, renumbered: 在线留言 and 温馨提示.
    expect(data.body).toMatch(/^一、在线留言$/m);
    expect(data.body).toMatch(/^二、温馨提示$/m);
    expect(data.body).toContain('「我的 - 留言反馈」');
    expect(data.body).not.toMatch(/^三、/m);
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

  it.each(CONTENT_KEYS)('%s reads as the platform’s own text, with no note to operators', (key) => {
    const { body } = CONTENT_DEFAULTS[key];
    expect(body).not.toMatch(/示例|上线前|替换|example\.com|运营后台/);
  });

  it('names the operating company and gives plausible contact details', () => {
    expect(CONTENT_DEFAULTS.about.body).toContain('上海律桥网络科技有限公司');
    const contact = CONTENT_DEFAULTS.contact.body;
    expect(contact).toMatch(/^一、客服热线\n\n400-\d{3}-\d{4}$/m);
    expect(contact).toMatch(/^工作时间：周一至周五/m);
    expect(contact).toMatch(/^二、客服邮箱\n\n[a-z]+@[a-z.-]+\.cn$/m);
    expect(contact).toMatch(/^四、办公地址\n\n上海律桥网络科技有限公司\n\n上海市/m);
  });
});
