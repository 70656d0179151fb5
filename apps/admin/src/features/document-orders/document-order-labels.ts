import { DOCUMENT_ORDER_LIFECYCLE } from '@lawbridge/contract';
import type { DocumentOrderStateKey } from '@lawbridge/contract';

export const STATE_OPTIONS = DOCUMENT_ORDER_LIFECYCLE.states.map((state) => ({
  value: state.key,
  label: state.label,
}));

/** Paid orders (the refund right still open) stand out; ended ones grey or by their result. */
export const STATE_COLOURS: Record<DocumentOrderStateKey, string> = {
  unpaid: 'gold',
  paid: 'processing',
  finished: 'success',
  closed: 'default',
  refunded: 'volcano',
};

export const DOWNLOAD_FORMAT_LABELS = { pdf: 'PDF（加水印）', original: '原文件', read: '在线阅读' } as const;
