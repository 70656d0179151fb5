import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_PER_DAY } from '../../src/modules/feedback/service';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ownFeedback, sendFeedback } from './feedback-api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('feedback daily limit under a parallel burst', () => {
  it('saves exactly 10 of 30 parallel feedback', async () => {
    const token = await loginAs(t.app, '13800000001');
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        sendFeedback(t.app, token, { content: `第${index + 1}条并发反馈` }),
      ),
    );
    expect(replies.filter((reply) => reply.body.code === 0)).toHaveLength(FEEDBACK_MAX_PER_DAY);
    expect(replies.filter((reply) => reply.body.msg === '操作过于频繁，请24小时后再试')).toHaveLength(20);
    expect((await ownFeedback(t.app, token)).body.data.total).toBe(FEEDBACK_MAX_PER_DAY);
  });
});
