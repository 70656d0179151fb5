import { z } from 'zod';
import { OrderScene } from './enums';
import { pageOf, pageQuery } from './paging';

/**
 * What moved money in a lawyer's wallet, as 钱包明细 names it (the ledger transaction's kind). Releases of held
 * funds (pending → available) and paid withdrawals (frozen → paid out) do not change what the lawyer owns
 * outside frozen, so they are no entries of their own: an income entry says when it became available, a
 * withdrawal entry links to the withdrawal and its state.
 */
export const WALLET_ENTRY_LABELS: Record<string, string> = {
  settle: '订单收入',
  refund_part: '订单收入（部分退款后）',
  appeal_refund: '申诉退款扣回',
  freeze: '提现',
  unfreeze: '提现退回',
};

/** A document sale's settlement (PRODUCT §12): 文档收入, linked to the document. */
export const DOCUMENT_INCOME_LABEL = '文档收入';

/** What 钱包明细 calls an entry: by its kind, a document order's settlement being 文档收入. */
export function walletEntryLabel(kind: string, orderScene: WalletOrderScene | null): string {
  if (kind === 'settle' && orderScene === 'document') return DOCUMENT_INCOME_LABEL;
  return WALLET_ENTRY_LABELS[kind] ?? kind;
}

/** The kinds of order an entry may be about: the seed's OrderScene and document orders. */
export const WALLET_ORDER_SCENES = [
  OrderScene.service.value,
  OrderScene.appointment.value,
  'document',
] as const;
export type WalletOrderScene = (typeof WALLET_ORDER_SCENES)[number];

/** 钱包明细's filter: 收入, 提现 (requests and returns), 退款扣回. */
export const WALLET_ENTRY_TYPES = {
  income: { label: '收入', kinds: ['settle', 'refund_part'] },
  withdrawal: { label: '提现', kinds: ['freeze', 'unfreeze'] },
  refund: { label: '退款扣回', kinds: ['appeal_refund'] },
} as const;
export type WalletEntryType = keyof typeof WALLET_ENTRY_TYPES;

export const walletQuery = pageQuery.extend({
  type: z
    .enum(['income', 'withdrawal', 'refund'], { message: '明细类型只能是收入、提现或退款扣回' })
    .optional(),
});
export type WalletQuery = z.infer<typeof walletQuery>;

export const walletEntry = z.object({
  /** The ledger transaction's id. */
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  /** Signed integer fen: the change of what the lawyer owns outside frozen funds (pending + available). */
  amount: z.number().int(),
  /** Pending + available right after this entry. */
  balance_after: z.number().int(),
  /** The related order (service order, appointment or document order), null for entries of no order (withdrawals). */
  order_no: z.string().nullable(),
  /** Which kind of order `order_no` is (seed OrderScene, or `document`); null exactly when `order_no` is. */
  order_scene: z.enum(WALLET_ORDER_SCENES).nullable(),
  /** 文档收入: the document sold (its detail page), else null. */
  document_id: z.number().int().nullable(),
  /** The related withdrawal's number, for withdrawal entries. */
  withdrawal_no: z.string().nullable(),
  /** For income: when it became (released) or becomes (still held) available; null for other entries. */
  available_at: z.number().int().nullable(),
  /** Whether that moment has come (the income was released). */
  released: z.boolean(),
  created_at: z.number().int(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

/**
 * 钱包明细 (PRODUCT §11): every figure is a sum of ledger entries. available may be negative after a clawback
 * (it then blocks withdrawals until earnings cover it).
 */
export const walletSummary = z.object({
  available: z.number().int(),
  /** Settled income still held (hold_days after the order finished, longer while an appeal is open). */
  pending: z.number().int(),
  /** When the next held amount becomes available, null when nothing is held or all of it waits for appeals. */
  next_release_at: z.number().int().nullable(),
  /** The amount of the next release. */
  next_release_amount: z.number().int(),
  /** A withdrawal in flight. */
  frozen: z.number().int(),
  /** Income from orders, net of refunds taken back after appeals. */
  total_earned: z.number().int(),
  /** Withdrawals paid out. */
  total_withdrawn: z.number().int(),
  /** Days income is held after an order finished, as operators set them. */
  hold_days: z.number().int(),
  entries: pageOf(walletEntry),
});
export type WalletSummary = z.infer<typeof walletSummary>;

/** The console's 收入冻结期: days income is held after an order finished; applies to orders finishing later. */
export const holdDaysSetting = z.object({
  hold_days: z
    .number({ message: '冻结天数须为整数' })
    .int('冻结天数须为整数')
    .min(1, '冻结天数至少 1 天')
    .max(90, '冻结天数最多 90 天'),
});
export type HoldDaysSetting = z.infer<typeof holdDaysSetting>;
