import {
  API,
  type AdminReviewItem,
  type AuditLogItem,
  type LawyerDetail,
  type LawyerListItem,
  type LawyerReviewsResult,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { finishedOrder, postReview, reviewWorld, type ReviewWorld } from './review-fixtures';

let t: TestApp;
let world: ReviewWorld;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await reviewWorld(t.app);
  operator = await signedInOperator(t.app, t.clock.now());
});
afterAll(async () => t.close());

async function reviewed(rating: number, extra: Record<string, unknown> = {}, lawyer = world.lawyer) {
  const orderNo = await finishedOrder(t.app, world, { lawyer });
  const reply = await postReview(t.app, world.customer, { order_no: orderNo, rating, ...extra });
  expect(reply.body.code).toBe(0);
  return reply.body.data.review!.id;
}

/** What the directory says about the two lawyers, in its rating order. */
async function directoryByRating() {
  const reply = await call<Page<LawyerListItem>>(t.app, { method: 'GET', url: `${API.lawyer}?sort=rating` });
  return reply.body.data.list.map((item) => ({
    name: item.name,
    rating: item.rating,
    count: item.review_count,
  }));
}

async function figures(uuid = world.lawyer.uuid) {
  const page = await call<LawyerDetail>(t.app, { method: 'GET', url: `${API.lawyerDetail}?uuid=${uuid}` });
  const list = await call<LawyerReviewsResult>(t.app, {
    method: 'GET',
    url: `${API.review}?lawyer_uuid=${uuid}`,
  });
  const row = await t.app.db
    .selectFrom('lawyers')
    .select(['rating', 'review_count'])
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  expect(list.body.data.summary).toMatchObject({
    average: page.body.data.rating,
    count: page.body.data.review_count,
  });
  expect(list.body.data.reviews.total).toBe(row.review_count);
  return {
    rating: page.body.data.rating,
    count: page.body.data.review_count,
    stored: row.rating,
    page: page.body.data,
  };
}

function setHidden(id: number, hidden: 0 | 1, reason = '含有广告内容') {
  return operatorCall<AdminReviewItem>(t.app, {
    method: 'POST',
    url: API.admin.reviewHidden,
    operatorToken: operator,
    payload: { id, hidden, reason },
  });
}

