import {
  PayoutNotifyRefusedError,
  type CreatePayoutInput,
  type PayoutConfirmation,
  type PayoutNotifyAnswer,
  type PayoutProvider,
  type PayoutStatus,
} from './payout-provider';

const processing = (billNo: string): PayoutStatus => ({
  bill_no: billNo,
  state: 'processing',
  party_bill_no: null,
  package_info: null,
  fail_reason: null,
});

/**
 * 对公转账 to the lawyer's law firm (PRODUCT §11): the transfer is made outside the product, by an operator
 * who then records it paid (with the bank's receipt number) or failed in the console. There is no party to ask:
 * a bill is `processing` until that record, which the withdrawal's own row holds; nothing notifies, and a
 * bank transfer cannot be cancelled here.
 */
export class ManualPayoutProvider implements PayoutProvider {
  readonly name = 'manual' as const;
  readonly payeeKind = 'bank' as const;

  async create(input: CreatePayoutInput): Promise<PayoutStatus> {
    return processing(input.bill_no);
  }

  async query(billNo: string): Promise<PayoutStatus> {
    return processing(billNo);
  }

  async cancel(billNo: string): Promise<PayoutStatus> {
    return processing(billNo);
  }

  confirmation(): PayoutConfirmation | null {
    return null;
  }

  async verifyNotify(): Promise<{ bill_no: string }> {
    throw new PayoutNotifyRefusedError(
      'unsupported',
      'manual payouts are recorded by operators, never notified',
    );
  }

  notifyAnswer(): PayoutNotifyAnswer {
    return { status: 404 };
  }
}
