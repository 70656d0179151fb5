import type { AppealStateKey } from '@lawbridge/contract';
import { Tag } from 'antd';
import { STATE_COLOURS } from '../appeal-labels';

/** An appeal's state as the lifecycle table names it. */
export function AppealStateTag({ state, label }: { state: AppealStateKey; label: string }) {
  return <Tag color={STATE_COLOURS[state]}>{label}</Tag>;
}
