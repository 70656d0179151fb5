import type { DocumentState } from '@lawbridge/contract';
import { Tag } from 'antd';
import { STATE_COLOURS } from '../document-labels';

/** A document's state as the server names it. */
export function DocumentStateTag({ state, label }: { state: DocumentState; label: string }) {
  return <Tag color={STATE_COLOURS[state]}>{label}</Tag>;
}
