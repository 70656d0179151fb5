import {
  API,
  lawyerReviewsResult,
  orderReviewResult,
  ownReviewsResult,
  REVIEW_REPLY_EDIT_MS,
  type LawyerDetail,
  type LawyerReviewsResult,
  type OwnReviewsResult,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInOperator, operatorCall } from '../operator/operator-api';
import {
  finishedOrder,
  orderAction,
  paidOrder,
  postReview,
  replyToReview,
  reviewOfOrder,
  reviewWorld,
  type ReviewWorld,
} from './review-fixtures';

let t: TestApp;
let world: ReviewWorld;
const FORBIDDEN = { code: 7, msg: '无权操作' };

beforeAll(async () => {
  t = await createTestApp();
  world = await reviewWorld(t.app);
});
afterAll(async () => t.close());

const review = (orderNo: string, extra: Record<string, unknown> = {}) => ({
  order_no: orderNo,
  rating: 5,
  tags: ['clear', 'professional'],
  text: '律师回复很快，分析得很清楚。',
  anonymous: 0,
  ...extra,
});

async function publicList(uuid: string) {
  const reply = await call<LawyerReviewsResult>(t.app, {
    method: 'GET',
    url: `${API.review}?lawyer_uuid=${uuid}`,
  });
  expect(reply.body.code).toBe(0);
  return lawyerReviewsResult.parse(reply.body.data);
}

describe('who may review which order', () => {
  it('refuses orders that are not finished: unpaid, waiting, in service and delivered', async () => {
    const waiting = await paidOrder(t.app, world.customer, world.lawyer.uuid, world.configId);
    const refused = { code: 7, msg: '订单完成后才能评价' };
    expect((await postReview(t.app, world.customer, review(waiting))).body).toMatchObject(refused);
    await orderAction(t.app, world.lawyer.token, { order_no: waiting, action: 'accept' });
    expect((await postReview(t.app, world.customer, review(waiting))).body).toMatchObject(refused);
    await orderAction(t.app, world.lawyer.token, {
      order_no: waiting,
      action: 'deliver',
      note: '已交付意见书。',
    });
    expect((await postReview(t.app, world.customer, review(waiting))).body).toMatchObject(refused);
    expect((await reviewOfOrder(t.app, world.customer, waiting)).body.data).toEqual({
      reviewable: 0,
      review: null,
    });
    await orderAction(t.app, world.customer, { order_no: waiting, action: 'confirm' });
    expect((await reviewOfOrder(t.app, world.customer, waiting)).body.data).toEqual({
      reviewable: 1,
      review: null,
    });
  });

  it('lets only the order’s customer review: not another customer, not its lawyer, not another lawyer', async () => {
    const orderNo = await finishedOrder(t.app, world);
    for (const token of [world.otherCustomer, world.lawyer.token, world.otherLawyer.token]) {
      expect((await postReview(t.app, token, review(orderNo))).body).toMatchObject(FORBIDDEN);
    }
    expect((await reviewOfOrder(t.app, world.otherCustomer, orderNo)).body).toMatchObject(FORBIDDEN);
    expect((await reviewOfOrder(t.app, world.otherLawyer.token, orderNo)).body).toMatchObject(FORBIDDEN);
    // An order number nobody has is refused the same way.
    expect((await postReview(t.app, world.customer, review('S2020010100000000'))).body).toMatchObject(
      FORBIDDEN,
    );
    expect((await postReview(t.app, world.customer, review('A2020010100000000'))).body).toMatchObject(
      FORBIDDEN,
    );
    // The lawyer sees the order's review state, but may never write one.
    expect((await reviewOfOrder(t.app, world.lawyer.token, orderNo)).body.data).toEqual({
      reviewable: 0,
      review: null,
    });
  });

  it('takes one review per order, also when two arrive at once', async () => {
    const orderNo = await finishedOrder(t.app, world);
    const replies = await Promise.all([
      postReview(t.app, world.customer, review(orderNo, { rating: 4 })),
      postReview(t.app, world.customer, review(orderNo, { rating: 2 })),
    ]);
    expect(replies.map((reply) => reply.body.code).sort()).toEqual([0, 7]);
    expect(replies.find((reply) => reply.body.code === 7)?.body.msg).toBe('该订单已评价');
    expect((await postReview(t.app, world.customer, review(orderNo))).body).toMatchObject({
      code: 7,
      msg: '该订单已评价',
    });
    const rows = await t.app.db.selectFrom('reviews').select('id').where('order_no', '=', orderNo).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses malformed reviews with code 1 and a Chinese message', async () => {
    const orderNo = await finishedOrder(t.app, world);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rating: 0 }, '评分不能小于1'],
      [{ rating: 6 }, '评分不能大于5'],
      [{ rating: 4.5 }, '评分必须是整数'],
      [{ tags: ['professional', 'professional'] }, '评价标签不能重复'],
      [{ tags: ['cheap'] }, '评价标签不正确'],
      [{ text: '很'.repeat(501) }, '评价内容不能超过500个字'],
      [{ anonymous: 2 }, '匿名评价不正确'],
    ];
    for (const [change, msg] of cases) {
      expect((await postReview(t.app, world.customer, review(orderNo, change))).body).toMatchObject({
        code: 1,
        msg,
      });
    }
    expect((await reviewOfOrder(t.app, world.customer, orderNo)).body.data.reviewable).toBe(1);
  });
});

