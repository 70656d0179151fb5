import { PATHS } from '../../app/paths';
import { withQuery } from '../../lib/url';
import { REFUND_ORDER_KINDS, type RefundOrderKind } from './api/refund-answer';

/** 说明情况's address for an order of `kind`. */
export const refundAnswerAddress = (kind: RefundOrderKind, orderNo: string): string =>
  withQuery(PATHS.lawyerRefundAnswer, { kind, order_no: orderNo });

/** The page's `kind` when it is one, else null (the page shows its not-found state). */
export const refundKindOf = (raw: string | undefined): RefundOrderKind | null =>
  REFUND_ORDER_KINDS.find((kind) => kind === raw) ?? null;
