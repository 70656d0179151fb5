import { APPEAL_ORDER_KINDS } from '@lawbridge/contract';
import { PATHS } from '../../app/paths';
import { withQuery } from '../../lib/url';
import type { RefundOrderKind } from './api/refund-answer';

/** 说明情况's address for an order of `kind`. */
export const refundAnswerAddress = (kind: RefundOrderKind, orderNo: string): string =>
  withQuery(PATHS.lawyerRefundAnswer, { kind, order_no: orderNo });

/** The page's `kind` when it is one, else null (the page shows its not-found state). */
export const refundKindOf = (raw: string | undefined): RefundOrderKind | null =>
  APPEAL_ORDER_KINDS.find((kind) => kind === raw) ?? null;
