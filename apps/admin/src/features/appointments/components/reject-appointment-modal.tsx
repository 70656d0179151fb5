import { appointmentRejectBody } from '@lawbridge/contract';
import type { AdminAppointmentItem } from '@lawbridge/contract';
import { Alert, App } from 'antd';
import { PresetReasonModal } from '../../../components/preset-reason-modal';
import { yuan } from '../../../lib/money';
import { useRejectAppointment } from '../api/reject-appointment';
import { APPOINTMENT_REJECT_PRESETS } from '../appointment-labels';

const REJECT_REASON_MAX = 200;

/** 拒绝 an appointment waiting for dispatch: the customer reads the reason and gets everything paid back. */
export function RejectAppointmentModal({
  item,
  onClose,
}: {
  item: AdminAppointmentItem;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const reject = useRejectAppointment();
  return (
    <PresetReasonModal
      open
      title={`拒绝预约 · ${item.order_no}`}
      okText="确认拒绝"
      presets={APPOINTMENT_REJECT_PRESETS}
      reasonField={appointmentRejectBody.shape.reason}
      maxLength={REJECT_REASON_MAX}
      missingMessage="请选择或填写拒绝原因"
      notePlaceholder="选填，例如：所选时间段律师均有安排，建议改约其他时间"
      reader="用户"
      submitting={reject.isPending}
      onCancel={onClose}
      onSubmit={(reason) =>
        reject.mutate(
          { order_no: item.order_no, reason },
          {
            onSuccess: () => {
              void message.success('已拒绝预约，款项将全额退回');
              onClose();
            },
          },
        )
      }
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={`拒绝后将全额退还 ${yuan(item.paid_amount - item.refunded_amount)} 给用户，预约结束。`}
      />
    </PresetReasonModal>
  );
}
