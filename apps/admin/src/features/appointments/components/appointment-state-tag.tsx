import type { AppointmentStateKey } from '@lawbridge/contract';
import { Tag } from 'antd';
import { APPOINTMENT_STATE_COLOURS } from '../appointment-labels';

/** An appointment's state as the lifecycle table names it; 退款审核中 while a refund request is open, 派单超时 when overdue. */
export function AppointmentStateTag({
  state,
  label,
  refundOpen,
  overdue,
}: {
  state: AppointmentStateKey;
  label: string;
  refundOpen: number;
  overdue: boolean;
}) {
  return (
    <>
      <Tag color={APPOINTMENT_STATE_COLOURS[state]}>{label}</Tag>
      {overdue && <Tag color="error">派单超时</Tag>}
      {refundOpen === 1 && <Tag color="error">退款审核中</Tag>}
    </>
  );
}
