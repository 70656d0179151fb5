import { OPEN_WITHDRAWAL_STATES, type WithdrawalMethod, type WithdrawalStateKey } from '@lawbridge/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { WithdrawalRow, WithdrawalsTable } from '../../core/db/schema-withdrawals';
import '../../core/db/schema-withdrawals';
import { ACCOUNTS } from '../../core/ledger/accounts';
import type { OrderStateStore } from '../../core/lifecycle/transition';
import { containsIgnoringCase } from '../lawyer/like-match';

export const WITHDRAWAL_KIND = 'withdrawal';

/** How the transition function writes a withdrawal's state (compare-and-set on its version). */
export const withdrawalStore: OrderStateStore<WithdrawalStateKey> = {
  kind: WITHDRAWAL_KIND,
  async compareAndSet(trx, input) {
    const result = await trx
      .updateTable('withdrawals')
      .set({ ...input.changes, state: input.to, version: input.version + 1, updated_at: input.now })
      .where('id', '=', input.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};

/** The console queue's filters. */
export interface WithdrawalFilter {
  state?: WithdrawalStateKey | undefined;
  method?: WithdrawalMethod | undefined;
  /** Inside the lawyer's name, or the start of their phone. */
  keyword?: string | undefined;
  from?: number | undefined;
  before?: number | undefined;
}

export type AdminWithdrawalRow = WithdrawalRow & {
  lawyer_uuid: string;
  lawyer_name: string;
  lawyer_phone: string;
  first_approver: string | null;
};

const FINAL_NOT_PAID: WithdrawalStateKey[] = ['rejected', 'failed', 'cancelled'];

export function createWithdrawalRepo(db: Kysely<Database>) {
  const withLawyer = () =>
    db
      .selectFrom('withdrawals')
      .innerJoin('lawyers', 'lawyers.id', 'withdrawals.lawyer_id')
      .innerJoin('users', 'users.id', 'lawyers.user_id')
      .leftJoin('operators', 'operators.id', 'withdrawals.first_approved_by');

  const findBy = (
    column: 'id' | 'withdrawal_no' | 'bill_no',
    value: number | string,
  ): Promise<WithdrawalRow | undefined> =>
    db.selectFrom('withdrawals').selectAll().where(column, '=', value).executeTakeFirst();

  const filtered = (filter: WithdrawalFilter) => {
    let query = withLawyer();
    if (filter.state) query = query.where('withdrawals.state', '=', filter.state);
    if (filter.method) query = query.where('withdrawals.method', '=', filter.method);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsIgnoringCase(db, eb.ref('lawyers.name'), keyword),
          eb('users.phone', 'like', `${keyword.replace(/\D/g, '') || '-'}%`),
        ]),
      );
    }
    if (filter.from !== undefined) query = query.where('withdrawals.created_at', '>=', filter.from);
    if (filter.before !== undefined) query = query.where('withdrawals.created_at', '<', filter.before);
    return query;
  };

  return {
    /** Inserts a requested withdrawal; false when the lawyer already has an open one (the unique index). */
    async insert(row: Insertable<WithdrawalsTable>): Promise<number | null> {
      const inserted = await db
        .insertInto('withdrawals')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },

    findById: (id: number) => findBy('id', id),
    findByNo: (withdrawalNo: string) => findBy('withdrawal_no', withdrawalNo),
    findByBill: (billNo: string) => findBy('bill_no', billNo),

    openOf(lawyerId: number): Promise<WithdrawalRow | undefined> {
      return db
        .selectFrom('withdrawals')
        .selectAll()
        .where('lawyer_id', '=', lawyerId)
        .where('state', 'in', OPEN_WITHDRAWAL_STATES)
        .executeTakeFirst();
    },

    /** What the lawyer requested since `since`, not counting withdrawals that ended unpaid. */
    async requestedSince(lawyerId: number, since: number): Promise<number> {
      const row = await db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('lawyer_id', '=', lawyerId)
        .where('created_at', '>=', since)
        .where('state', 'not in', FINAL_NOT_PAID)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    async pageOfLawyer(lawyerId: number, page: { offset: number; limit: number }) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('withdrawals')
          .selectAll()
          .where('lawyer_id', '=', lawyerId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        db
          .selectFrom('withdrawals')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('lawyer_id', '=', lawyerId)
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** The console queue: waiting for approval oldest first, everything else newest first. */
    adminList(filter: WithdrawalFilter, page: { offset: number; limit: number } | null) {
      const direction = filter.state === 'requested' ? 'asc' : 'desc';
      let query = filtered(filter)
        .selectAll('withdrawals')
        .select([
          'lawyers.uuid as lawyer_uuid',
          'lawyers.name as lawyer_name',
          'users.phone as lawyer_phone',
          'operators.display_name as first_approver',
        ])
        .orderBy('withdrawals.created_at', direction)
        .orderBy('withdrawals.id', direction);
      if (page) query = query.offset(page.offset).limit(page.limit);
      return query.execute() as Promise<AdminWithdrawalRow[]>;
    },

    async adminCount(filter: WithdrawalFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    async adminFindByNo(withdrawalNo: string): Promise<AdminWithdrawalRow | undefined> {
      const rows = await withLawyer()
        .selectAll('withdrawals')
        .select([
          'lawyers.uuid as lawyer_uuid',
          'lawyers.name as lawyer_name',
          'users.phone as lawyer_phone',
          'operators.display_name as first_approver',
        ])
        .where('withdrawals.withdrawal_no', '=', withdrawalNo)
        .execute();
      return rows[0] as AdminWithdrawalRow | undefined;
    },

    /** Transfers still at a party (approved, processing, waiting): the query job follows them. */
    openTransfers(limit: number): Promise<WithdrawalRow[]> {
      return db
        .selectFrom('withdrawals')
        .selectAll()
        .where('state', 'in', ['approved', 'processing', 'waiting_confirmation'])
        .where('provider', '!=', 'manual')
        .orderBy('updated_at')
        .limit(limit)
        .execute();
    },

    /** The latest entries of the lawyer's accounts (pending, available, frozen), newest first. */
    recentLedger(lawyerId: number, limit: number) {
      return db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select([
          'ledger_entries.transaction_id',
          'ledger_transactions.kind',
          'ledger_entries.account',
          'ledger_entries.amount',
          'ledger_entries.created_at',
        ])
        .where('ledger_entries.account', 'in', [
          ACCOUNTS.lawyerPending(lawyerId),
          ACCOUNTS.lawyerAvailable(lawyerId),
          ACCOUNTS.lawyerFrozen(lawyerId),
        ])
        .orderBy('ledger_entries.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Count and fen per state, and what was paid since `paidSince`. */
    async figures(paidSince: number) {
      const byState = await db
        .selectFrom('withdrawals')
        .select([
          'state',
          (eb) => eb.fn.countAll<number>().as('count'),
          (eb) => eb.fn.sum<number>('amount').as('amount'),
        ])
        .where('state', 'in', ['requested', 'waiting_confirmation'])
        .groupBy('state')
        .execute();
      const paid = await db
        .selectFrom('withdrawals')
        .select([
          (eb) => eb.fn.countAll<number>().as('count'),
          (eb) => eb.fn.sum<number>('amount').as('amount'),
        ])
        .where('state', '=', 'paid')
        .where('finished_at', '>=', paidSince)
        .executeTakeFirst();
      const of = (state: string) => byState.find((row) => row.state === state);
      return {
        waiting_approval: Number(of('requested')?.count ?? 0),
        waiting_approval_amount: Number(of('requested')?.amount ?? 0),
        waiting_confirmation: Number(of('waiting_confirmation')?.count ?? 0),
        paid_today: Number(paid?.count ?? 0),
        paid_today_amount: Number(paid?.amount ?? 0),
      };
    },
  };
}

export type WithdrawalRepo = ReturnType<typeof createWithdrawalRepo>;
