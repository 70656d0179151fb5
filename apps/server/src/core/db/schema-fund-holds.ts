import type { Generated, Selectable } from 'kysely';

/** Migration 028: one row per settled order, the lawyer's income held until `release_at`. */
export interface FundHoldsTable {
  id: Generated<number>;
  lawyer_id: number;
  order_kind: string;
  order_id: number;
  /** Fen held in pending (an appeal's refund taken from pending lowers it); once released, what was released. */
  amount: number;
  release_at: number;
  released_at: number | null;
  /** The open appeal holding it past `release_at`, else null. */
  appeal_id: number | null;
  created_at: number;
}

export type FundHoldRow = Selectable<FundHoldsTable>;

declare module './schema' {
  interface Database {
    fund_holds: FundHoldsTable;
  }
}