describe('a review and what each side sees', () => {
  let orderNo = '';

  it('stores the review bound to the order, tags in display order, and shows it on the order', async () => {
    orderNo = await finishedOrder(t.app, world);
    const created = await postReview(
      t.app,
      world.customer,
      review(orderNo, { rating: 4, tags: ['value', 'patient'], text: '  耐心细致，价格公道。  ' }),
    );
    expect(created.body.code).toBe(0);
    const result = orderReviewResult.parse(created.body.data);
    expect(result.reviewable).toBe(0);
    expect(result.review).toMatchObject({
      order_no: orderNo,
      order_kind: 'service',
      service_name: '图文咨询',
      verified: 1,
      rating: 4,
      tags: ['patient', 'value'],
      text: '耐心细致，价格公道。',
      anonymous: 0,
      hidden: 0,
      reply: null,
      reply_editable_until: null,
      created_at: t.clock.now(),
    });
    expect(result.review?.nickname).toMatch(/^用户\d{4}$/);
    expect((await reviewOfOrder(t.app, world.lawyer.token, orderNo)).body.data.review?.id).toBe(
      result.review?.id,
    );
  });

  it('masks an anonymous reviewer on the lawyer page and the public list', async () => {
    const anonymous = await finishedOrder(t.app, world);
    await postReview(t.app, world.customer, review(anonymous, { anonymous: 1, text: '匿名评价一下。' }));
    const list = await publicList(world.lawyer.uuid);
    const shown = list.reviews.list.find((item) => item.text === '匿名评价一下。');
    expect(shown).toMatchObject({ nickname: '匿名用户', avatar: null, anonymous: 1, verified: 1 });
    const page = await call<LawyerDetail>(t.app, {
      method: 'GET',
      url: `${API.lawyerDetail}?uuid=${world.lawyer.uuid}`,
    });
    expect(page.body.data.latest_reviews[0]).toMatchObject({ nickname: '匿名用户', text: '匿名评价一下。' });
    expect(JSON.stringify(list)).not.toContain('1352');
  });

  it('lets the order’s lawyer reply once and edit it for 24 hours; nobody else', async () => {
    const payload = { order_no: orderNo, reply: '感谢您的信任，祝一切顺利。' };
    for (const token of [world.customer, world.otherLawyer.token, world.otherCustomer]) {
      expect((await replyToReview(t.app, token, payload)).body).toMatchObject(FORBIDDEN);
    }
    const first = await replyToReview(t.app, world.lawyer.token, payload);
    const repliedAt = t.clock.now();
    expect(first.body.data.review).toMatchObject({
      reply: payload.reply,
      replied_at: repliedAt,
      reply_editable_until: repliedAt + REVIEW_REPLY_EDIT_MS,
    });
    t.clock.advance(REVIEW_REPLY_EDIT_MS);
    const edited = await replyToReview(t.app, world.lawyer.token, {
      ...payload,
      reply: '感谢信任，有问题随时联系。',
    });
    expect(edited.body.data.review).toMatchObject({
      reply: '感谢信任，有问题随时联系。',
      replied_at: repliedAt + REVIEW_REPLY_EDIT_MS,
      reply_editable_until: repliedAt + REVIEW_REPLY_EDIT_MS,
    });
    t.clock.advance(1);
    expect((await replyToReview(t.app, world.lawyer.token, payload)).body).toMatchObject({
      code: 7,
      msg: '回复已超过24小时，不能再修改',
    });
    expect((await reviewOfOrder(t.app, world.customer, orderNo)).body.data.review?.reply).toBe(
      '感谢信任，有问题随时联系。',
    );
  });

  it('refuses a reply before the customer reviewed, and a reply shorter than 2 characters', async () => {
    const unreviewed = await finishedOrder(t.app, world);
    expect(
      (await replyToReview(t.app, world.lawyer.token, { order_no: unreviewed, reply: '谢谢您的评价' })).body,
    ).toMatchObject({
      code: 7,
      msg: '该订单还没有评价',
    });
    expect(
      (await replyToReview(t.app, world.lawyer.token, { order_no: orderNo, reply: '谢' })).body,
    ).toMatchObject({
      code: 1,
      msg: '回复内容至少2个字',
    });
  });

  it('lists 我的评价 for the lawyer only, with the order and the reply state', async () => {
    const mine = await call<OwnReviewsResult>(t.app, {
      method: 'GET',
      url: API.lawyerReviews,
      token: world.lawyer.token,
    });
    const data = ownReviewsResult.parse(mine.body.data);
    expect(data.reviews.list.map((item) => item.order_no)).toContain(orderNo);
    expect(data.summary.count).toBe(data.reviews.total);
    const other = await call<OwnReviewsResult>(t.app, {
      method: 'GET',
      url: API.lawyerReviews,
      token: world.otherLawyer.token,
    });
    expect(other.body.data).toMatchObject({
      summary: { count: 0, average: 0 },
      reviews: { list: [], total: 0 },
    });
    expect(
      (await call(t.app, { method: 'GET', url: API.lawyerReviews, token: world.customer })).body,
    ).toMatchObject(FORBIDDEN);
  });

  it('keeps a hidden review for the order’s parties only, marked, and refuses replying to it', async () => {
    const operator = await signedInOperator(t.app, t.clock.now());
    const hiddenOrder = await finishedOrder(t.app, world);
    const created = await postReview(
      t.app,
      world.customer,
      review(hiddenOrder, { rating: 1, text: '骂人的话' }),
    );
    const id = created.body.data.review!.id;
    const hide = await operatorCall(t.app, {
      method: 'POST',
      url: API.admin.reviewHidden,
      operatorToken: operator,
      payload: { id, hidden: 1, reason: '含有辱骂内容' },
    });
    expect(hide.code).toBe(0);
    expect((await reviewOfOrder(t.app, world.customer, hiddenOrder)).body.data.review).toMatchObject({
      id,
      hidden: 1,
    });
    expect((await publicList(world.lawyer.uuid)).reviews.list.map((item) => item.id)).not.toContain(id);
    const mine = await call<OwnReviewsResult>(t.app, {
      method: 'GET',
      url: API.lawyerReviews,
      token: world.lawyer.token,
    });
    expect(mine.body.data.reviews.list.map((item) => item.id)).not.toContain(id);
    const page = await call<LawyerDetail>(t.app, {
      method: 'GET',
      url: `${API.lawyerDetail}?uuid=${world.lawyer.uuid}`,
    });
    expect(page.body.data.latest_reviews.map((item) => item.id)).not.toContain(id);
    expect(
      (await replyToReview(t.app, world.lawyer.token, { order_no: hiddenOrder, reply: '请文明用语' })).body,
    ).toMatchObject({
      code: 7,
      msg: '该评价已被平台隐藏，不能回复',
    });
    // Reviewing again is still refused: the hidden review is the order's one review.
    expect((await postReview(t.app, world.customer, review(hiddenOrder))).body).toMatchObject({
      msg: '该订单已评价',
    });
  });

  it('answers 律师不存在 for the list of an unknown or disabled lawyer', async () => {
    const unknown = await call(t.app, {
      method: 'GET',
      url: `${API.review}?lawyer_uuid=00000000-0000-4000-8000-000000000000`,
    });
    expect(unknown.body).toMatchObject({ code: 7, msg: '律师不存在' });
    await t.app.db
      .updateTable('lawyers')
      .set({ enabled: 0 })
      .where('id', '=', world.otherLawyer.id)
      .execute();
    const disabled = await call(t.app, {
      method: 'GET',
      url: `${API.review}?lawyer_uuid=${world.otherLawyer.uuid}`,
    });
    expect(disabled.body).toMatchObject({ code: 7, msg: '律师不存在' });
    await t.app.db
      .updateTable('lawyers')
      .set({ enabled: 1 })
      .where('id', '=', world.otherLawyer.id)
      .execute();
  });
});
