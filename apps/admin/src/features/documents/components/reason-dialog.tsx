import type { DocumentRejectReason } from '@lawbridge/contract';
import { Alert, Form, Input, Radio } from 'antd';
import type { z } from 'zod';
import { FormModal } from '../../../components/form-modal';
import { zodRule } from '../../../lib/zod-rule';
import { REJECT_REASON_OPTIONS } from '../document-labels';

const TEXT_MAX = 300;

export interface ReasonValues {
  reason_code?: DocumentRejectReason;
  text: string;
}

export interface ReasonDialogProps {
  title: string;
  okText: string;
  /** What the action does, read before confirming. */
  notice: string;
  /** The preset reasons' field (驳回原因, 下架原因) and its contract rule; absent: only a text. */
  reason?: { label: string; rule: z.ZodType };
  /** The text's field (驳回说明, 处理说明, 退款说明…) and its contract rule. */
  text: { label: string; rule: z.ZodType; placeholder: string };
  submitting: boolean;
  /** The server's refusal of the last try. */
  error: Error | null;
  onCancel: () => void;
  /** The trimmed text (and the picked reason), every rule passed. */
  onSubmit: (values: ReasonValues) => void;
}

/** A decision that refuses or removes something: what it does, a preset reason when it takes one, and the text. */
export function ReasonDialog({
  title,
  okText,
  notice,
  reason,
  text,
  submitting,
  error,
  onCancel,
  onSubmit,
}: ReasonDialogProps) {
  return (
    <FormModal<ReasonValues>
      title={title}
      okText={okText}
      danger
      submitting={submitting}
      onCancel={onCancel}
      onFinish={(values) => onSubmit({ ...values, text: values.text.trim() })}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={notice} />
      {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error.message} />}
      {reason && (
        <Form.Item name="reason_code" label={reason.label} rules={[zodRule(reason.rule)]}>
          <Radio.Group options={REJECT_REASON_OPTIONS} />
        </Form.Item>
      )}
      <Form.Item name="text" label={text.label} rules={[zodRule(text.rule)]}>
        <Input.TextArea rows={3} count={{ show: true, max: TEXT_MAX }} placeholder={text.placeholder} />
      </Form.Item>
    </FormModal>
  );
}
