import {
  AFTER_SALE_DECISION_REASON_CODES,
  AFTER_SALE_DECISION_REASONS,
  AFTER_SALE_DECISION_TEXT_MAX,
  refundDecisionBody,
} from '@lawbridge/contract';
import type { AfterSaleDecisionReason, RefundDecisionBody } from '@lawbridge/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { yuan, yuanToFen } from '../../../lib/money';
import { zodRule } from '../../../lib/zod-rule';

/** The body every after-sale decision posts (appeals and refund requests share `afterSaleDecisionBody`). */
export type AfterSaleDecisionBody = RefundDecisionBody;
type Decision = AfterSaleDecisionBody['decision'];

/** How the dialog speaks of the case: 处理 a refund request (不予退款) or 裁定 an appeal (驳回申诉). */
export interface DecisionWording {
  /** The title before ` · <order no>`. */
  title: string;
  /** 处理 / 裁定: names the decision field, the reason, the text and the confirm button. */
  verb: string;
  /** What `reject` is called here. */
  reject: string;
  /** The toasts after a refund and after a rejection. */
  refunded: string;
  rejected: string;
}

export const REFUND_WORDING: DecisionWording = {
  title: '处理退款申请',
  verb: '处理',
  reject: '不予退款',
  refunded: '退款已处理',
  rejected: '已不予退款',
};

export const APPEAL_WORDING: DecisionWording = {
  title: '裁定申诉',
  verb: '裁定',
  reject: '驳回申诉',
  refunded: '已裁定退款',
  rejected: '已驳回申诉',
};

/** What each decision does to the order, as the operator reads it before confirming. */
export interface DecisionConsequences {
  /** After `退还 ¥x，`. */
  refund_full: string;
  refund_partial: string;
  reject: string;
}

interface FormValues {
  decision: Decision;
  amount?: string;
  reason_code?: AfterSaleDecisionReason;
  text?: string;
}

/** The operator's reason codes for a refund decision or an intervention, both sides read the label. */
export const DECISION_REASON_OPTIONS = AFTER_SALE_DECISION_REASON_CODES.map((code) => ({
  value: code,
  label: AFTER_SALE_DECISION_REASONS[code],
}));
const textField = refundDecisionBody.options[0].shape.text;

/** The amount typed in 元 as fen, when it is a whole number of fen between 0.01 元 and the refundable amount. */
export function partialAmountError(text: string | undefined, refundable: number): string | null {
  if (!text?.trim()) return '请填写退款金额';
  const fen = yuanToFen(text);
  if (fen === null) return '退款金额格式不正确（最多两位小数）';
  if (fen <= 0) return '退款金额必须大于0';
  if (fen > refundable) return `退款金额不能超过可退金额 ${yuan(refundable)}`;
  return null;
}

/** The decision's body (the form's rules have passed: the reason is chosen, the text and amount are valid). */
function bodyOf(id: number, values: FormValues): AfterSaleDecisionBody {
  const common = { id, reason_code: values.reason_code!, text: (values.text ?? '').trim() };
  if (values.decision === 'refund_partial') {
    return { ...common, decision: 'refund_partial', amount: yuanToFen(values.amount)! };
  }
  return { ...common, decision: values.decision };
}

interface AfterSaleDecisionDialogProps {
  /** The appeal's or the refund request's id. */
  id: number;
  orderNo: string;
  /** What can still go back to the customer (fen): the full refund's amount and the partial one's bound. */
  refundable: number;
  wording: DecisionWording;
  /** The facts to show above the decision (the appeal's drawer shows its own elsewhere). */
  facts?: ReactNode;
  consequences: DecisionConsequences;
  /** The decision endpoint; refusals are toasted by the request layer and keep the dialog open. */
  decide: UseMutationResult<null, Error, AfterSaleDecisionBody>;
  onClose: () => void;
}

/**
 * An operator's after-sale decision, the same for appeals and refund requests: 全额退款, 部分退款 in 元 (at
 * most what can still be refunded) or the rejection, each with a reason code and a text both sides read.
 */
export function AfterSaleDecisionDialog({
  id,
  orderNo,
  refundable,
  wording,
  facts,
  consequences,
  decide,
  onClose,
}: AfterSaleDecisionDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const decision = Form.useWatch('decision', form) ?? 'refund_full';
  const { verb } = wording;

  const submit = (values: FormValues) =>
    decide.mutate(bodyOf(id, values), {
      onSuccess: () => {
        void message.success(values.decision === 'reject' ? wording.rejected : wording.refunded);
        onClose();
      },
    });

  return (
    <Modal
      open
      title={`${wording.title} · ${orderNo}`}
      okText={`确认${verb}`}
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
      {facts}
      <Form.Item name="decision" label={`${verb}结果`}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'refund_full', label: '全额退款' },
            { value: 'refund_partial', label: '部分退款' },
            { value: 'reject', label: wording.reject },
          ]}
        />
      </Form.Item>
      {decision === 'refund_full' && (
        <Alert
          type="warning"
          showIcon
          title={`退还 ${yuan(refundable)}，${consequences.refund_full}`}
          style={{ marginBottom: 16 }}
        />
      )}
      {decision === 'refund_partial' && (
        <Form.Item
          name="amount"
          label="退款金额（元）"
          extra={consequences.refund_partial}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const error = partialAmountError(value, refundable);
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          <Input prefix="¥" inputMode="decimal" placeholder={`最多 ${(refundable / 100).toFixed(2)}`} />
        </Form.Item>
      )}
      {decision === 'reject' && (
        <Alert type="info" showIcon title={consequences.reject} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="reason_code"
        label={`${verb}理由`}
        rules={[{ required: true, message: `请选择${verb}理由` }]}
      >
        <Select placeholder="请选择" options={DECISION_REASON_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="text"
        label={`${verb}说明`}
        required
        extra="用户和律师都将看到理由和说明"
        rules={[zodRule(textField)]}
      >
        <Input.TextArea rows={3} showCount maxLength={AFTER_SALE_DECISION_TEXT_MAX} />
      </Form.Item>
    </Modal>
  );
}
