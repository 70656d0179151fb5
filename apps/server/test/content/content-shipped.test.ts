import { API, CONTENT_KEYS, type DashboardSummary } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DEFAULTS } from '../../src/modules/content/defaults';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInOperator(t.app, t.clock.now());
});
afterAll(async () => t.close());

const shipped = async () =>
  (
    await operatorCall<DashboardSummary>(t.app, {
      method: 'GET',
      url: API.admin.dashboard,
      operatorToken: staff,
    })
  ).data.content_defaults;

const save = (payload: object) =>
  operatorCall(t.app, { method: 'POST', url: API.admin.content, operatorToken: staff, payload });

describe('dashboard: content pages still showing the shipped text', () => {
  it('lists every page of a fresh installation, in key order', async () => {
    expect(await shipped()).toEqual([...CONTENT_KEYS]);
  });

  it('drops a page once an operator saves their own text', async () => {
    const body = '一、客服热线\n\n021-5555-0100\n\n二、工作时间\n\n每天 9:00—21:00';
    expect(await save({ key: 'contact', title: '联系我们', body })).toMatchObject({ code: 0 });
    expect(await shipped()).toEqual(['about', 'agreement_user', 'agreement_privacy', 'verify_policy']);
  });

  it('keeps a page saved with the shipped text unchanged', async () => {
    expect(await save({ key: 'agreement_user', ...CONTENT_DEFAULTS.agreement_user })).toMatchObject({
      code: 0,
    });
    expect(await save({ key: 'about', title: '关于律桥', body: CONTENT_DEFAULTS.about.body })).toMatchObject({
      code: 0,
    });
    expect(await shipped()).toEqual(['agreement_user', 'agreement_privacy', 'verify_policy']);
  });

  it('refuses to save 联系我们 with the shipped example contact details in it', async () => {
    expect(await save({ key: 'contact', ...CONTENT_DEFAULTS.contact })).toEqual({
      code: 1,
      msg: '正文仍含示例联系方式「400-826-3650」，请换成本平台真实的联系方式后再保存',
      data: null,
    });
  });
});
