import { Segmented } from 'antd';
import type { RefundTab } from '../../refunds/use-refund-list-params';

const TABS: Array<{ value: RefundTab; label: string }> = [
  { value: 'open', label: '待处理' },
  { value: 'granted', label: '已退款' },
  { value: 'refused', label: '不予退款' },
];

/** 待处理 / 已退款 / 不予退款 over a refund review queue (service orders, appointments). */
export function RefundStatusTabs({
  value,
  onChange,
}: {
  value: RefundTab;
  onChange: (tab: RefundTab) => void;
}) {
  return <Segmented<RefundTab> options={TABS} value={value} onChange={onChange} />;
}
