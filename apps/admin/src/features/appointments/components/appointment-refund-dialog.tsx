import { RefundDecisionDialog } from '../../orders-shared/components/refund-decision-dialog';
import type { RefundUnderReview } from '../../orders-shared/components/refund-decision-dialog';
import { useDecideAppointmentRefund } from '../api/decide-appointment-refund';
import { formatAppointmentTime } from '../appointment-labels';

/** An appointment's open refund request with what the dialog shows of the appointment. */
export interface AppointmentRefundToDecide extends RefundUnderReview {
  appointment_at: number;
  lawyer: { name: string } | null;
}

const CONSEQUENCES = {
  full: '预约将取消，律师不获得收入。',
  partial: '退还部分后预约完成，余额扣除佣金后结算给律师。',
  refuse: '用户会看到这条原因，预约继续进行。',
};

/** 处理退款 for an appointment in 已接单: the shared decision dialog on the appointment's endpoint. */
export function AppointmentRefundDialog({
  refund,
  onClose,
}: {
  refund: AppointmentRefundToDecide;
  onClose: () => void;
}) {
  const decide = useDecideAppointmentRefund();
  return (
    <RefundDecisionDialog
      refund={refund}
      subject={{
        label: '预约',
        value: `${formatAppointmentTime(refund.appointment_at)}${refund.lawyer ? ` · ${refund.lawyer.name}` : ''}`,
      }}
      consequences={CONSEQUENCES}
      decide={decide}
      onClose={onClose}
    />
  );
}
