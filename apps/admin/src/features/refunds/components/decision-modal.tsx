import { refundDecisionBody, REFUND_REFUSE_REASON_MAX } from '@lawbridge/contract';
import type { RefundDecisionBody } from '@lawbridge/contract';
import { Alert, App, Descriptions, Form, Input, Modal, Radio } from 'antd';
import { yuan, yuanToFen } from '../../../lib/money';
import { zodRule } from '../../../lib/zod-rule';
import { useDecideRefund } from '../api/decide-refund';

/** What the dialog needs to know of the request and its order. */
export interface RefundToDecide {
  id: number;
  order_no: string;
  service_name: string;
  paid_amount: number;
  refunded_amount: number;
  refundable: number;
  reason: string;
  text: string | null;
}

type Decision = RefundDecisionBody['decision'];

interface FormValues {
  decision: Decision;
  amount?: string;
  reason?: string;
}

const refuseReason = refundDecisionBody.options[2].shape.reason;

/** The amount typed in 元 as fen, when it is a whole number of fen between 0.01 元 and the refundable amount. */
export function partialAmountError(text: string | undefined, refundable: number): string | null {
  if (!text?.trim()) return '请填写退款金额';
  const fen = yuanToFen(text);
  if (fen === null) return '退款金额格式不正确（最多两位小数）';
  if (fen <= 0) return '退款金额必须大于0';
  if (fen > refundable) return `退款金额不能超过可退金额 ${yuan(refundable)}`;
  return null;
}

function bodyOf(id: number, values: FormValues): RefundDecisionBody {
  if (values.decision === 'partial') return { id, decision: 'partial', amount: yuanToFen(values.amount)! };
  if (values.decision === 'refuse')
    return { id, decision: 'refuse', reason: refuseReason.parse(values.reason) };
  return { id, decision: 'full' };
}

/** 处理退款: 全额退款 (the order is cancelled), 部分退款 in 元 (the order finishes), or 不予退款 with a reason. */
export function DecisionModal({ refund, onClose }: { refund: RefundToDecide; onClose: () => void }) {
  const { message } = App.useApp();
  const decide = useDecideRefund();
  const [form] = Form.useForm<FormValues>();
  const decision = Form.useWatch('decision', form) ?? 'full';

  const submit = (values: FormValues) =>
    decide.mutate(bodyOf(refund.id, values), {
      onSuccess: () => {
        void message.success(values.decision === 'refuse' ? '已不予退款' : '退款已处理');
        onClose();
      },
    });

  return (
    <Modal
      open
      title={`处理退款申请 · ${refund.order_no}`}
      okText="确认处理"
      okButtonProps={{ htmlType: 'submit', danger: decision !== 'refuse' }}
      confirmLoading={decide.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={{ decision: 'full' }}
          onFinish={submit}
        >
          {dialog}
        </Form>
      )}
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="服务">{refund.service_name}</Descriptions.Item>
        <Descriptions.Item label="实付">{yuan(refund.paid_amount)}</Descriptions.Item>
        <Descriptions.Item label="已退款">{yuan(refund.refunded_amount)}</Descriptions.Item>
        <Descriptions.Item label="可退金额">{yuan(refund.refundable)}</Descriptions.Item>
        <Descriptions.Item label="申请原因" span={2}>
          {refund.reason}
          {refund.text ? `：${refund.text}` : ''}
        </Descriptions.Item>
      </Descriptions>
      <Form.Item name="decision" label="处理方式">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'full', label: '全额退款' },
            { value: 'partial', label: '部分退款' },
            { value: 'refuse', label: '不予退款' },
          ]}
        />
      </Form.Item>
      {decision === 'full' && (
        <Alert
          type="warning"
          showIcon
          title={`退还 ${yuan(refund.refundable)}，订单将取消，律师不获得收入。`}
        />
      )}
      {decision === 'partial' && (
        <Form.Item
          name="amount"
          label="退款金额（元）"
          extra="退还部分后订单完成，余额扣除佣金后结算给律师。"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const error = partialAmountError(value, refund.refundable);
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          <Input
            prefix="¥"
            inputMode="decimal"
            placeholder={`最多 ${(refund.refundable / 100).toFixed(2)}`}
          />
        </Form.Item>
      )}
      {decision === 'refuse' && (
        <Form.Item
          name="reason"
          label="不予退款原因"
          extra="用户会看到这条原因，并可再申请一次。"
          rules={[zodRule(refuseReason)]}
        >
          <Input.TextArea rows={3} showCount maxLength={REFUND_REFUSE_REASON_MAX} />
        </Form.Item>
      )}
    </Modal>
  );
}
