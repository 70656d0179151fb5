import { z } from 'zod';
import { OrderScene } from './enums';
import { pageOf, pageQuery } from './paging';

/** What moved money into or out of a lawyer's wallet, as 钱包明细 names it. */
export const WALLET_ENTRY_LABELS: Record<string, string> = {
  settle: '订单收入',
  refund_part: '订单收入（部分退款后）',
};

export const walletQuery = pageQuery;

export const walletEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  /** Signed integer fen. */
  amount: z.number().int(),
  /** The available balance right after this entry. */
  balance_after: z.number().int(),
  /** The related order (service order or appointment), null for entries of no order (withdrawals). */
  order_no: z.string().nullable(),
  /** Which kind of order `order_no` is (seed OrderScene); null exactly when `order_no` is. */
  order_scene: z.enum([OrderScene.service.value, OrderScene.appointment.value]).nullable(),
  created_at: z.number().int(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

/** 钱包明细 (PRODUCT §11): balances are sums of ledger entries; available = balance − frozen. */
export const walletSummary = z.object({
  balance: z.number().int(),
  available: z.number().int(),
  frozen: z.number().int(),
  total_earned: z.number().int(),
  entries: pageOf(walletEntry),
});
export type WalletSummary = z.infer<typeof walletSummary>;
