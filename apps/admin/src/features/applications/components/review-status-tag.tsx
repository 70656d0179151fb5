import { ReviewState } from '@lawbridge/contract';
import { Tag } from 'antd';

/** The operator's names for an application's state (the applicant's app says 审核中 for waiting). */
const VIEWS: ReadonlyMap<number, { label: string; color: string }> = new Map([
  [ReviewState.waiting.value, { label: '待审核', color: 'processing' }],
  [ReviewState.receive.value, { label: '已通过', color: 'success' }],
  [ReviewState.reject.value, { label: '已驳回', color: 'error' }],
]);

export function reviewStatusLabel(status: number): string {
  return VIEWS.get(status)?.label ?? String(status);
}

export function ReviewStatusTag({ status }: { status: number }) {
  return <Tag color={VIEWS.get(status)?.color}>{reviewStatusLabel(status)}</Tag>;
}
