import { formatFen, type AppealDetail, type AppealOrderKind } from '@lawbridge/contract';
import { PATHS } from '../../app/paths';
import { formatDateTime } from '../../lib/format';
import { withQuery } from '../../lib/url';
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
      return '平台正在处理，将依据双方材料和聊天记录作出裁定';
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

const ORDER_PAGES = {
  customer: { service: PATHS.serviceDetail, appointment: PATHS.appointmentDetail },
  lawyer: { service: PATHS.lawyerServiceDetail, appointment: PATHS.lawyerAppointmentDetail },
} as const;

/** The order's page for `side`. */
export const orderPageOf = (side: AppealSide, kind: AppealOrderKind, orderNo: string): string =>
  withQuery(ORDER_PAGES[side][kind], { order_no: orderNo });

/** The appeal's page for `side`. */
export const appealPageOf = (side: AppealSide, id: number): string =>
  withQuery(side === 'customer' ? PATHS.appealDetail : PATHS.lawyerAppeal, { id });
