import { releaseDueIncome } from '../../modules/wallet/release-job';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createCommonRepo } from '../../modules/common/repo';
import { createDemoRepo } from './demo-repo';
import { writeDemoConversation } from './demo-conversation';
import { DEMO_REPLIES, generateReview, type DemoReview } from './demo-review-texts';
import type { DemoMatter } from './matters';
import { offlineServices } from './offline-services';
import { orderTexts, pickService, type DemoService } from './order-texts';
import type { Random } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface HistoryLawyer {
  uuid: string;
  userId: number;
  /** The lawyer profile's id (conversations are kept by it). */
  lawyerId: number;
  name: string;
  /** What customers bring to this lawyer: one matter for each of the lawyer's legal types. */
  matters: readonly DemoMatter[];
  /** Finished orders to drive for this lawyer. */
  orders: number;
  /** 接单中 once the history is written (orders can only be placed with a lawyer taking them). */
  accepting: boolean;
}

interface PlannedOrder {
  lawyer: HistoryLawyer;
  customerId: number;
  service: DemoService;
  matter: DemoMatter;
  description: string;
  delivery: string;
  startsAt: number;
  review: DemoReview | null;
  reply: string | null;
}

/** A clock the history moves through the past, step by step. */
export function pastClock(start: number): Clock & { set(at: number): void } {
  let current = start;
  return { now: () => current, set: (at) => (current = at) };
}

/**
 * Each lawyer's orders: a matter of one of the lawyer's legal types, a service fitting it with a description
 * fitting both, and (for most orders of the reviewers) a review of that matter whose text nobody else wrote.
 */
function plan(random: Random, input: DemoHistoryInput, services: readonly DemoService[]): PlannedOrder[] {
  const planned: PlannedOrder[] = [];
  const usedTexts = new Set<string>();
  for (const lawyer of input.lawyers) {
    for (let index = 0; index < lawyer.orders; index += 1) {
      const matter = random.pick(lawyer.matters);
      const service = pickService(random, services, matter);
      const customerId = random.pick(input.customerIds);
      const reviews = input.reviewerIds.includes(customerId) && random.chance(0.8);
      const review = reviews ? generateReview(random, matter, usedTexts) : null;
      planned.push({
        lawyer,
        customerId,
        service,
        matter,
        ...orderTexts(random, service.name, matter),
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
  /** The customers who place the orders. */
  customerIds: readonly number[];
  /** Those of them who review (named like people: 王先生), not the demo logins with their default nicknames. */
  reviewerIds: readonly number[];
  now: number;
  dataDir: string;
}

/**
 * Past service orders of the demo lawyers, driven through the real order service in the sandbox
 * (create → payment → accept → deliver → confirm, each with its ledger journals; in between, the exchange
 * its parties had in their conversation: the whole consultation for 图文咨询), most of the reviewers' orders reviewed
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
    configs.map((config) => ({ id: config.id, name: config.name })),
  );
  for (const [index, order] of planned.entries()) {
    const lawyer = { kind: 'lawyer' as const, id: order.lawyer.userId };
    const customer = { kind: 'customer' as const, id: order.customerId };
    clock.set(order.startsAt);
    const created = await orders.create({
      customerId: order.customerId,
      lawyerUuid: order.lawyer.uuid,
      configId: order.service.id,
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
    await writeDemoConversation(db, random, {
      customerId: order.customerId,
      service: order.service.name,
      lawyer: { id: order.lawyer.lawyerId, userId: order.lawyer.userId, name: order.lawyer.name },
      matter: order.matter,
      acceptedAt: order.startsAt + 2 * HOUR,
    });
    clock.set(order.startsAt + 20 * HOUR);
    const delivered = await orders.act({
      order: accepted,
      transition: 'deliver',
      actor: lawyer,
      details: { note: order.delivery },
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
