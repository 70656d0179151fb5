import { afterSaleReasonLabel, formatFen, type AppealTransitionName } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { AppealRow } from '../../core/db/schema-appeals';
import { userOfLawyer } from '../notification/lawyer-user';
import type { NewNotification } from '../notification/notifier';

const customerPage = (appeal: AppealRow) =>
  `/pages/common/appeal/detail?id=${appeal.id}&order_no=${appeal.order_no}`;
const lawyerPage = (appeal: AppealRow) =>
  `/pages/lawyer/appeal/detail?id=${appeal.id}&order_no=${appeal.order_no}`;

/** What an appeal's event is: a transition of the table, or its creation. */
export interface AppealNoticeEvent {
  appeal: AppealRow;
  /** The order's title (service name, 线下咨询预约 or the document's title). */
  title: string;
  event: AppealTransitionName | 'create';
  /** The refund or offer in fen. */
  amount?: number | null;
  reasonCode?: string | null;
  text?: string | null;
}

function decisionText(event: AppealNoticeEvent): string {
  const reason = afterSaleReasonLabel(event.reasonCode ?? '');
  const why = `（${reason}：${event.text ?? ''}）`;
  if (event.event === 'reject') return `平台驳回了申诉${why}`;
  return `平台裁定退款 ¥${formatFen(event.amount ?? 0)}，将原路退回${why}`;
}

/**
 * Who hears of an appeal (PRODUCT §12a, §14): the lawyer of a new appeal and of the customer's answers, the
 * customer of the lawyer's answer and of a hand-over to the platform, both of the platform's decision
 * (`appeal_decided` also goes out by SMS).
 */
export async function appealNotices(
  db: Kysely<Database>,
  event: AppealNoticeEvent,
): Promise<NewNotification[]> {
  const { appeal } = event;
  const lawyerUserId = await userOfLawyer(db, appeal.lawyer_id);
  const toCustomer = (kind: NewNotification['kind'], title: string, body: string): NewNotification[] => [
    { userId: appeal.customer_id, kind, title, body: `${event.title}：${body}`, link: customerPage(appeal) },
  ];
  const toLawyer = (kind: NewNotification['kind'], title: string, body: string): NewNotification[] =>
    lawyerUserId === null
      ? []
      : [{ userId: lawyerUserId, kind, title, body: `${event.title}：${body}`, link: lawyerPage(appeal) }];
  const amount = formatFen(event.amount ?? 0);
  switch (event.event) {
    case 'create':
      return toLawyer('appeal_opened', '用户发起申诉', `用户申诉“${appeal.type}”，请在48小时内答复`);
    case 'offer':
      return toCustomer('appeal_answered', '律师提出退款', `律师同意退款 ¥${amount}，请在48小时内确认`);
    case 'contest':
      return toCustomer('appeal_answered', '律师提出异议', '申诉已转平台处理，请耐心等待');
    case 'answer_timeout':
      return [
        ...toCustomer('appeal_answered', '申诉已转平台处理', '律师48小时内未答复，平台将介入处理'),
        ...toLawyer('appeal_answered', '申诉已转平台处理', '您未在48小时内答复，平台将介入处理'),
      ];
    case 'accept_offer':
      return toLawyer('appeal_decided', '用户已接受退款', `¥${amount} 将退回用户，申诉结束`);
    case 'decline_offer':
    case 'offer_timeout':
      return toLawyer('appeal_answered', '申诉已转平台处理', '用户未接受退款方案，平台将介入处理');
    case 'refund_full':
    case 'refund_partial':
    case 'reject':
      return [
        ...toCustomer('appeal_decided', '申诉处理结果', decisionText(event)),
        ...toLawyer('appeal_decided', '申诉处理结果', decisionText(event)),
      ];
    case 'withdraw':
      return toLawyer('appeal_decided', '用户已撤回申诉', '申诉结束');
  }
}
