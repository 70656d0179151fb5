import type { Generated, Selectable } from 'kysely';
import type { WithdrawalMethod, WithdrawalStateKey } from '@lawbridge/contract';

/** Migration 029: withdrawals, the lawyers' payees, the sandbox payout provider's records. */
export interface WithdrawalsTable {
  id: Generated<number>;
  withdrawal_no: string;
  lawyer_id: number;
  amount: number;
  method: WithdrawalMethod;
  state: WithdrawalStateKey;
  version: Generated<number>;
  /** The payout provider that pays it: sandbox | wechat for 微信零钱, manual for bank transfers. */
  provider: string;
  /** JSON of the payee (`Payee` of providers/payout) as it was at request. */
  payee: string;
  /** The bill at the provider, set at approval; null before. */
  bill_no: string | null;
  /** The party's id of the bill (WeChat `transfer_bill_no`), or the bank receipt number. */
  party_bill_no: string | null;
  /** WeChat `package_info` while the lawyer's confirmation is awaited. */
  package_info: string | null;
  /** Why it was rejected or failed (shown to the lawyer). */
  reason: string | null;
  first_approved_by: number | null;
  approved_by: number | null;
  created_at: number;
  approved_at: number | null;
  /** When the transfer began to wait for the lawyer's confirmation. */
  waiting_since: number | null;
  finished_at: number | null;
  updated_at: number;
}

export interface LawyerPayeesTable {
  id: Generated<number>;
  lawyer_id: number;
  kind: 'wechat' | 'bank';
  openid: string | null;
  real_name: string | null;
  account_name: string | null;
  bank_name: string | null;
  account_no: string | null;
  updated_at: number;
}

export interface SandboxPayoutsTable {
  bill_no: string;
  party_bill_no: string;
  amount: number;
  payee_name: string;
  /** A `PayoutState` of providers/payout (never `not_found`). */
  state: string;
  fail_reason: string | null;
  created_at: number;
  updated_at: number;
}

export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type LawyerPayeeRow = Selectable<LawyerPayeesTable>;
export type SandboxPayoutRow = Selectable<SandboxPayoutsTable>;

declare module './schema' {
  interface Database {
    withdrawals: WithdrawalsTable;
    lawyer_payees: LawyerPayeesTable;
    sandbox_payouts: SandboxPayoutsTable;
  }
}
