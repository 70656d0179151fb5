import { API, type NotificationPage } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFeedback } from '../feedback/feedback-api';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { applyValid, approve, reject } from '../lawyer-application/application-api';
import { operatorCall, signedInOperator } from '../operator/operator-api';

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterAll(async () => t.close());

const noticesOf = async (token: string) =>
  (await call<NotificationPage>(t.app, { method: 'GET', url: API.notifications, token })).body.data.list.map(
    (item) => [item.kind, item.title, item.body, item.link],
  );

describe('notifications of the platform’s decisions (PRODUCT §14)', () => {
  it('tells an applicant that the certification was approved, or why it was not', async () => {
    const approvedToken = await loginAs(t.app, '13800000011');
    await approve(t.app, operator, await applyValid(t.app, approvedToken, { real_name: '张三' }));
    expect(await noticesOf(approvedToken)).toEqual([
      [
        'application_decided',
        '律师认证已通过',
        '您已成为认证律师，可以开始接单',
        '/pages/lawyer/profile/applyStatus',
      ],
    ]);
    const rejectedToken = await loginAs(t.app, '13800000012');
    await reject(
      t.app,
      operator,
      await applyValid(t.app, rejectedToken, { real_name: '王五', licence_no: '13301201510123457' }),
      '执业证照片不清晰',
    );
    expect(await noticesOf(rejectedToken)).toEqual([
      [
        'application_decided',
        '律师认证未通过',
        '原因：执业证照片不清晰',
        '/pages/lawyer/profile/applyStatus',
      ],
    ]);
  });

  it('tells a user the platform replied to their feedback', async () => {
    const token = await loginAs(t.app, '13800000013');
    const { id } = (await sendFeedback(t.app, token, { content: '页面打不开了' })).body.data;
    await operatorCall(t.app, {
      method: 'POST',
      url: API.admin.feedbackReply,
      operatorToken: operator,
      payload: { id, reply: '已修复，谢谢' },
    });
    expect(await noticesOf(token)).toEqual([
      ['feedback_replied', '留言反馈已回复', '已修复，谢谢', '/pages/feedback/index'],
    ]);
  });
});
