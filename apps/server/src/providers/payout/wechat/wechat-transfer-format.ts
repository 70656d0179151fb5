import { z } from 'zod';
import type { PayoutState, PayoutStatus } from '../payout-provider';

/**
 * The shapes WeChat Pay 商家转账 answers and notifies with, and their mapping onto `PayoutStatus`.
 * Fields we do not use are allowed and ignored.
 */

/** WeChat's bill states (`TRANSFERING` is WeChat's spelling). */
export const TRANSFER_STATES = [
  'ACCEPTED',
  'PROCESSING',
  'WAIT_USER_CONFIRM',
  'TRANSFERING',
  'SUCCESS',
  'FAIL',
  'CANCELING',
  'CANCELLED',
] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

const PAYOUT_STATE: Record<TransferState, PayoutState> = {
  ACCEPTED: 'accepted',
  PROCESSING: 'processing',
  WAIT_USER_CONFIRM: 'wait_user_confirm',
  TRANSFERING: 'transferring',
  SUCCESS: 'success',
  FAIL: 'failed',
  CANCELING: 'cancelling',
  CANCELLED: 'cancelled',
};

/**
 * A bill as 发起转账, 查询 and 撤销 answer it. Only 发起转账 carries `package_info` (while the payee must
 * confirm), only 查询 carries `fail_reason`.
 */
export const transferBillSchema = z.object({
  out_bill_no: z.string().min(1),
  transfer_bill_no: z.string().min(1),
  state: z.enum(TRANSFER_STATES),
  fail_reason: z.string().optional(),
  package_info: z.string().optional(),
});
export type TransferBill = z.infer<typeof transferBillSchema>;

/** The decrypted resource of `MCHTRANSFER.BILL.FINISHED` (original type `mch_payment`). */
export const transferNotifySchema = z.object({
  mchid: z.string(),
  out_bill_no: z.string().min(1),
  state: z.enum(TRANSFER_STATES),
});

export const FINISHED_EVENT = 'MCHTRANSFER.BILL.FINISHED';

export function payoutStatusOf(bill: TransferBill): PayoutStatus {
  return {
    bill_no: bill.out_bill_no,
    state: PAYOUT_STATE[bill.state],
    party_bill_no: bill.transfer_bill_no,
    package_info: bill.state === 'WAIT_USER_CONFIRM' ? (bill.package_info ?? null) : null,
    fail_reason: bill.state === 'FAIL' ? (bill.fail_reason ?? null) : null,
  };
}
