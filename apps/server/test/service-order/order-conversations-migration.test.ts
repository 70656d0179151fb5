import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/core/db/migrator';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld } from './order-api-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const conversationsOf = (pair: { customer_id: number; lawyer_id: number }) =>
  t.app.db
    .selectFrom('conversations')
    .select('id')
    .where('customer_id', '=', pair.customer_id)
    .where('lawyer_id', '=', pair.lawyer_id)
    .execute();

const pairOf = (orderNo: string) =>
  t.app.db
    .selectFrom('service_orders')
    .select(['customer_id', 'lawyer_id'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();

describe('migration 027 (conversations of orders accepted before)', () => {
  it('opens one for each accepted pair without one, none for orders never accepted', async () => {
    const accepted = await apiOrderWorld(t);
    const acceptedNo = await accepted.serving();
    const secondNo = await accepted.serving();
    const waiting = await apiOrderWorld(t);
    const waitingNo = await waiting.paid();
    const acceptedPair = await pairOf(acceptedNo);
    const waitingPair = await pairOf(waitingNo);
    // As before issue 15: accepting opened no conversation.
    await t.app.db
      .deleteFrom('conversations')
      .where('customer_id', '=', acceptedPair.customer_id)
      .where('lawyer_id', '=', acceptedPair.lawyer_id)
      .execute();
    expect(accepted.ok(await accepted.detail(accepted.lawyer.token, acceptedNo)).conversation_id).toBeNull();

    const db = t.app.db as unknown as Kysely<unknown>;
    await sql`delete from kysely_migration where name = '027-order-conversations'`.execute(db);
    expect(await migrateToLatest(t.app.db)).toEqual(['027-order-conversations']);

    const opened = await conversationsOf(acceptedPair);
    expect(opened).toHaveLength(1);
    for (const orderNo of [acceptedNo, secondNo]) {
      const detail = accepted.ok(await accepted.detail(accepted.lawyer.token, orderNo));
      expect(detail.conversation_id).toBe(opened[0]!.id);
    }
    expect(await conversationsOf(waitingPair)).toEqual([]);
  });
});
