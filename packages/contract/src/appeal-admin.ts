import { z } from 'zod';
import { oneOf, searchKeyword, text } from './fields';
import { APPEAL_ORDER_KINDS } from './appeal-kinds';
import { APPEAL_STATES, APPEAL_TYPES, appealDetail, appealIdField, appealSummary } from './appeal';
import { lawyerUuidField } from './lawyer';
import { pageQuery } from './paging';
import { adminLedgerLine } from './service-order-admin';
import { afterSaleDecisionBody, transcriptMessage } from './after-sale';
import { orderNoField } from './service-order';

/** Strikes (PRODUCT §12a): this many refunded appeals within the window pause the lawyer's 接单中. */
export const STRIKES_TO_PAUSE = 3;
export const STRIKE_WINDOW_DAYS = 60;

/** Console: the appeal queue; open appeals waiting for the platform first by default, oldest first. */
export const adminAppealQuery = pageQuery.extend({
  state: oneOf('申诉状态', APPEAL_STATES).optional(),
  order_kind: oneOf('订单类型', APPEAL_ORDER_KINDS).optional(),
  type: oneOf('申诉类型', APPEAL_TYPES).optional(),
  order_no: orderNoField.optional(),
  /** Inside the lawyer's name. */
  lawyer_name: searchKeyword(20),
});
export type AdminAppealQuery = z.infer<typeof adminAppealQuery>;

export const adminAppealItem = appealSummary.extend({
  customer: z.object({ nickname: z.string(), phone: z.string() }),
  paid_amount: z.number().int(),
  refundable: z.number().int(),
  /** The lawyer's unlifted strikes within the window, and whether they pause the lawyer now. */
  lawyer_strikes: z.number().int(),
  lawyer_paused: z.boolean(),
});
export type AdminAppealItem = z.infer<typeof adminAppealItem>;

export const adminAppealParams = z.object({ id: appealIdField });

/** Console detail: both sides' evidence, the chat transcript, the order's money and the lawyer's record. */
export const adminAppealDetail = appealDetail.extend({
  customer: z.object({ nickname: z.string(), phone: z.string() }),
  lawyer: z.object({ uuid: z.string(), name: z.string(), avatar: z.string().nullable(), phone: z.string() }),
  /** Oldest first; at most TRANSCRIPT_MAX messages (the latest before the appeal). */
  transcript: z.array(transcriptMessage),
  /** Whether older messages were left out of the transcript. */
  transcript_truncated: z.boolean(),
  commission_rate_bp: z.number().int(),
  /** The order's journal transactions (settlement, held funds, earlier refunds). */
  ledger: z.array(adminLedgerLine),
  lawyer_strikes: z.number().int(),
  lawyer_paused: z.boolean(),
  decided_by: z.string().nullable(),
});
export type AdminAppealDetail = z.infer<typeof adminAppealDetail>;

/** POST: an operator decides an appeal waiting for the platform: full, partial (fen ≤ refundable) or reject. */
export const adminAppealDecisionBody = afterSaleDecisionBody(appealIdField);
export type AdminAppealDecisionBody = z.infer<typeof adminAppealDecisionBody>;

/** Console: lawyers with strikes, paused ones first. */
export const adminStrikeQuery = pageQuery.extend({
  /** 1: only lawyers paused now. */
  paused: z.coerce
    .number()
    .pipe(oneOf('暂停状态', [0, 1] as const))
    .optional(),
  lawyer_uuid: lawyerUuidField.optional(),
});
export type AdminStrikeQuery = z.infer<typeof adminStrikeQuery>;

export const adminStrike = z.object({
  id: z.number().int(),
  appeal_id: z.number().int(),
  order_no: z.string(),
  refund_amount: z.number().int(),
  created_at: z.number().int(),
  /** Cleared by an operator's lift of the pause it counted towards; it stays listed. */
  lifted_at: z.number().int().nullable(),
});
export type AdminStrike = z.infer<typeof adminStrike>;

export const adminStrikeLawyer = z.object({
  lawyer: z.object({ uuid: z.string(), name: z.string(), phone: z.string() }),
  /** Unlifted strikes within the last STRIKE_WINDOW_DAYS days. */
  strikes_in_window: z.number().int(),
  paused: z.boolean(),
  paused_at: z.number().int().nullable(),
  /** Newest first. */
  strikes: z.array(adminStrike),
});
export type AdminStrikeLawyer = z.infer<typeof adminStrikeLawyer>;

/** POST: lift a lawyer's strike pause (audited); the lawyer may switch 接单中 on again. */
export const adminStrikeLiftBody = z.object({
  lawyer_uuid: lawyerUuidField,
  note: text('解除说明', { min: 2, max: 200 }),
});
export type AdminStrikeLiftBody = z.infer<typeof adminStrikeLiftBody>;
