import {
  AfterSaleDecisionDialog,
  REFUND_WORDING,
} from '../../orders-shared/components/after-sale-decision-dialog';
import { DialogTranscript } from '../../orders-shared/components/dialog-transcript';
import { RefundFacts } from '../../orders-shared/components/refund-facts';
import type { RefundUnderReview } from '../../orders-shared/components/refund-facts';
import { useDecideAppointmentRefund } from '../api/decide-appointment-refund';
import { useAppointment } from '../api/get-appointment';
import { formatAppointmentTime } from '../appointment-labels';

/** An appointment's open refund request with what the dialog shows of the appointment. */
export interface AppointmentRefundToDecide extends RefundUnderReview {
  appointment_at: number;
  lawyer: { name: string } | null;
}

const CONSEQUENCES = {
  refund_full: '预约将取消，律师不获得收入。',
  refund_partial: '退还部分后预约完成，余额扣除佣金后结算给律师。',
  reject: '预约继续进行。',
};

/** 处理退款 for an appointment in 已接单: the after-sale decision on the appointment's endpoint. */
export function AppointmentRefundDialog({
  refund,
  onClose,
}: {
  refund: AppointmentRefundToDecide;
  onClose: () => void;
}) {
  const decide = useDecideAppointmentRefund();
  const order = useAppointment(refund.order_no);
  const subject = `${formatAppointmentTime(refund.appointment_at)}${refund.lawyer ? ` · ${refund.lawyer.name}` : ''}`;
  return (
    <AfterSaleDecisionDialog
      id={refund.id}
      orderNo={refund.order_no}
      refundable={refund.refundable}
      wording={REFUND_WORDING}
      facts={
        <>
          <RefundFacts refund={refund} subject={{ label: '预约', value: subject }} />
          <DialogTranscript order={order} />
        </>
      }
      consequences={CONSEQUENCES}
      decide={decide}
      onClose={onClose}
    />
  );
}
