import { API, CONTENT_KEYS, type AuditLogItem, type ContentPage, type Page } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';

let t: TestApp;
let staff: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInOperator(t.app, t.clock.now());
  userToken = await loginAs(t.app, '13812345678');
});
afterAll(async () => t.close());

const update = (
  payload: object,
  tokens: { operatorToken?: string; userToken?: string } = { operatorToken: staff },
) => operatorCall<ContentPage>(t.app, { method: 'POST', url: API.admin.content, payload, ...tokens });

const publicPage = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: `${API.content}/${key}` })).json<{ data: ContentPage }>().data;

describe('console content pages', () => {
  it('lists every page in the order of the keys', async () => {
    const list = await operatorCall<ContentPage[]>(t.app, {
      method: 'GET',
      url: API.admin.content,
      operatorToken: staff,
    });
    expect(list.data.map((page) => page.key)).toEqual([...CONTENT_KEYS]);
    // Only 联系我们 ships with example values, and the console says so.
    expect(list.data.filter((page) => page.example).map((page) => page.key)).toEqual(['contact']);
    expect(list.data.find((page) => page.key === 'contact')!.body).toContain('400-826-3650');
    expect(list.data.map((page) => page.title)).toEqual([
      '关于平台',
      '联系我们',
      '用户协议',
      '隐私协议',
      '信息发布审核机制',
    ]);
  });

  it('saves an edit that the public page then shows, with a new ETag', async () => {
    const before = await t.app.inject({ method: 'GET', url: `${API.content}/contact` });
    t.clock.advance(60_000);
    const body = '一、客服电话\n\n400-123-4567\n\n二、服务时间\n\n每天 9:00—21:00';
    const saved = await update({ key: 'contact', title: ' 联系客服 ', body });
    expect(saved).toEqual({
      code: 0,
      msg: 'ok',
      data: { key: 'contact', title: '联系客服', body, updated_at: t.clock.now(), example: false },
    });
    // The operator's own values replace the examples: the public page shows them as saved.
    expect(await publicPage('contact')).toEqual(saved.data);
    const stale = await t.app.inject({
      method: 'GET',
      url: `${API.content}/contact`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('writes the edit to the audit log', async () => {
    await update({ key: 'about', title: '关于律桥', body: '一、我们是谁\n\n律桥连接用户与认证律师。' });
    const log = await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=content.update&page_size=1`,
      operatorToken: staff,
    });
    expect(log.data.list[0]).toMatchObject({
      operator: '运营 alice',
      target: 'content:about',
      detail: '关于律桥',
    });
  });

  it('is closed to users and to requests without an operator token', async () => {
    const edit = { key: 'agreement_user', title: '被篡改的协议', body: '一、无效' };
    expect(await update(edit, { userToken })).toMatchObject({ code: 2 });
    expect(await update(edit, {})).toMatchObject({ code: 2 });
    expect(await operatorCall(t.app, { method: 'GET', url: API.admin.content, userToken })).toMatchObject({
      code: 2,
    });
    expect((await publicPage('agreement_user')).title).toBe('用户协议');
  });

  it('checks the key, title and body', async () => {
    const refusal = (msg: string) => ({ code: 1, msg, data: null });
    expect(await update({ key: 'terms', title: '条款', body: '正文' })).toEqual(refusal('页面不正确'));
    expect(await update({ title: '条款', body: '正文' })).toEqual(refusal('请选择页面'));
    expect(await update({ key: 'about', title: '   ', body: '正文' })).toEqual(refusal('请填写标题'));
    expect(await update({ key: 'about', title: '题'.repeat(31), body: '正文' })).toEqual(
      refusal('标题不能超过30个字'),
    );
    expect(await update({ key: 'about', title: '关于', body: '' })).toEqual(refusal('请填写正文'));
    expect(await update({ key: 'about', title: '关于', body: '字'.repeat(20001) })).toEqual(
      refusal('正文不能超过20000个字'),
    );
    expect(await update({ key: 'about', title: '关于', body: '字'.repeat(20000) })).toMatchObject({
      code: 0,
    });
  });
});
