import {
  DOCUMENT_REJECT_REASON_LABELS,
  DOCUMENT_REJECT_REASONS,
  DOCUMENT_REPORT_STATE_LABELS,
  DOCUMENT_REPORT_STATES,
  DOCUMENT_STATE_LABELS,
  DOCUMENT_STATES,
} from '@lawbridge/contract';
import type { DocumentReportState, DocumentState } from '@lawbridge/contract';

export const STATE_OPTIONS = DOCUMENT_STATES.map((state) => ({
  value: state,
  label: DOCUMENT_STATE_LABELS[state],
}));

/** What waits for an operator stands out; what is off sale is grey or red. */
export const STATE_COLOURS: Record<DocumentState, string> = {
  processing: 'processing',
  failed: 'error',
  reviewing: 'gold',
  listed: 'success',
  rejected: 'red',
  taken_down: 'volcano',
  withdrawn: 'default',
};

export const REJECT_REASON_OPTIONS = DOCUMENT_REJECT_REASONS.map((reason) => ({
  value: reason,
  label: DOCUMENT_REJECT_REASON_LABELS[reason],
}));

export const REPORT_STATE_OPTIONS = DOCUMENT_REPORT_STATES.map((state) => ({
  value: state,
  label: DOCUMENT_REPORT_STATE_LABELS[state],
}));

export const REPORT_STATE_COLOURS: Record<DocumentReportState, string> = {
  open: 'red',
  dismissed: 'default',
  taken_down: 'volcano',
};

/** What 下架 does, read before confirming it (from the drawer or a report). */
export const TAKE_DOWN_NOTICE =
  '下架后文档不再出现在文档中心，也不能再购买；已购用户仍可下载。上传者会收到通知。';
