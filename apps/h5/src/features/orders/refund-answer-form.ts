import { serviceOrderActionBody } from '@lawbridge/contract';
import { firstFieldIssue, type FieldIssue } from '../../lib/validation';
import type { RefundAnswerBody } from './api/refund-answer';

/**
 * 说明情况's body for the order, or why it cannot be sent yet (情况说明至少2个字…). Both order kinds take the
 * same answer (the contract's `refundAnswerShapes`), so the service order's schema checks it for either.
 */
export function refundAnswerBody(
  orderNo: string,
  input: { text: string; images: readonly string[] },
): { ok: true; body: RefundAnswerBody } | ({ ok: false } & FieldIssue) {
  const text = input.text.trim();
  if (!text) return { ok: false, message: '请填写情况说明', field: 'text' };
  const body: RefundAnswerBody = {
    order_no: orderNo,
    action: 'answer_refund',
    text,
    images: [...input.images],
  };
  const issue = firstFieldIssue(serviceOrderActionBody, body);
  return issue === null ? { ok: true, body } : { ok: false, ...issue };
}
