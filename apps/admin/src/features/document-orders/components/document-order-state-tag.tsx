import type { DocumentOrderStateKey } from '@lawbridge/contract';
import { Tag } from 'antd';
import { STATE_COLOURS } from '../document-order-labels';

/** A document order's state as the lifecycle table names it. */
export function DocumentOrderStateTag({ state, label }: { state: DocumentOrderStateKey; label: string }) {
  return <Tag color={STATE_COLOURS[state]}>{label}</Tag>;
}
