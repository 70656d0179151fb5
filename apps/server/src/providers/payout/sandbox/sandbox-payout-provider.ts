import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../core/clock';
import type { SandboxPayoutRow } from '../../../core/db/schema-withdrawals';
import {
  PayoutRefusedError,
  type CreatePayoutInput,
  type IncomingPayoutNotify,
  type Payee,
  type PayoutConfirmation,
  type PayoutNotifyAnswer,
  type PayoutProvider,
  type PayoutState,
  type PayoutStatus,
} from '../payout-provider';
import { signPayoutNotify, verifyPayoutNotify } from './sandbox-payout-notify';
import type { SandboxPayoutRepo } from './sandbox-payout-repo';

/** The H5 page of 模拟确认收款 (apps/h5 paths `lawyerPayoutConfirm`), opened with `?bill_no=`. */
export const SANDBOX_CONFIRM_PATH = '/pages/lawyer/wallet/confirm';

/**
 * 模拟确认收款 (PAYOUT_PROVIDER=sandbox, the default for 微信零钱). Keeps its own bills (migration 029) like a
 * real party, so `query()` answers the same after a restart, and behaves like WeChat Pay 商家转账 in short:
 * a created bill waits for the payee's confirmation (`wait_user_confirm`); `confirm()` is the lawyer's 确认收款
 * (→ success) or 拒绝收款 (→ cancelled) and answers a signed notify naming the bill, which the caller hands to
 * the same notify handler as a real party's; `cancel()` cancels a bill still waiting.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;
  readonly payeeKind = 'wechat' as const;

  constructor(
    private readonly repo: SandboxPayoutRepo,
    private readonly key: Buffer,
    private readonly clock: Clock,
  ) {}

  async create(input: CreatePayoutInput): Promise<PayoutStatus> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new PayoutRefusedError(
        'sandbox',
        'PARAM_ERROR',
        `amount must be positive fen, got ${input.amount}`,
      );
    }
    const now = this.clock.now();
    const row: SandboxPayoutRow = {
      bill_no: input.bill_no,
      party_bill_no: `SBP${randomBytes(12).toString('hex').toUpperCase()}`,
      amount: input.amount,
      payee_name: payeeName(input.payee),
      state: 'wait_user_confirm',
      fail_reason: null,
      created_at: now,
      updated_at: now,
    };
    if (!(await this.repo.insert(row))) {
      // The same bill again (a retry after an unclear answer): the party answers the bill it has.
      const existing = await this.repo.find(input.bill_no);
      if (existing && existing.amount !== input.amount) {
        throw new PayoutRefusedError('sandbox', 'INVALID_REQUEST', 'same bill number, different amount');
      }
    }
    return this.query(input.bill_no);
  }

  async query(billNo: string): Promise<PayoutStatus> {
    const row = await this.repo.find(billNo);
    if (!row) {
      return {
        bill_no: billNo,
        state: 'not_found',
        party_bill_no: null,
        package_info: null,
        fail_reason: null,
      };
    }
    return {
      bill_no: row.bill_no,
      state: row.state as PayoutState,
      party_bill_no: row.party_bill_no,
      package_info: null,
      fail_reason: row.fail_reason,
    };
  }

  async cancel(billNo: string): Promise<PayoutStatus> {
    await this.repo.move(billNo, 'wait_user_confirm', 'cancelled', this.clock.now());
    return this.query(billNo);
  }

  /** The lawyer's answer on the 模拟确认收款 page; answers the signed notify naming the bill. */
  async confirm(billNo: string, decision: 'confirm' | 'decline'): Promise<IncomingPayoutNotify> {
    const to = decision === 'confirm' ? 'success' : 'cancelled';
    await this.repo.move(billNo, 'wait_user_confirm', to, this.clock.now());
    return signPayoutNotify(this.key, billNo, this.clock.now());
  }

  confirmation(status: PayoutStatus): PayoutConfirmation | null {
    if (status.state !== 'wait_user_confirm') return null;
    return {
      kind: 'sandbox',
      confirm_url: `${SANDBOX_CONFIRM_PATH}?bill_no=${encodeURIComponent(status.bill_no)}`,
    };
  }

  async verifyNotify(notify: IncomingPayoutNotify): Promise<{ bill_no: string }> {
    return verifyPayoutNotify(this.key, notify, this.clock.now());
  }

  notifyAnswer(outcome: 'accepted' | 'refused'): PayoutNotifyAnswer {
    return outcome === 'accepted'
      ? { status: 204 }
      : { status: 500, body: { code: 'FAIL', message: '失败' } };
  }

  /** A signed notify naming any bill (tests of the notify handler: duplicates, unknown bills). */
  sign(billNo: string): IncomingPayoutNotify {
    return signPayoutNotify(this.key, billNo, this.clock.now());
  }
}

function payeeName(payee: Payee): string {
  return payee.kind === 'wechat' ? payee.real_name : payee.account_name;
}
