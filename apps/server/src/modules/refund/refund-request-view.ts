import {
  afterSaleReasonLabel,
  REFUND_REQUEST_STATUS_LABELS,
  ReviewState,
  type AdminRefundRecord,
  type AfterSaleDecision,
  type RefundResult,
  type ServiceRefundRequest,
  type TranscriptMessage,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { RefundRequestRow } from '../../core/db/schema-service-orders';
import { liveTranscript, type TranscriptParties } from '../chat/transcript';
import { attachedView } from '../order/attached-uploads';
import type { ImageLinks } from '../upload/image-links';
import { REFUND_ANSWER_MS } from './refund-hearing';
import { createRefundRequestsRepo, type RefundRequestUploads } from './refund-requests-repo';

/** A refund request with both sides' uploads, as every order kind's views read it. */
export type RefundRequestWithUploads = RefundRequestRow & { uploads: RefundRequestUploads };

const NO_UPLOADS: RefundRequestUploads = { customer: [], lawyer: [] };

/** The order's refund requests, oldest first, with the customer's evidence and the lawyer's images. */
export async function loadRefundRequests(
  db: Kysely<Database>,
  orderKind: string,
  orderId: number,
): Promise<RefundRequestWithUploads[]> {
  const refunds = createRefundRequestsRepo(db);
  const requests = await refunds.listFor(orderKind, orderId);
  const uploads = await refunds.uploadsOf(requests.map((request) => request.id));
  return requests.map((request) => ({ ...request, uploads: uploads.get(request.id) ?? NO_UPLOADS }));
}

/**
 * A granted request gave back everything paid (全额) or a part (部分). A grant ends the order, so the
 * only earlier refunds are none: the amount against the paid amount tells them apart.
 */
function refundResult(request: RefundRequestRow, paidAmount: number): RefundResult | null {
  if (request.state !== ReviewState.receive.value || request.amount === null) return null;
  return request.amount >= paidAmount ? 'full' : 'partial';
}

function decisionOf(request: RefundRequestRow, paidAmount: number): AfterSaleDecision | null {
  if (request.state === ReviewState.waiting.value) return null;
  const result = refundResult(request, paidAmount);
  const reasonCode = request.decision_reason ?? 'other';
  return {
    result: result === 'full' ? 'refund_full' : result === 'partial' ? 'refund_partial' : 'rejected',
    amount: result === null ? null : request.amount,
    reason_code: reasonCode,
    reason_label: afterSaleReasonLabel(reasonCode),
    text: request.decision_note ?? '',
    decided_at: request.decided_at ?? request.created_at,
  };
}

/** How the request is heard and decided: the lawyer's answer, their time to answer (at `now`), the decision. */
function hearingOf(
  request: RefundRequestRow,
  uploads: RefundRequestUploads,
  paidAmount: number,
  links: ImageLinks,
  now: number,
) {
  const open = request.state === ReviewState.waiting.value;
  const dueAt = request.created_at + REFUND_ANSWER_MS;
  return {
    lawyer_answer:
      request.answer_text === null
        ? null
        : {
            text: request.answer_text,
            images: attachedView(uploads.lawyer, links).images,
            created_at: request.answered_at ?? request.created_at,
          },
    // Past it the platform decides (the lawyer may still answer until then): no time to show any more.
    answer_due_at: open && request.answered_at === null && now < dueAt ? dueAt : null,
    decision: decisionOf(request, paidAmount),
  };
}

/**
 * A refund request as the order's customer and lawyer see it (退款进度), on any order kind; its evidence
 * and the lawyer's images at addresses signed for about an hour.
 */
export function refundRequestView(
  request: RefundRequestWithUploads,
  paidAmount: number,
  links: ImageLinks,
  now: number,
): ServiceRefundRequest {
  return {
    id: request.id,
    reason: request.reason,
    text: request.text,
    ...attachedView(request.uploads.customer, links),
    status: request.state,
    status_label: REFUND_REQUEST_STATUS_LABELS[request.state] ?? '',
    result: refundResult(request, paidAmount),
    amount: request.state === ReviewState.receive.value ? request.amount : null,
    ...hearingOf(request, request.uploads, paidAmount, links, now),
    created_at: request.created_at,
    decided_at: request.decided_at,
  };
}

/**
 * Refund requests for operators, on any order kind (the order's detail, the queues): both sides' uploads
 * at signed addresses, the decision with its reason, and who decided. `paidAmount` is each request's
 * order's paid amount.
 */
export async function consoleRefundRecords<R extends RefundRequestRow & { decided_by_name: string | null }>(
  db: Kysely<Database>,
  links: ImageLinks,
  rows: readonly R[],
  paidAmountOf: (row: R) => number,
  now: number,
): Promise<AdminRefundRecord[]> {
  const uploads = await createRefundRequestsRepo(db).uploadsOf(rows.map((row) => row.id));
  return rows.map((row) => {
    const attached = uploads.get(row.id) ?? NO_UPLOADS;
    return {
      id: row.id,
      reason: row.reason,
      text: row.text,
      ...attachedView(attached.customer, links),
      status: row.state,
      amount: row.amount,
      ...hearingOf(row, attached, paidAmountOf(row), links, now),
      decided_by: row.decided_by_name,
      created_at: row.created_at,
      decided_at: row.decided_at,
    };
  });
}

/** The parties' chat for the console's order detail: only on an order with refund requests (PRODUCT §12a). */
export async function refundTranscript(
  db: Kysely<Database>,
  links: ImageLinks,
  hasRequests: boolean,
  parties: TranscriptParties,
): Promise<{ transcript: TranscriptMessage[]; transcript_truncated: boolean }> {
  if (!hasRequests) return { transcript: [], transcript_truncated: false };
  return liveTranscript(db, links, parties);
}
