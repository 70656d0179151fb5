import type { AppealDetail } from '@lawbridge/contract';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';

export const APPEAL_ID = 7;
export const ORDER_NO = 'S2026112012345678';
const CREATED = Date.UTC(2026, 10, 23, 2, 0);
const ANSWERED = Date.UTC(2026, 10, 23, 6, 0);

export const signInCustomer = () => useSession.setState({ token: 't', type: 'customer', user: customerUser });
export const signInLawyer = () =>
  useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });

const created = {
  transition: 'create',
  label: '用户提交申诉',
  from: '',
  to: 'waiting_lawyer',
  actor: 'customer',
  amount: null,
  note: '律师答复敷衍，没有解决问题',
  created_at: CREATED,
};

/** An appeal waiting for the lawyer's answer; `more` moves it on. */
export function appeal(more: Partial<AppealDetail> = {}): AppealDetail {
  return {
    id: APPEAL_ID,
    order_kind: 'service',
    order_no: ORDER_NO,
    order_title: '图文咨询',
    document_id: null,
    type: '服务质量差',
    state: 'waiting_lawyer',
    state_label: '待律师答复',
    refund_amount: null,
    lawyer: { uuid: 'lawyer-0001', name: '王建国', avatar: null },
    customer: { nickname: '用户5678' },
    created_at: CREATED,
    updated_at: CREATED,
    text: '律师答复敷衍，没有解决问题',
    images: ['/api/v1/upload/image/appeal0001?e=1&s=a'],
    paid_amount: 10000,
    refunded_amount: 0,
    refundable: 10000,
    completed_at: Date.UTC(2026, 10, 22, 2, 0),
    answer: null,
    decision: null,
    due_at: CREATED + 48 * 3_600_000,
    actions: [],
    events: [created],
    ...more,
  };
}

/** The lawyer offered ¥30.00; the customer may accept, decline or withdraw. */
export const offered = () =>
  appeal({
    state: 'offered',
    state_label: '律师提出退款，待确认',
    answer: { kind: 'offer', amount: 3000, text: '退还部分费用', images: [], created_at: ANSWERED },
    due_at: ANSWERED + 48 * 3_600_000,
    actions: ['accept_offer', 'decline_offer', 'withdraw'],
    events: [
      created,
      {
        transition: 'offer',
        label: '律师提出退款',
        from: 'waiting_lawyer',
        to: 'offered',
        actor: 'lawyer',
        amount: 3000,
        note: '退还部分费用',
        created_at: ANSWERED,
      },
    ],
  });

/** The lawyer contested; the platform refunded half with a reason both sides see. */
export const decidedHalf = () =>
  appeal({
    state: 'refunded',
    state_label: '已退款',
    refund_amount: 5000,
    refunded_amount: 5000,
    refundable: 5000,
    answer: { kind: 'contest', amount: null, text: '已按约定答复', images: [], created_at: ANSWERED },
    decision: {
      result: 'refund_partial',
      amount: 5000,
      reason_code: 'poor_quality',
      reason_label: '服务质量未达到约定标准',
      text: '答复过于简略，退还一半',
      decided_at: Date.UTC(2026, 10, 24, 2, 0),
    },
    due_at: null,
  });
