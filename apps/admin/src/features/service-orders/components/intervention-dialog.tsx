import { AFTER_SALE_DECISION_TEXT_MAX, serviceOrderInterventionBody } from '@lawbridge/contract';
import type { AdminServiceOrderDetail, ServiceOrderInterventionBody } from '@lawbridge/contract';
import { Alert, App, Form, Input, Select } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { yuan, yuanToFen } from '../../../lib/money';
import { zodRule } from '../../../lib/zod-rule';
import { DECISION_REASON_OPTIONS } from '../../orders-shared/components/after-sale-decision-dialog';
import { useInterveneServiceOrder } from '../api/intervene-service-order';

export type InterventionAction = ServiceOrderInterventionBody['action'];

interface Values {
  amount?: string;
  reason_code: ServiceOrderInterventionBody['reason_code'];
  text: string;
}

const cancelShape = serviceOrderInterventionBody.options[0].shape;

/** The amount typed in 元 as fen, between 0.01 元 and less than what can still go back (all of it is 取消). */
export function interventionAmountError(text: string | undefined, refundable: number): string | null {
  if (!text?.trim()) return '请填写退款金额';
  const fen = yuanToFen(text);
  if (fen === null) return '退款金额格式不正确（最多两位小数）';
  if (fen <= 0) return '退款金额必须大于0';
  if (fen >= refundable) return `部分退款须少于可退金额 ${yuan(refundable)}，全额退款请选择取消订单`;
  return null;
}

const WORDING: Record<InterventionAction, { title: string; ok: string; done: string }> = {
  cancel: { title: '取消订单并全额退款', ok: '确认取消并退款', done: '订单已取消，款项将全额原路退回' },
  refund_partial: { title: '部分退款', ok: '确认退款', done: '已部分退款，订单继续' },
};

/**
 * An operator's intervention on a paid order in progress: 取消订单并全额退款 (the order ends, the lawyer gets
 * nothing) or 部分退款 in 元 (the order goes on; the rest is settled at completion), each with a reason code
 * and a text both sides read. The server's refusal stays in the dialog.
 */
export function InterventionDialog({
  order,
  action,
  onClose,
}: {
  order: AdminServiceOrderDetail;
  action: InterventionAction;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const intervene = useInterveneServiceOrder();
  const wording = WORDING[action];
  const submit = (values: Values) => {
    const common = { order_no: order.order_no, reason_code: values.reason_code, text: values.text.trim() };
    const body: ServiceOrderInterventionBody =
      action === 'cancel' ? { ...common, action } : { ...common, action, amount: yuanToFen(values.amount)! };
    intervene.mutate(body, {
      onSuccess: () => {
        void message.success(wording.done);
        onClose();
      },
    });
  };
  return (
    <FormModal<Values>
      title={`${wording.title} · ${order.order_no}`}
      okText={wording.ok}
      danger
      submitting={intervene.isPending}
      onCancel={onClose}
      onFinish={submit}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          action === 'cancel'
            ? `退还 ${yuan(order.refundable)}，订单取消，律师不获得收入。`
            : `可退金额 ${yuan(order.refundable)}；退还部分后订单继续，余额在完成时扣除佣金后结算给律师。`
        }
      />
      {intervene.error && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={intervene.error.message} />
      )}
      {action === 'refund_partial' && (
        <Form.Item
          name="amount"
          label="退款金额（元）"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const error = interventionAmountError(value, order.refundable);
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          <Input prefix="¥" inputMode="decimal" placeholder={`少于 ${(order.refundable / 100).toFixed(2)}`} />
        </Form.Item>
      )}
      <Form.Item name="reason_code" label="处理理由" rules={[zodRule(cancelShape.reason_code)]}>
        <Select placeholder="请选择" options={DECISION_REASON_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="text"
        label="处理说明"
        extra="用户和律师都将看到理由和说明"
        rules={[zodRule(cancelShape.text)]}
      >
        <Input.TextArea rows={3} showCount maxLength={AFTER_SALE_DECISION_TEXT_MAX} />
      </Form.Item>
    </FormModal>
  );
}
