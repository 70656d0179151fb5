import {
  APPEAL_LIFECYCLE,
  APPOINTMENT_LIFECYCLE,
  CLOSING_BLOCKERS,
  DOCUMENT_ORDER_LIFECYCLE,
  SERVICE_ORDER_LIFECYCLE,
  WITHDRAWAL_LIFECYCLE,
  type ClosingBlocker,
  type ClosingBlockerKind,
  type Lifecycle,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { ACCOUNTS } from '../../core/ledger/accounts';
import { balanceOf } from '../../core/ledger/journal';

/** The states of a lifecycle an order can still leave: an order in one of them is open. */
const openStates = <S extends string>(lifecycle: Lifecycle<S, string>): S[] =>
  lifecycle.states.filter((state) => !state.terminal).map((state) => state.key);

/** A document the uploader still offers or has sent for review (they can 停售 it first). */
const DOCUMENT_OPEN_STATES = ['processing', 'reviewing', 'listed'] as const;

const count = (rows: { n: number | string | bigint }) => Number(rows.n);

/**
 * What keeps an account from being closed (docs/decisions.md "Accounts"): any order, appointment, document
 * order, appeal or withdrawal not yet in a terminal state of its lifecycle, an open refund request, money in
 * the lawyer's wallet (available, pending or frozen), or a document on sale or in review. Empty: it may close.
 */
export async function closingBlockers(db: Kysely<Database>, userId: number): Promise<ClosingBlocker[]> {
  const lawyer = await db.selectFrom('lawyers').select('id').where('user_id', '=', userId).executeTakeFirst();
  const lawyerId = lawyer?.id ?? -1;
  const [services, appointments, documentOrders, appeals, refunds, withdrawals, documents] =
    await Promise.all([
      db
        .selectFrom('service_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => eb.or([eb('customer_id', '=', userId), eb('lawyer_id', '=', lawyerId)]))
        .where('state', 'in', openStates(SERVICE_ORDER_LIFECYCLE))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('appointments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => eb.or([eb('customer_id', '=', userId), eb('lawyer_id', '=', lawyerId)]))
        .where('state', 'in', openStates(APPOINTMENT_LIFECYCLE))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('document_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('uploader_user_id', '=', userId)]))
        .where('state', 'in', openStates(DOCUMENT_ORDER_LIFECYCLE))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('appeals')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => eb.or([eb('customer_id', '=', userId), eb('lawyer_id', '=', lawyerId)]))
        .where('state', 'in', openStates(APPEAL_LIFECYCLE))
        .executeTakeFirstOrThrow(),
      openRefunds(db, userId, lawyerId),
      db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('lawyer_id', '=', lawyerId)
        .where('state', 'in', openStates(WITHDRAWAL_LIFECYCLE))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('uploader_user_id', '=', userId)
        .where('state', 'in', DOCUMENT_OPEN_STATES)
        .executeTakeFirstOrThrow(),
    ]);
  const wallet = lawyer ? await walletTotal(db, lawyer.id) : 0;
  const found: Array<[ClosingBlockerKind, number]> = [
    ['service_order', count(services)],
    ['appointment', count(appointments)],
    ['document_order', count(documentOrders)],
    ['appeal', count(appeals)],
    ['refund', refunds],
    ['withdrawal', count(withdrawals)],
    ['wallet', wallet],
    ['document', count(documents)],
  ];
  return found
    .filter(([, n]) => n !== 0)
    .map(([kind, n]) => ({ kind, label: CLOSING_BLOCKERS[kind], count: n }));
}

/** Refund requests still waiting on either side of a service order or an appointment. */
async function openRefunds(db: Kysely<Database>, userId: number, lawyerId: number): Promise<number> {
  const [services, appointments] = await Promise.all([
    db
      .selectFrom('service_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb.or([eb('customer_id', '=', userId), eb('lawyer_id', '=', lawyerId)]))
      .where('refund_open', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb.or([eb('customer_id', '=', userId), eb('lawyer_id', '=', lawyerId)]))
      .where('refund_open', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return count(services) + count(appointments);
}

/** The lawyer's money on the platform: available, pending (held after an order) and frozen (withdrawing). */
async function walletTotal(db: Kysely<Database>, lawyerId: number): Promise<number> {
  const balances = await Promise.all([
    balanceOf(db, ACCOUNTS.lawyerAvailable(lawyerId)),
    balanceOf(db, ACCOUNTS.lawyerPending(lawyerId)),
    balanceOf(db, ACCOUNTS.lawyerFrozen(lawyerId)),
  ]);
  return balances.reduce((sum, balance) => sum + balance, 0);
}
