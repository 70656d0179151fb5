import {
  API,
  actionsFor,
  DOCUMENT_ORDER_LIFECYCLE,
  stateNamed,
  type DocumentOrder,
} from '@lawbridge/contract';
import { guardHolds } from '../../core/lifecycle/guards';
import type { OrderWithDocument } from './purchases-repo';
import { recordOf } from './repo';

const UNPAID_TIMER = DOCUMENT_ORDER_LIFECYCLE.timers.find((timer) => timer.state === 'unpaid')!;

/** The buyer's buttons (paying is `POST API.payment`; the first use is a download, not a button). */
const BUTTONS = new Set(['close', 'refund']);

/** A version's cover at its public preview address (the catalogue serves it). */
export const coverUrlOf = (versionId: number, coverKey: string | null): string | null =>
  coverKey === null ? null : `${API.documentPreview}/${versionId}/cover.webp`;

/** Everything a document order's views share besides the buttons. */
export function documentOrderBase(row: OrderWithDocument): Omit<DocumentOrder, 'actions'> {
  const created = Number(row.created_at);
  return {
    order_no: row.order_no,
    document: {
      id: row.document_id,
      title: row.title,
      format: row.format,
      pages: row.pages,
      cover_url: coverUrlOf(row.shown_version_id, row.cover_key),
    },
    price: Number(row.price),
    state: row.state,
    state_label: stateNamed(DOCUMENT_ORDER_LIFECYCLE, row.state).label,
    created_at: created,
    pay_deadline: row.state === 'unpaid' ? created + UNPAID_TIMER.afterMs : null,
    paid_at: row.paid_at === null ? null : Number(row.paid_at),
    first_used_at: row.first_used_at === null ? null : Number(row.first_used_at),
    refunded_at: row.refunded_at === null ? null : Number(row.refunded_at),
  };
}

/** One document order as its buyer sees it (the pay page, 已购文档). */
export function documentOrderView(row: OrderWithDocument): DocumentOrder {
  const guarded = recordOf(row);
  return {
    ...documentOrderBase(row),
    actions: actionsFor(DOCUMENT_ORDER_LIFECYCLE, row.state, 'customer')
      .filter((transition) => BUTTONS.has(transition.name) && guardHolds(transition.guard, guarded))
      .map((transition) => ({ action: transition.name, label: transition.label })),
  };
}
