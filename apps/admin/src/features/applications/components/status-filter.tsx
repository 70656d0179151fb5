import { ReviewState } from '@lawbridge/contract';
import { Segmented } from 'antd';
import { ALL_STATUSES } from '../use-application-list-params';
import type { StatusFilter as StatusFilterValue } from '../use-application-list-params';
import { reviewStatusLabel } from './review-status-tag';

const OPTIONS: Array<{ value: StatusFilterValue; label: string }> = [
  ...ReviewState.values.map((value) => ({ value, label: reviewStatusLabel(value) })),
  { value: ALL_STATUSES, label: '全部' },
];

/** 待审核 / 已通过 / 已驳回 / 全部. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (status: StatusFilterValue) => void;
}) {
  return (
    <Segmented<StatusFilterValue> aria-label="审核状态" options={OPTIONS} value={value} onChange={onChange} />
  );
}
