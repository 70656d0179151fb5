import { DOCUMENT_REJECT_REASON_LABELS, type DocumentRejectReason } from '@lawbridge/contract';

/** A rejection or take-down as the uploader reads it: the preset reason's label and the operator's text. */
export function reasonText(code: string | null, text: string | null): string | null {
  if (code === null) return text;
  const label = DOCUMENT_REJECT_REASON_LABELS[code as DocumentRejectReason] ?? code;
  return text ? `${label}：${text}` : label;
}
