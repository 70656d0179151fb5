import type { Generated, Selectable } from 'kysely';

/** Migration 024: privacy-number bindings of 电话咨询 orders and the calls through them. */
export interface CallBindingsTable {
  id: Generated<number>;
  /** `service` (the only kind that calls through privacy numbers). */
  order_kind: string;
  order_id: number;
  provider: string;
  middle_number: string;
  subscription_id: string;
  expires_at: number;
  created_at: number;
  /** When it stopped serving: unbound after the order ended, or run out and replaced. */
  unbound_at: number | null;
}

export type CallBindingRow = Selectable<CallBindingsTable>;

export interface CallRecordsTable {
  id: Generated<number>;
  binding_id: number;
  call_id: string;
  caller: 'customer' | 'lawyer';
  called_at: number;
  started_at: number | null;
  duration_seconds: number;
  created_at: number;
}

declare module './schema' {
  interface Database {
    call_bindings: CallBindingsTable;
    call_records: CallRecordsTable;
  }
}
