import type { WithdrawalDetail, WithdrawalItem, WithdrawalRules } from '@lawbridge/contract';
import { vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { lawyerUser } from '../../fixtures/users';

export const WITHDRAWAL_NO = 'W2026112300000001';
export const BILL_NO = 'W2026112300000001A1';
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

export const signInLawyer = () =>
  useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });

export const insideWechat = () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);

export function rules(more: Partial<WithdrawalRules> = {}): WithdrawalRules {
  return {
    available: 123456,
    pending: 5000,
    frozen: 0,
    min_fen: 100,
    daily_cap_fen: 5_000_000,
    requested_today: 0,
    left_today: 5_000_000,
    max_now: 123456,
    open_withdrawal: null,
    blocked_reason: null,
    payees: {
      bank: {
        account_name: '北京明德律师事务所',
        bank_name: '招商银行',
        account_no_masked: '**** 1234',
        updated_at: 1,
      },
      wechat: null,
      wechat_bindable: false,
      wechat_sandbox: false,
    },
    ...more,
  };
}

export function item(more: Partial<WithdrawalItem> = {}): WithdrawalItem {
  return {
    withdrawal_no: WITHDRAWAL_NO,
    amount: 50000,
    method: 'wechat',
    method_label: '微信零钱',
    state: 'requested',
    state_label: '待审核',
    reason: null,
    created_at: Date.UTC(2026, 10, 23, 2, 0),
    finished_at: null,
    ...more,
  };
}

const event = (
  transition: string,
  label: string,
  to: string,
  actor: string,
  minute: number,
  note: string | null = null,
) => ({
  transition,
  label,
  from: '',
  to,
  actor,
  note,
  created_at: Date.UTC(2026, 10, 23, 2, minute),
});

export function detail(more: Partial<WithdrawalDetail> = {}): WithdrawalDetail {
  return {
    ...item(),
    payee_text: '微信零钱 · *明',
    events: [event('request', '申请提现', 'requested', 'lawyer', 0)],
    confirmation: null,
    confirm_before: null,
    ...more,
  };
}

/** A withdrawal approved and transferred, waiting for the lawyer to confirm through `confirmation`. */
export function waiting(confirmation: WithdrawalDetail['confirmation']): WithdrawalDetail {
  return detail({
    state: 'waiting_confirmation',
    state_label: '待确认收款',
    confirmation,
    confirm_before: Date.UTC(2026, 10, 24, 2, 10),
    events: [
      event('request', '申请提现', 'requested', 'lawyer', 0),
      event('approve', '审核通过', 'approved', 'operator', 5),
      event('submit', '已提交打款', 'processing', 'system', 6),
      event('await_confirmation', '待律师确认收款', 'waiting_confirmation', 'payment', 10),
    ],
  });
}

export function paid(): WithdrawalDetail {
  const before = waiting(null);
  return {
    ...before,
    state: 'paid',
    state_label: '已到账',
    finished_at: Date.UTC(2026, 10, 23, 2, 20),
    events: [...before.events, event('pay', '已到账', 'paid', 'payment', 20)],
  };
}

export const rejected = (): WithdrawalDetail =>
  detail({
    state: 'rejected',
    state_label: '已驳回',
    reason: '收款信息有误',
    finished_at: Date.UTC(2026, 10, 23, 3, 0),
    events: [
      event('request', '申请提现', 'requested', 'lawyer', 0),
      event('reject', '驳回提现', 'rejected', 'operator', 60, '收款信息有误'),
    ],
  });
