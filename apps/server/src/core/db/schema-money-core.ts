import type { Generated, Selectable } from 'kysely';

/** Table types of migration 012 (the money core). They join the `Database` interface of ./schema. */
export interface LedgerTransactionsTable {
  id: Generated<number>;
  /** What moved the money: `capture`, `refund_all`, `settle`, … (the lifecycle's money effects). */
  kind: string;
  order_kind: string | null;
  order_id: number | null;
  note: string | null;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  /** `clearing:<provider>`, `escrow`, `platform:revenue`, `lawyer:<id>:available`, `lawyer:<id>:frozen`. */
  account: string;
  /** Signed integer fen: positive into the account, negative out of it. */
  amount: number;
  created_at: number;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_kind: string;
  order_id: number;
  transition: string;
  from_state: string;
  to_state: string;
  actor_kind: string;
  actor_id: number | null;
  amount: number | null;
  note: string | null;
  created_at: number;
}

export interface TimersTable {
  id: Generated<number>;
  kind: string;
  ref_kind: string;
  ref_id: number;
  due_at: number;
  attempts: Generated<number>;
  /** A worker holds the timer until then; past it another may claim it again (a crashed worker). */
  claimed_until: number | null;
  last_error: string | null;
  done_at: number | null;
  created_at: number;
}

declare module './schema' {
  interface Database {
    ledger_transactions: LedgerTransactionsTable;
    ledger_entries: LedgerEntriesTable;
    order_events: OrderEventsTable;
    timers: TimersTable;
  }
}

export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type TimerRow = Selectable<TimersTable>;
