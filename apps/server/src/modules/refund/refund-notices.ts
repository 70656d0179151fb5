import {
  afterSaleReasonLabel,
  formatFen,
  REFUND_ANSWER_HOURS,
  type NotificationKind,
} from '@lawbridge/contract';
import type { RefundHearingInput } from './refund-hearing';

/** Who hears of a refund request's step, and what. */
export interface RefundNotice {
  to: 'lawyer' | 'customer' | 'both';
  kind: NotificationKind;
  title: string;
  body: string;
}

/**
 * The notices of a refund request's steps, the same on every order kind (PRODUCT §12a, §14): the lawyer is
 * asked to answer within REFUND_ANSWER_HOURS, the customer hears the lawyer's answer, both hear the decision
 * with its reason and text, and both hear of an operator's intervention (取消并全额退款, 部分退款). `paused` says what waits meanwhile (自动完成, 标记已面谈); `kept` what goes on
 * after a refusal (服务, 预约). Other transitions: null.
 */
export function refundNoticeOf(input: {
  transition: string;
  /** Paid − refunded before the transition. */
  refundable: number;
  refundAmount?: number;
  hearing?: RefundHearingInput;
  paused: string;
  kept: string;
}): RefundNotice | null {
  const why = input.hearing?.reasonCode
    ? `（${afterSaleReasonLabel(input.hearing.reasonCode)}：${input.hearing.text ?? ''}）`
    : '';
  switch (input.transition) {
    case 'request_refund':
      return {
        to: 'lawyer',
        kind: 'refund_requested',
        title: '用户申请退款',
        body: `请在${REFUND_ANSWER_HOURS}小时内同意退款或说明情况，之后由平台处理；处理期间${input.paused}`,
      };
    case 'answer_refund':
      return {
        to: 'customer',
        kind: 'refund_answered',
        title: '律师已答复退款申请',
        body: '律师已说明情况，平台将结合双方说明处理',
      };
    case 'agree_refund':
      return {
        to: 'both',
        kind: 'refund_decided',
        title: '退款处理结果',
        body: `律师同意退款，¥${formatFen(input.refundable)} 将原路退回`,
      };
    case 'refund_full':
    case 'refund_partial': {
      const amount = input.transition === 'refund_full' ? input.refundable : (input.refundAmount ?? 0);
      const part = input.transition === 'refund_full' ? '' : '部分';
      return {
        to: 'both',
        kind: 'refund_decided',
        title: '退款处理结果',
        body: `平台${part}同意退款，¥${formatFen(amount)} 将原路退回${why}`,
      };
    }
    case 'operator_cancel':
      return {
        to: 'both',
        kind: 'refund_decided',
        title: '订单已被平台取消',
        body: `平台已取消订单，¥${formatFen(input.refundable)} 将全额原路退回${why}`,
      };
    case 'operator_refund':
      return {
        to: 'both',
        kind: 'refund_decided',
        title: '平台部分退款',
        body: `平台已退还 ¥${formatFen(input.refundAmount ?? 0)}，将原路退回，${input.kept}继续${why}`,
      };
    case 'refund_refused':
      return {
        to: 'both',
        kind: 'refund_decided',
        title: '退款处理结果',
        body: `平台不予退款，${input.kept}继续${why}`,
      };
    default:
      return null;
  }
}
