import { API, type LawyerDetail, type UserInfo } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { act, appointmentWorld, HOUR, received } from '../appointment/appointment-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { postReview, replyToReview, reviewOfOrder, reviewWorld, type ReviewWorld } from './review-fixtures';

let t: TestApp;
let world: ReviewWorld;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await reviewWorld(t.app);
  const info = await call<UserInfo>(t.app, { method: 'GET', url: API.userInfo, token: world.customer });
  const row = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('uuid', '=', info.body.data.uuid)
    .executeTakeFirstOrThrow();
  customerId = row.id;
});
afterAll(async () => t.close());

let serial = 0;
/**
 * An appointment row in a given state (the appointment module's lifecycle is tested there; reviews only
 * read who ordered from whom and whether it finished).
 */
async function appointment(
  state: 'finished' | 'receive' | 'waiting_platform',
  lawyerId: number | null,
  /** How it finished: the meeting took place (已面谈), or (before migration 026) a partial refund. */
  finishedBy: 'mark_met' | 'refund_partial' = 'mark_met',
) {
  serial += 1;
  const orderNo = `A2025030100000${String(serial).padStart(3, '0')}`;
  const legalType = await t.app.db.selectFrom('legal_types').select('id').executeTakeFirstOrThrow();
  const now = t.clock.now();
  await t.app.db
    .insertInto('appointments')
    .values({
      order_no: orderNo,
      customer_id: customerId,
      name: '李四',
      phone: '13500000000',
      area_code: '110105',
      legal_type_id: legalType.id,
      appointment_at: now - 86_400_000,
      place_note: null,
      description: '想当面咨询一下离婚财产分割的问题。',
      chosen_lawyer_id: lawyerId,
      lawyer_id: lawyerId,
      price: 19900,
      commission_rate_bp: 2000,
      state,
      reject_reason: null,
      created_at: now - 3 * 86_400_000,
      paid_at: now - 3 * 86_400_000,
      accepted_at: lawyerId === null ? null : now - 2 * 86_400_000,
      finished_at: state === 'finished' ? now : null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then(async ({ id }) => {
      if (state !== 'finished') return;
      await t.app.db
        .insertInto('order_events')
        .values({
          order_kind: 'appointment',
          order_id: id,
          transition: finishedBy,
          from_state: 'receive',
          to_state: 'finished',
          actor_kind: finishedBy === 'mark_met' ? 'lawyer' : 'operator',
          actor_id: null,
          amount: null,
          note: null,
          created_at: now,
        })
        .execute();
    });
  return orderNo;
}

describe('reviews of appointments (A…), through the same rules', () => {
  it('lets the customer review a finished appointment; the lawyer replies; the figures count it', async () => {
    const orderNo = await appointment('finished', world.lawyer.id);
    expect((await reviewOfOrder(t.app, world.customer, orderNo)).body.data).toEqual({
      reviewable: 1,
      review: null,
    });
    const created = await postReview(t.app, world.customer, {
      order_no: orderNo,
      rating: 4,
      text: '当面沟通很有帮助。',
    });
    expect(created.body.data.review).toMatchObject({
      order_no: orderNo,
      order_kind: 'appointment',
      service_name: '线下咨询预约',
      verified: 1,
      rating: 4,
    });
    const replied = await replyToReview(t.app, world.lawyer.token, {
      order_no: orderNo,
      reply: '感谢您的信任。',
    });
    expect(replied.body.data.review?.reply).toBe('感谢您的信任。');
    const page = await call<LawyerDetail>(t.app, {
      method: 'GET',
      url: `${API.lawyerDetail}?uuid=${world.lawyer.uuid}`,
    });
    expect(page.body.data).toMatchObject({ rating: 4, review_count: 1 });
    expect(page.body.data.latest_reviews[0]).toMatchObject({
      order_kind: 'appointment',
      reply: '感谢您的信任。',
    });
  });

  it('refuses an appointment not finished by a meeting, someone else’s, and one that no lawyer took', async () => {
    const booked = await appointment('receive', world.lawyer.id);
    expect((await postReview(t.app, world.customer, { order_no: booked, rating: 5 })).body).toMatchObject({
      code: 7,
      msg: '订单完成后才能评价',
    });
    const finished = await appointment('finished', world.lawyer.id);
    for (const token of [world.otherCustomer, world.lawyer.token, world.otherLawyer.token]) {
      expect((await postReview(t.app, token, { order_no: finished, rating: 5 })).body).toMatchObject({
        code: 7,
        msg: '无权操作',
      });
    }
    expect(
      (await replyToReview(t.app, world.otherLawyer.token, { order_no: finished, reply: '谢谢您' })).body,
    ).toMatchObject({
      code: 7,
      msg: '无权操作',
    });
    // Finished by a partial refund before migration 026 made that a cancellation: no meeting took place.
    const refunded = await appointment('finished', world.lawyer.id, 'refund_partial');
    expect((await reviewOfOrder(t.app, world.customer, refunded)).body.data.reviewable).toBe(0);
    expect((await postReview(t.app, world.customer, { order_no: refunded, rating: 1 })).body).toMatchObject({
      code: 7,
      msg: '订单完成后才能评价',
    });
    const undispatched = await appointment('waiting_platform', null);
    expect(
      (await postReview(t.app, world.customer, { order_no: undispatched, rating: 5 })).body,
    ).toMatchObject({
      code: 7,
      msg: '无权操作',
    });
  });
});

describe('an appointment finished through its own flow', () => {
  it('takes one review, also when two arrive at once, and refuses a second one', async () => {
    const people = await appointmentWorld(t);
    const held = await received(t, people);
    t.clock.advance(27 * HOUR);
    const met = await act(t, people.lawyerA.token, { order_no: held.order_no, action: 'mark_met' });
    expect(met.body.data.state).toBe('finished');
    const review = (rating: number) => ({
      order_no: held.order_no,
      rating,
      text: '律师准时到场，讲解清楚。',
    });

    const replies = await Promise.all([
      postReview(t.app, people.customer, review(5)),
      postReview(t.app, people.customer, review(3)),
    ]);
    expect(replies.map((reply) => reply.body.code).sort()).toEqual([0, 7]);
    expect(replies.find((reply) => reply.body.code === 7)?.body.msg).toBe('该订单已评价');
    expect((await postReview(t.app, people.customer, review(4))).body).toMatchObject({
      code: 7,
      msg: '该订单已评价',
    });
    const rows = await t.app.db
      .selectFrom('reviews')
      .select(['order_kind', 'rating'])
      .where('order_no', '=', held.order_no)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.order_kind).toBe('appointment');
    expect((await reviewOfOrder(t.app, people.customer, held.order_no)).body.data).toMatchObject({
      reviewable: 0,
      review: { order_no: held.order_no, rating: rows[0]!.rating },
    });
  });
});
