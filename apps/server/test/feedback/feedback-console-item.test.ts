import { API, type AdminFeedbackItem } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { signedImageUrl } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { sendFeedback, uploadedImageId } from './feedback-api';

let t: TestApp;
let userToken: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInOperator(t.app, t.clock.now());
  userToken = await loginAs(t.app, '13812345678');
});
afterAll(async () => t.close());

const item = (id: number | string, tokens: { operatorToken?: string; userToken?: string } = {}) =>
  operatorCall<AdminFeedbackItem>(t.app, {
    method: 'GET',
    url: `${API.admin.feedback}/${id}`,
    ...(Object.keys(tokens).length > 0 ? tokens : { operatorToken: staff }),
  });

describe('console: one feedback (opened from the audit log)', () => {
  it('answers the feedback as the inbox lists it, images and sender included', async () => {
    const image = await uploadedImageId(t.app, userToken);
    const sent = await sendFeedback(t.app, userToken, { content: '上传头像一直失败', images: [image] });
    const { id } = sent.body.data;
    expect(await item(id)).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        ...sent.body.data,
        images: [expect.stringMatching(signedImageUrl(image))],
        user_phone: '13812345678',
        user_nickname: '用户5678',
      },
    });
  });

  it('is closed to users and to requests without an operator token', async () => {
    const { id } = (await sendFeedback(t.app, userToken, { content: '用户不能看别人的反馈' })).body.data;
    expect(await item(id, { userToken })).toMatchObject({ code: 2, data: null });
    expect(await operatorCall(t.app, { method: 'GET', url: `${API.admin.feedback}/${id}` })).toMatchObject({
      code: 2,
    });
  });

  it('refuses an unknown feedback with code 7 and a malformed id with code 1', async () => {
    expect(await item(999_999)).toEqual({ code: 7, msg: '反馈不存在', data: null });
    expect(await item('abc')).toEqual({ code: 1, msg: '反馈格式不正确', data: null });
    expect(await item(0)).toEqual({ code: 1, msg: '反馈不正确', data: null });
  });
});
