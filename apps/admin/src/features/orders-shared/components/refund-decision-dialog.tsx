import { refundDecisionBody, REFUND_REFUSE_REASON_MAX } from '@lawbridge/contract';
import type { OrderFile, RefundDecisionBody } from '@lawbridge/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, App, Descriptions, Form, Input, Modal, Radio } from 'antd';
import type { ReactNode } from 'react';
import { yuan, yuanToFen } from '../../../lib/money';
import { zodRule } from '../../../lib/zod-rule';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';

/** What the dialog needs to know of an open refund request and its order, whatever the order kind. */
export interface RefundUnderReview {
  id: number;
  order_no: string;
  paid_amount: number;
  refunded_amount: number;
  refundable: number;
  reason: string;
  text: string | null;
  /** The customer's evidence: images and files (signed addresses). */
  images: readonly string[];
  files: readonly OrderFile[];
}

/** What each decision does to the order, as the operator reads it before confirming. */
export interface DecisionConsequences {
  /** After `退还 ¥x，`. */
  full: string;
  partial: string;
  refuse: string;
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

interface RefundDecisionDialogProps {
  refund: RefundUnderReview;
  /** What the order was for, first in the facts (e.g. 服务 图文咨询, 预约 …). */
  subject: { label: string; value: ReactNode };
  consequences: DecisionConsequences;
  /** The order kind's decision endpoint; refusals are toasted by the request layer and keep the dialog open. */
  decide: UseMutationResult<null, Error, RefundDecisionBody>;
  onClose: () => void;
}

/** 处理退款: 全额退款, 部分退款 in 元, or 不予退款 with a reason — the same dialog for every order kind. */
export function RefundDecisionDialog({
  refund,
  subject,
  consequences,
  decide,
  onClose,
}: RefundDecisionDialogProps) {
  const { message } = App.useApp();
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
        <Descriptions.Item label={subject.label}>{subject.value}</Descriptions.Item>
        <Descriptions.Item label="实付">{yuan(refund.paid_amount)}</Descriptions.Item>
        <Descriptions.Item label="已退款">{yuan(refund.refunded_amount)}</Descriptions.Item>
        <Descriptions.Item label="可退金额">{yuan(refund.refundable)}</Descriptions.Item>
        <Descriptions.Item label="申请原因" span={2}>
          {refund.reason}
          {refund.text ? `：${refund.text}` : ''}
        </Descriptions.Item>
        {refund.images.length > 0 && (
          <Descriptions.Item label="申请图片" span={2}>
            <OrderImages urls={refund.images} label="退款图片" size={56} />
          </Descriptions.Item>
        )}
        {refund.files.length > 0 && (
          <Descriptions.Item label="申请文件" span={2}>
            <OrderFiles files={refund.files} label="退款凭证文件" />
          </Descriptions.Item>
        )}
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
        <Alert type="warning" showIcon title={`退还 ${yuan(refund.refundable)}，${consequences.full}`} />
      )}
      {decision === 'partial' && (
        <Form.Item
          name="amount"
          label="退款金额（元）"
          extra={consequences.partial}
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
          extra={consequences.refuse}
          rules={[zodRule(refuseReason)]}
        >
          <Input.TextArea rows={3} showCount maxLength={REFUND_REFUSE_REASON_MAX} />
        </Form.Item>
      )}
    </Modal>
  );
}
