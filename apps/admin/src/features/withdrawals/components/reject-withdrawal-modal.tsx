import {
  adminWithdrawalRejectBody,
  WITHDRAWAL_NOTE_MAX,
  WITHDRAWAL_REJECT_REASONS,
} from '@lawbridge/contract';
import type { AdminWithdrawalDetail, WithdrawalRejectReason } from '@lawbridge/contract';
import { Alert, App, Form, Input, Radio, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { yuan } from '../../../lib/money';
import { useRejectWithdrawal } from '../api/withdrawal-actions';

interface RejectValues {
  reason?: WithdrawalRejectReason;
  text?: string;
}

const REASON_OPTIONS = Object.entries(WITHDRAWAL_REJECT_REASONS).map(([value, label]) => ({ value, label }));

/** What the lawyer reads: the preset reason, then the operator's words. */
export function rejectReasonText(values: RejectValues): string {
  const preset = values.reason ? WITHDRAWAL_REJECT_REASONS[values.reason] : '';
  const text = values.text?.trim() ?? '';
  return [preset, text].filter(Boolean).join('：');
}

/** The contract's rules of the whole body; a field's rule reports the issues of that field. */
function bodyRule(
  form: FormInstance<RejectValues>,
  withdrawalNo: string,
  field: keyof RejectValues,
): FormRule {
  return {
    validator: async () => {
      const values = form.getFieldsValue();
      const checked = adminWithdrawalRejectBody.safeParse({
        withdrawal_no: withdrawalNo,
        reason: values.reason,
        text: values.text?.trim() || undefined,
      });
      const issue = checked.error?.issues.find((found) => found.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  };
}

/** 驳回提现: a preset reason (其他原因 needs words) and an optional text; the amount returns to available. */
export function RejectWithdrawalModal({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawalDetail;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const reject = useRejectWithdrawal();
  const [form] = Form.useForm<RejectValues>();
  const reason = Form.useWatch('reason', form);
  const text = Form.useWatch('text', form);
  const shown = rejectReasonText({ reason, text });
  return (
    <FormModal<RejectValues>
      title={`驳回提现 · ${withdrawal.withdrawal_no}`}
      okText="确认驳回"
      danger
      submitting={reject.isPending}
      form={form}
      onCancel={onClose}
      onFinish={(values) =>
        reject.mutate(
          {
            withdrawal_no: withdrawal.withdrawal_no,
            reason: values.reason!,
            ...(values.text?.trim() ? { text: values.text.trim() } : {}),
          },
          {
            onSuccess: () => {
              void message.success('已驳回，金额已退回律师可提现余额');
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
        title={`驳回后 ${yuan(withdrawal.amount)} 将退回律师的可提现余额，律师会收到通知。`}
      />
      {reject.error && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={reject.error.message} />
      )}
      <Form.Item name="reason" label="驳回原因" rules={[bodyRule(form, withdrawal.withdrawal_no, 'reason')]}>
        <Radio.Group options={REASON_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="text"
        label="补充说明"
        dependencies={['reason']}
        rules={[bodyRule(form, withdrawal.withdrawal_no, 'text')]}
      >
        <Input.TextArea
          rows={3}
          count={{ show: true, max: WITHDRAWAL_NOTE_MAX }}
          placeholder="选择其他原因时必填，例如：请重新绑定律所对公账户后再申请"
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        律师将看到：{shown === '' ? '—' : shown}
      </Typography.Paragraph>
    </FormModal>
  );
}
