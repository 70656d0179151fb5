import {
  adminAppealDecisionBody,
  APPEAL_DECISION_REASONS,
  APPEAL_DECISION_REASON_CODES,
  APPEAL_DECISION_TEXT_MAX,
  type AdminAppealDecisionBody,
  type AdminAppealDetail,
  type AppealDecisionReason,
} from '@lawbridge/contract';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import { yuan, yuanToFen } from '../../../lib/money';
import { zodRule } from '../../../lib/zod-rule';
import { partialAmountError } from '../../orders-shared/components/refund-decision-dialog';
import { useDecideAppeal } from '../api/decide-appeal';

type Decision = AdminAppealDecisionBody['decision'];

interface FormValues {
  decision: Decision;
  amount?: string;
  reason_code?: AppealDecisionReason;
  text?: string;
}

const REASON_OPTIONS = APPEAL_DECISION_REASON_CODES.map((code) => ({
  value: code,
  label: APPEAL_DECISION_REASONS[code],
}));
const textField = adminAppealDecisionBody.options[0].shape.text;

/** The decision's body, checked with the contract (the form's rules have passed). */
function decisionBodyOf(id: number, values: FormValues): AdminAppealDecisionBody {
  return adminAppealDecisionBody.parse({
    id,
    decision: values.decision,
    reason_code: values.reason_code,
    text: values.text?.trim(),
    ...(values.decision === 'refund_partial' ? { amount: yuanToFen(values.amount) } : {}),
  });
}

/**
 * 裁定申诉: 全额退款, 部分退款 in 元 (at most what can still be refunded), or 驳回, each with a reason code
 * and a text both sides read. A refund is taken back from the lawyer and counts as a strike.
 */
export function AppealDecisionModal({ appeal, onClose }: { appeal: AdminAppealDetail; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const decision = Form.useWatch('decision', form) ?? 'refund_full';
  const decide = useDecideAppeal();

  const submit = (values: FormValues) =>
    decide.mutate(decisionBodyOf(appeal.id, values), {
      onSuccess: () => {
        void message.success(values.decision === 'reject' ? '已驳回申诉' : '已裁定退款');
        onClose();
      },
    });

  return (
    <Modal
      open
      title={`裁定申诉 · ${appeal.order_no}`}
      okText="确认裁定"
      okButtonProps={{ htmlType: 'submit', danger: decision !== 'reject' }}
      confirmLoading={decide.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={{ decision: 'refund_full' }}
          onFinish={submit}
        >
          {dialog}
        </Form>
      )}
    >
      <Form.Item name="decision" label="裁定结果">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'refund_full', label: '全额退款' },
            { value: 'refund_partial', label: '部分退款' },
            { value: 'reject', label: '驳回申诉' },
          ]}
        />
      </Form.Item>
      {decision === 'refund_full' && (
        <Alert
          type="warning"
          showIcon
          title={`退还 ${yuan(appeal.refundable)}，按比例从律师收入和平台佣金中扣回，并记律师违规一次`}
          style={{ marginBottom: 16 }}
        />
      )}
      {decision === 'refund_partial' && (
        <Form.Item
          name="amount"
          label="退款金额（元）"
          extra="按比例从律师收入和平台佣金中扣回，并记律师违规一次"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const error = partialAmountError(value, appeal.refundable);
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          <Input
            prefix="¥"
            inputMode="decimal"
            placeholder={`最多 ${(appeal.refundable / 100).toFixed(2)}`}
          />
        </Form.Item>
      )}
      <Form.Item name="reason_code" label="裁定理由" rules={[{ required: true, message: '请选择裁定理由' }]}>
        <Select placeholder="请选择" options={REASON_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="text"
        label="裁定说明"
        extra="用户和律师都将看到理由和说明"
        rules={[zodRule(textField)]}
      >
        <Input.TextArea rows={3} showCount maxLength={APPEAL_DECISION_TEXT_MAX} />
      </Form.Item>
    </Modal>
  );
}
