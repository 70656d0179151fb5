import {
  APPEAL_CHAT_KINDS,
  formatFen,
  type AppealDetail,
  type AppealOrderKind,
  type AppealSummary,
} from '@lawbridge/contract';
import { PATHS } from '../../app/paths';
import { formatDateTime } from '../../lib/format';
import { withQuery } from '../../lib/url';
import { documentDetailAddress } from '../documents/document-address';
import type { AppealSide } from './api/appeal-keys';

/** What happens next on the appeal, as `side` reads it under its state. */
export function appealNextText(appeal: AppealDetail, side: AppealSide): string {
  const due = appeal.due_at === null ? '' : formatDateTime(appeal.due_at);
  switch (appeal.state) {
    case 'waiting_lawyer':
      return side === 'lawyer'
        ? `请在 ${due} 前答复：同意退款或提出异议，逾期将转平台处理`
        : `等待律师答复，${due} 前未答复将转平台处理`;
    case 'offered':
      return side === 'customer'
        ? `律师同意退款 ¥${formatFen(appeal.answer?.amount ?? 0)}，请在 ${due} 前确认，逾期将转平台处理`
        : `等待用户确认退款方案，${due} 前未确认将转平台处理`;
    case 'waiting_operator':
      return `平台正在处理，将依据双方材料${carriesChat(appeal.order_kind) ? '和聊天记录' : ''}作出裁定`;
    case 'refunded':
      return `已退款 ¥${formatFen(appeal.refund_amount ?? 0)}，将原路退回用户`;
    case 'rejected':
      return '平台裁定申诉未获支持';
    case 'withdrawn':
      return '用户已撤回申诉';
  }
}

/** Whether the appeal has ended (the header turns grey). */
export const appealEnded = (appeal: AppealDetail): boolean =>
  appeal.state === 'rejected' || appeal.state === 'withdrawn';

/** The kinds whose orders have a page by order number (a document order shows as its document). */
type PagedKind = Exclude<AppealOrderKind, 'document'>;

const ORDER_PAGES: Record<AppealSide, Record<PagedKind, string>> = {
  customer: { service: PATHS.serviceDetail, appointment: PATHS.appointmentDetail },
  lawyer: { service: PATHS.lawyerServiceDetail, appointment: PATHS.lawyerAppointmentDetail },
};

/** The order's page for `side`. */
export const orderPageOf = (side: AppealSide, kind: PagedKind, orderNo: string): string =>
  withQuery(ORDER_PAGES[side][kind], { order_no: orderNo });

/**
 * The page of the order an appeal is about, for `side`: a document order's is its document's detail (the
 * buyer's 下载 and 在线阅读, the uploader's own document), or 已购文档 when the document is not known.
 */
export function appealedOrderPageOf(
  side: AppealSide,
  order: Pick<AppealSummary, 'order_kind' | 'order_no' | 'document_id'>,
): string {
  if (order.order_kind !== 'document') return orderPageOf(side, order.order_kind, order.order_no);
  return order.document_id === null ? PATHS.documentPurchased : documentDetailAddress(order.document_id);
}

/** The appeal's page for `side`. */
export const appealPageOf = (side: AppealSide, id: number): string =>
  withQuery(side === 'customer' ? PATHS.appealDetail : PATHS.lawyerAppeal, { id });

/** 申诉's address for the customer's order (e.g. a finished document order: `appealCreateAddress('document', no)`). */
export const appealCreateAddress = (kind: AppealOrderKind, orderNo: string): string =>
  withQuery(PATHS.appealCreate, { order_kind: kind, order_no: orderNo });

/** How the appeal's pages name the order and its lawyer, by kind. */
export const ORDER_WORDS: Record<AppealOrderKind, { title: string; lawyer: string }> = {
  service: { title: '服务', lawyer: '服务律师' },
  appointment: { title: '服务', lawyer: '服务律师' },
  document: { title: '文档', lawyer: '上传律师' },
};

/** Whether appeals on the kind carry the chat transcript (a document order has no conversation). */
export const carriesChat = (kind: AppealOrderKind): boolean => APPEAL_CHAT_KINDS.includes(kind);
