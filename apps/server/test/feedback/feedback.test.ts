import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { signedImageUrl } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ownFeedback, sendFeedback, uploadedImageId } from './feedback-api';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await loginAs(t.app, '13800000001');
  bob = await loginAs(t.app, '13800000002');
});
afterAll(async () => t.close());

const refusal = (code: number, msg: string) => ({ code, msg, data: null });

describe('POST feedback', () => {
  it('stores the text, contact and images in order, and answers the new item', async () => {
    const first = await uploadedImageId(t.app, alice);
    const second = await uploadedImageId(t.app, alice);
    const reply = await sendFeedback(t.app, alice, {
      content: '  律师列表加载有点慢  ',
      contact: ' 微信 lawfan ',
      images: [second, first],
    });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data).toMatchObject({
      content: '律师列表加载有点慢',
      contact: '微信 lawfan',
      // Feedback images are private: the sender gets signed addresses.
      images: [expect.stringMatching(signedImageUrl(second)), expect.stringMatching(signedImageUrl(first))],
      handled: 0,
      reply: null,
      created_at: t.clock.now(),
      replied_at: null,
    });
    const list = await ownFeedback(t.app, alice);
    expect(list.body.data.list[0]).toEqual(reply.body.data);
  });

  it('stores a blank contact as none and an image sent twice once', async () => {
    const image = await uploadedImageId(t.app, bob);
    const reply = await sendFeedback(t.app, bob, {
      content: '希望增加夜间客服',
      contact: '   ',
      images: [image, image],
    });
    expect(reply.body.data).toMatchObject({
      contact: null,
      images: [expect.stringMatching(signedImageUrl(image))],
    });
    expect((await sendFeedback(t.app, bob, { content: '没有图片的反馈' })).body.data.images).toEqual([]);
  });

  it('checks the text length, the contact length and the number of images', async () => {
    expect((await sendFeedback(t.app, alice, {})).body).toEqual(refusal(1, '请填写反馈内容'));
    expect((await sendFeedback(t.app, alice, { content: '太慢了吧' })).body).toEqual(
      refusal(1, '反馈内容至少5个字'),
    );
    expect((await sendFeedback(t.app, alice, { content: '慢'.repeat(501) })).body).toEqual(
      refusal(1, '反馈内容不能超过500个字'),
    );
    expect((await sendFeedback(t.app, alice, { content: '慢'.repeat(500) })).body.code).toBe(0);
    expect(
      (await sendFeedback(t.app, alice, { content: '页面打不开了', contact: '1'.repeat(51) })).body,
    ).toEqual(refusal(1, '联系方式不能超过50个字'));
    const ids = await Promise.all([1, 2, 3, 4].map(() => uploadedImageId(t.app, alice)));
    expect((await sendFeedback(t.app, alice, { content: '页面打不开了', images: ids })).body).toEqual(
      refusal(1, '图片最多上传3张'),
    );
    expect((await sendFeedback(t.app, alice, { content: '页面打不开了', images: ['../x'] })).body).toEqual(
      refusal(1, '图片格式不正确'),
    );
  });

  it("refuses another user's image and an unknown image, and stores nothing", async () => {
    const bobsImage = await uploadedImageId(t.app, bob);
    const before = (await ownFeedback(t.app, alice)).body.data.total;
    expect((await sendFeedback(t.app, alice, { content: '截图见附件', images: [bobsImage] })).body).toEqual(
      refusal(1, '图片不存在'),
    );
    expect(
      (await sendFeedback(t.app, alice, { content: '截图见附件', images: ['A'.repeat(22)] })).body,
    ).toEqual(refusal(1, '图片不存在'));
    expect((await ownFeedback(t.app, alice)).body.data.total).toBe(before);
  });

  it('needs a login', async () => {
    expect((await sendFeedback(t.app, undefined, { content: '没有登录也想反馈' })).body).toEqual(
      refusal(2, '登录过期，请重新登录'),
    );
    const list = await t.app.inject({ method: 'GET', url: API.feedback });
    expect(list.json()).toEqual(refusal(2, '登录过期，请重新登录'));
  });
});

describe('daily limit', () => {
  it('allows 10 feedback in 24 hours, then refuses until the oldest is a day old', async () => {
    const carol = await loginAs(t.app, '13800000003');
    for (let i = 1; i <= 10; i += 1) {
      expect((await sendFeedback(t.app, carol, { content: `第${i}条意见反馈` })).body.code).toBe(0);
      t.clock.advance(60_000);
    }
    expect((await sendFeedback(t.app, carol, { content: '第11条意见反馈' })).body).toEqual(
      refusal(7, '操作过于频繁，请24小时后再试'),
    );
    expect((await sendFeedback(t.app, alice, { content: '别人的额度不受影响' })).body.code).toBe(0);
    t.clock.advance(DAY - 10 * 60_000 - 1);
    expect((await sendFeedback(t.app, carol, { content: '第11条意见反馈' })).body.code).toBe(7);
    t.clock.advance(1);
    expect((await sendFeedback(t.app, carol, { content: '第11条意见反馈' })).body.code).toBe(0);
    expect((await ownFeedback(t.app, carol)).body.data.total).toBe(11);
  });
});

describe('GET feedback', () => {
  it("lists only the user's own feedback, newest first, paged", async () => {
    const dave = await loginAs(t.app, '13800000004');
    const erin = await loginAs(t.app, '13800000005');
    for (const content of ['第一条反馈内容', '第二条反馈内容', '第三条反馈内容']) {
      await sendFeedback(t.app, dave, { content });
      t.clock.advance(1000);
    }
    await sendFeedback(t.app, erin, { content: '别人的反馈内容' });

    const all = await ownFeedback(t.app, dave);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((item) => item.content)).toEqual([
      '第三条反馈内容',
      '第二条反馈内容',
      '第一条反馈内容',
    ]);
    const second = await ownFeedback(t.app, dave, '?page=2&page_size=2');
    expect(second.body.data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.body.data.list.map((item) => item.content)).toEqual(['第一条反馈内容']);
    expect((await ownFeedback(t.app, erin)).body.data.list.map((item) => item.content)).toEqual([
      '别人的反馈内容',
    ]);
    expect((await ownFeedback(t.app, dave, '?page_size=51')).body).toEqual(refusal(1, '每页条数不能大于50'));
  });
});
