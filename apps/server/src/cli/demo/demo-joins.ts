import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When each user first did something: placed or took an order, uploaded or bought a document. */
async function firstActivities(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = [
    ...(await db.selectFrom('service_orders').select(['customer_id as user_id', 'created_at']).execute()),
    ...(await db
      .selectFrom('service_orders')
      .innerJoin('lawyers', 'lawyers.id', 'service_orders.lawyer_id')
      .select(['lawyers.user_id', 'service_orders.created_at'])
      .execute()),
    ...(await db.selectFrom('uploads').select(['owner_user_id as user_id', 'created_at']).execute()),
    ...(await db.selectFrom('document_orders').select(['buyer_id as user_id', 'created_at']).execute()),
  ];
  const first = new Map<number, number>();
  for (const row of rows) {
    if (row.user_id === null) continue;
    const at = Number(row.created_at);
    first.set(row.user_id, Math.min(first.get(row.user_id) ?? at, at));
  }
  return first;
}

/**
 * The demo users' and lawyers' join dates, drawn once their history is written: a customer registered up to
 * a month before their first order (one without any, in the last half year); a lawyer was certified (入驻)
 * up to two months before their first order or document, having registered a few days before that. The
 * demo operator started before all of it. Ids stay in insertion order; only the dates move into the past.
 */
export async function backdateDemoJoins(
  db: Kysely<Database>,
  random: Random,
  input: {
    customerIds: readonly number[];
    lawyerUserIds: readonly number[];
    operatorId: number | null;
    now: number;
  },
): Promise<void> {
  const { now } = input;
  const first = await firstActivities(db);
  let earliest = now;
  const setUser = async (userId: number, at: number) => {
    earliest = Math.min(earliest, at);
    await db.updateTable('users').set({ created_at: at }).where('id', '=', userId).execute();
  };
  for (const userId of input.customerIds) {
    const activity = first.get(userId);
    await setUser(
      userId,
      activity === undefined ? now - random.int(DAY, 180 * DAY) : activity - random.int(HOUR, 30 * DAY),
    );
  }
  for (const userId of input.lawyerUserIds) {
    const activity = first.get(userId) ?? now - random.int(0, 200 * DAY);
    const certifiedAt = activity - random.int(3 * DAY, 60 * DAY);
    await db.updateTable('lawyers').set({ created_at: certifiedAt }).where('user_id', '=', userId).execute();
    await setUser(userId, certifiedAt - random.int(HOUR, 7 * DAY));
  }
  if (input.operatorId !== null) {
    await db
      .updateTable('operators')
      .set({ created_at: earliest - 7 * DAY })
      .where('id', '=', input.operatorId)
      .execute();
  }
}
