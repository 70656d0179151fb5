import type { ServiceOrderStateKey } from '@lawbridge/contract';
import { Tag } from 'antd';

const COLOURS: Record<ServiceOrderStateKey, string> = {
  unpaid: 'default',
  waiting: 'gold',
  pending: 'processing',
  finish: 'success',
  closed: 'default',
  cancelled: 'default',
};

/** An order's state as the lifecycle table names it; 退款处理中 next to it while a refund request is open. */
export function OrderStateTag({
  state,
  label,
  refundOpen,
}: {
  state: ServiceOrderStateKey;
  label: string;
  refundOpen: number;
}) {
  return (
    <>
      <Tag color={COLOURS[state]}>{label}</Tag>
      {refundOpen === 1 && <Tag color="error">退款处理中</Tag>}
    </>
  );
}
