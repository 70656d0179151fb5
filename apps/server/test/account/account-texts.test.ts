import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('how to close an account, in the privacy agreement and 联系我们', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const body = async (key: string) =>
    (await call<{ body: string }>(t.app, { method: 'GET', url: `${API.content}/${key}` })).body.data.body;

  it('names the page where the user closes the account, and what closing keeps', async () => {
    const privacy = await body('agreement_privacy');
    expect(privacy).toContain('「我的」›「账号与安全」›「注销账号」');
    expect(privacy).toContain('评价显示为“匿名用户”');
    expect(await body('contact')).toContain('「账号与安全」›「注销账号」自行办理');
  });
});
