import type { AdminWithdrawalDetail, AdminWithdrawalItem } from '@lawbridge/contract';

export const WITHDRAWAL_NO = 'W2026112700000001';
export const at = (minute: number) => Date.UTC(2026, 10, 27, 2, minute, 0);

export const item: AdminWithdrawalItem = {
  withdrawal_no: WITHDRAWAL_NO,
  amount: 800_000,
  method: 'bank',
  method_label: '对公转账（律所账户）',
  state: 'requested',
  state_label: '待审核',
  reason: null,
  created_at: at(0),
  finished_at: null,
  lawyer: { uuid: 'lawyer-uuid-0001', name: '周律师', phone: '13900000062' },
  provider: 'manual',
  needs_second_approval: true,
  first_approved_by: null,
};

/** A bank withdrawal above the two-person threshold, waiting for its first approval. */
export const detail: AdminWithdrawalDetail = {
  ...item,
  payee: {
    kind: 'bank',
    account_name: '北京某某律师事务所',
    bank_name: '招商银行北京分行',
    account_no: '6222020000001234',
  },
  bill_no: null,
  party_bill_no: null,
  actions: ['first_approve', 'reject'],
  events: [
    {
      transition: 'request',
      label: '申请提现',
      from: 'requested',
      to: 'requested',
      actor: 'lawyer',
      note: null,
      created_at: at(0),
    },
  ],
  balances: { available: -1_500, pending: 20_000, frozen: 800_000 },
  recent_ledger: [
    {
      transaction_id: 7,
      kind: 'freeze',
      account: 'lawyer:12:available',
      amount: -800_000,
      created_at: at(0),
    },
    { transaction_id: 7, kind: 'freeze', account: 'lawyer:12:frozen', amount: 800_000, created_at: at(0) },
    { transaction_id: 6, kind: 'release', account: 'lawyer:12:pending', amount: -3_920, created_at: at(-5) },
  ],
  strikes: 1,
  open_appeals: 2,
};

/** The same withdrawal once `name` gave the first approval; `actions` as the server lists them to the viewer. */
export const firstApproved = (name: string, actions: string[]): AdminWithdrawalDetail => ({
  ...detail,
  first_approved_by: name,
  actions,
  events: [
    ...detail.events,
    {
      transition: 'first_approve',
      label: '初审通过，待另一位运营复核',
      from: 'requested',
      to: 'requested',
      actor: 'operator',
      note: name,
      created_at: at(3),
    },
  ],
});

/** Approved and recorded as a bank transfer in progress: the operator marks it paid or failed. */
export const processing: AdminWithdrawalDetail = {
  ...detail,
  state: 'processing',
  state_label: '打款中',
  needs_second_approval: false,
  actions: ['pay', 'fail', 'cancel'],
};
