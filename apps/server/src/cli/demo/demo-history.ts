import { releaseDueIncome } from '../../modules/wallet/release-job';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createCommonRepo } from '../../modules/common/repo';
import { createDemoRepo } from './demo-repo';
import { offlineServices } from './offline-services';
import {
  DEMO_DELIVERY_NOTE,
  DEMO_QUESTIONS,
  DEMO_REPLIES,
  generateReview,
  type DemoReview,
} from './demo-review-texts';
import type { Random } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface HistoryLawyer {
  uuid: string;
  userId: number;
  /** Finished orders to drive for this lawyer. */
  orders: number;
  /** 接单中 once the history is written (orders can only be placed with a lawyer taking them). */
  accepting: boolean;
}

interface PlannedOrder {
  lawyer: HistoryLawyer;
  customerId: number;
  configId: number;
  description: string;
  startsAt: number;
  review: DemoReview | null;
  reply: string | null;
}

/** A clock the history moves through the past, step by step. */
export function pastClock(start: number): Clock & { set(at: number): void } {
  let current = start;
  return { now: () => current, set: (at) => (current = at) };
}

function plan(random: Random, input: DemoHistoryInput, configIds: number[]): PlannedOrder[] {
  const planned: PlannedOrder[] = [];
  for (const lawyer of input.lawyers) {
    for (let index = 0; index < lawyer.orders; index += 1) {
      const review = random.chance(0.8) ? generateReview(random) : null;
      planned.push({
        lawyer,
        customerId: random.pick(input.customerIds),
        configId: random.weighted(configIds, (id) => (id === configIds[0] ? 4 : 1)),
        description: random.pick(DEMO_QUESTIONS),
        startsAt: input.now - random.int(2 * DAY, 150 * DAY),
        review,
        reply: review && random.chance(0.5) ? random.pick(DEMO_REPLIES) : null,
      });
    }
  }
  // Oldest first, so ids follow time like they do in real use (lists are newest first by id).
  return planned.sort((a, b) => a.startsAt - b.startsAt);
}

export interface DemoHistoryInput {
  lawyers: readonly HistoryLawyer[];
  /** The customers who place the orders and write the reviews. */
  customerIds: readonly number[];
  now: number;
  dataDir: string;
}

/**
 * Past service orders of the demo lawyers, driven through the real order service in the sandbox
 * (create → payment → accept → deliver → confirm, each with its ledger journals), most of them reviewed
 * through the review service and some replied to. The lawyers' rating and review count come from those
 * reviews (the review service keeps them); served orders are counted from the finished orders here.
 * Returns how many orders and reviews were written.
 */
export async function seedDemoHistory(
  db: Kysely<Database>,
  random: Random,
  input: DemoHistoryInput,
): Promise<{ orders: number; reviews: number }> {
  const clock = pastClock(input.now);
  const { orders, reviews } = offlineServices(db, { clock, dataDir: input.dataDir });
  const configs = (await createCommonRepo(db).enabledOrderConfigs()).filter(
    (config) => config.scene === 'service',
  );
  if (configs.length === 0) throw new Error('demo orders need an enabled service');

  let reviewed = 0;
  const planned = plan(
    random,
    input,
    configs.map((config) => config.id),
  );
  for (const [index, order] of planned.entries()) {
    const lawyer = { kind: 'lawyer' as const, id: order.lawyer.userId };
    const customer = { kind: 'customer' as const, id: order.customerId };
    clock.set(order.startsAt);
    const created = await orders.create({
      customerId: order.customerId,
      lawyerUuid: order.lawyer.uuid,
      configId: order.configId,
      description: order.description,
      images: [],
    });
    clock.set(order.startsAt + 3 * MINUTE);
    const paid = await orders.recordPayment({
      orderNo: created.order_no,
      amount: created.price,
      providerTxn: `DEMO${String(index + 1).padStart(6, '0')}`,
    });
    clock.set(order.startsAt + 2 * HOUR);
    const accepted = await orders.act({ order: paid, transition: 'accept', actor: lawyer });
    clock.set(order.startsAt + 20 * HOUR);
    const delivered = await orders.act({
      order: accepted,
      transition: 'deliver',
      actor: lawyer,
      details: { note: DEMO_DELIVERY_NOTE },
    });
    clock.set(order.startsAt + 30 * HOUR);
    await orders.act({ order: delivered, transition: 'confirm', actor: customer });
    if (!order.review) continue;
    clock.set(order.startsAt + 31 * HOUR);
    await reviews.create({ userId: order.customerId, body: { order_no: created.order_no, ...order.review } });
    reviewed += 1;
    if (!order.reply) continue;
    clock.set(order.startsAt + 40 * HOUR);
    await reviews.reply({
      userId: order.lawyer.userId,
      body: { order_no: created.order_no, reply: order.reply },
    });
  }

  // Served-order counts came with each confirm (it settles with the lawyer), like in production; the
  // notices of those past events are kept, as read. Income whose hold has run out by now is released, as
  // the release job would have done; that of the last hold_days stays pending.
  await releaseDueIncome(db, input.now);
  const repo = createDemoRepo(db);
  await repo.markNoticesRead(input.now);
  for (const lawyer of input.lawyers) {
    if (!lawyer.accepting) await repo.stopAccepting(lawyer.uuid);
  }
  return { orders: planned.length, reviews: reviewed };
}
