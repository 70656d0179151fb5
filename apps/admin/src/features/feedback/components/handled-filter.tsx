import { Segmented } from 'antd';
import type { HandledFilter as HandledFilterValue } from '../use-feedback-list-params';

const OPTIONS: Array<{ value: HandledFilterValue; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'waiting', label: '待处理' },
  { value: 'handled', label: '已处理' },
];

export function HandledFilter({
  value,
  onChange,
}: {
  value: HandledFilterValue;
  onChange: (handled: HandledFilterValue) => void;
}) {
  return (
    <Segmented<HandledFilterValue>
      aria-label="处理状态"
      options={OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