describe('the lawyer’s figures follow the visible reviews', () => {
  const ids: number[] = [];

  it('starts at no rating, then averages to one decimal, half up, and the directory shows it at once', async () => {
    expect(await directoryByRating()).toEqual(
      expect.arrayContaining([
        { name: '吴律师', rating: 0, count: 0 },
        { name: '郑律师', rating: 0, count: 0 },
      ]),
    );
    ids.push(await reviewed(5, { tags: ['professional', 'patient'] }));
    ids.push(await reviewed(4, { tags: ['professional'] }));
    expect(await figures()).toMatchObject({ rating: 4.5, count: 2, stored: 45 });
    ids.push(await reviewed(4, { tags: ['clear'] }));
    ids.push(await reviewed(4));
    // 17 / 4 = 4.25 → 4.3
    expect(await figures()).toMatchObject({ rating: 4.3, count: 4, stored: 43 });
    await reviewed(5, {}, world.otherLawyer);
    // The cached directory page from before the reviews is gone: 郑律师 (5.0) now leads.
    expect(await directoryByRating()).toEqual([
      { name: '郑律师', rating: 5, count: 1 },
      { name: '吴律师', rating: 4.3, count: 4 },
    ]);
  });

  it('counts the tags of the visible reviews, every tag listed in display order', async () => {
    const { page } = await figures();
    expect(page.tag_counts).toEqual([
      { tag: 'professional', label: '专业', count: 2 },
      { tag: 'patient', label: '耐心', count: 1 },
      { tag: 'responsive', label: '回复及时', count: 0 },
      { tag: 'clear', label: '解答清楚', count: 1 },
      { tag: 'friendly', label: '态度好', count: 0 },
      { tag: 'value', label: '性价比高', count: 0 },
    ]);
    expect(page.latest_reviews.map((review) => review.id)).toEqual([ids[3], ids[2], ids[1]]);
  });

  it('takes a hidden review out of the average, count, tags and the directory order, and back when shown', async () => {
    const hidden = await setHidden(ids[0]!, 1);
    expect(hidden.code).toBe(0);
    expect(hidden.data).toMatchObject({
      id: ids[0],
      hidden: 1,
      hidden_reason: '含有广告内容',
      hidden_at: t.clock.now(),
    });
    // 4, 4, 4 → 4.0
    const after = await figures();
    expect(after).toMatchObject({ rating: 4, count: 3, stored: 40 });
    expect(after.page.tag_counts.filter((entry) => entry.count > 0)).toEqual([
      { tag: 'professional', label: '专业', count: 1 },
      { tag: 'clear', label: '解答清楚', count: 1 },
    ]);
    expect(await directoryByRating()).toEqual([
      { name: '郑律师', rating: 5, count: 1 },
      { name: '吴律师', rating: 4, count: 3 },
    ]);
    expect(await setHidden(ids[0]!, 1)).toMatchObject({ code: 7, msg: '该评价已隐藏' });

    const shown = await setHidden(ids[0]!, 0, '复核后恢复显示');
    expect(shown.data).toMatchObject({ hidden: 0, hidden_reason: null, hidden_at: null });
    expect(await figures()).toMatchObject({ rating: 4.3, count: 4 });
    expect(await setHidden(ids[0]!, 0)).toMatchObject({ code: 7, msg: '该评价未隐藏' });
    expect(await setHidden(999_999, 1)).toMatchObject({ code: 7, msg: '评价不存在' });
  });

  it('records each hide and unhide in the audit log with its reason', async () => {
    const log = await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?page=1&page_size=5`,
      operatorToken: operator,
    });
    const entries = log.data.list.filter((entry) => entry.target === `review:${ids[0]}`);
    expect(entries.map((entry) => entry.action)).toEqual(['review.unhide', 'review.hide']);
    expect(entries[0]?.detail).toContain('复核后恢复显示');
    expect(entries[1]?.detail).toContain('含有广告内容');
  });

  it('keeps both reviews when two of one lawyer’s orders are reviewed at the same moment', async () => {
    const orders = [await finishedOrder(t.app, world), await finishedOrder(t.app, world)];
    const replies = await Promise.all(
      orders.map((orderNo, index) =>
        postReview(t.app, world.customer, { order_no: orderNo, rating: index === 0 ? 1 : 2 }),
      ),
    );
    expect(replies.map((reply) => reply.body.code)).toEqual([0, 0]);
    // 5, 4, 4, 4, 1, 2 → 20 / 6 = 3.33 → 3.3
    expect(await figures()).toMatchObject({ rating: 3.3, count: 6, stored: 33 });
  });
});

describe('the console’s review list', () => {
  async function list(query: string) {
    const reply = await operatorCall<Page<AdminReviewItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.reviews}?${query}`,
      operatorToken: operator,
    });
    expect(reply.code).toBe(0);
    return reply.data;
  }

  it('filters by rating, lawyer name and hidden, newest first, and names anonymous reviewers', async () => {
    const anonymousId = await reviewed(3, { anonymous: 1, text: '一般般' });
    const all = await list('page=1&page_size=50');
    expect(all.total).toBe(8);
    expect(all.list[0]).toMatchObject({
      id: anonymousId,
      anonymous: 1,
      text: '一般般',
      lawyer: { uuid: world.lawyer.uuid, name: '吴律师' },
      service_name: '图文咨询',
    });
    expect(all.list[0]?.customer.nickname).toMatch(/^用户\d{4}$/);
    expect(all.list[0]?.customer.phone).toMatch(/^1352\d{7}$/);
    expect(all.list.map((item) => item.id)).toEqual(
      [...all.list.map((item) => item.id)].sort((a, b) => b - a),
    );

    expect((await list('rating=4')).list.map((item) => item.rating)).toEqual([4, 4, 4]);
    expect((await list('lawyer_name=郑')).list.map((item) => item.lawyer.name)).toEqual(['郑律师']);
    await setHidden(anonymousId, 1);
    expect((await list('hidden=1')).list.map((item) => item.id)).toEqual([anonymousId]);
    expect((await list('hidden=0')).total).toBe(7);
    expect((await list('hidden=1&rating=5')).total).toBe(0);
  });
});
