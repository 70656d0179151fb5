import { adminWithdrawalMarkBody, WITHDRAWAL_NOTE_MAX } from '@lawbridge/contract';
import type { AdminWithdrawalDetail } from '@lawbridge/contract';
import { Alert, App, Form, Input } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { yuan } from '../../../lib/money';
import { zodRule } from '../../../lib/zod-rule';
import { useMarkWithdrawal } from '../api/withdrawal-actions';

const [PAID, FAILED] = adminWithdrawalMarkBody.options;

interface MarkValues {
  receipt_no?: string;
  reason?: string;
}

const COPY = {
  paid: {
    title: '登记已打款',
    okText: '确认已打款',
    warning: (amount: string) => `请确认已向律所账户转账 ${amount}，登记后提现完成，不可撤回。`,
    done: '已登记打款，提现完成',
  },
  failed: {
    title: '登记打款失败',
    okText: '确认失败',
    warning: (amount: string) => `登记失败后 ${amount} 将退回律师的可提现余额，律师会看到失败原因。`,
    done: '已登记打款失败，金额已退回',
  },
} as const;

/** A bank transfer to the law firm, done outside the product, recorded paid (receipt number) or failed (reason). */
export function MarkWithdrawalModal({
  withdrawal,
  outcome,
  onClose,
}: {
  withdrawal: AdminWithdrawalDetail;
  outcome: 'paid' | 'failed';
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const mark = useMarkWithdrawal();
  const copy = COPY[outcome];
  const submit = (values: MarkValues) =>
    mark.mutate(
      outcome === 'paid'
        ? { withdrawal_no: withdrawal.withdrawal_no, outcome, receipt_no: values.receipt_no!.trim() }
        : { withdrawal_no: withdrawal.withdrawal_no, outcome, reason: values.reason!.trim() },
      {
        onSuccess: () => {
          void message.success(copy.done);
          onClose();
        },
      },
    );
  return (
    <FormModal<MarkValues>
      title={`${copy.title} · ${withdrawal.withdrawal_no}`}
      okText={copy.okText}
      danger={outcome === 'failed'}
      submitting={mark.isPending}
      onCancel={onClose}
      onFinish={submit}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={copy.warning(yuan(withdrawal.amount))}
      />
      {mark.error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={mark.error.message} />}
      {outcome === 'paid' ? (
        <Form.Item name="receipt_no" label="转账回单号" rules={[zodRule(PAID.shape.receipt_no)]}>
          <Input placeholder="银行转账回单上的流水号" maxLength={64} />
        </Form.Item>
      ) : (
        <Form.Item name="reason" label="失败原因" rules={[zodRule(FAILED.shape.reason)]}>
          <Input.TextArea
            rows={3}
            count={{ show: true, max: WITHDRAWAL_NOTE_MAX }}
            placeholder="例如：律所账户户名与开户名称不一致，银行退回"
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
