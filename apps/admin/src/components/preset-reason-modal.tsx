import { composeRejectReason } from '@lawbridge/contract';
import { Checkbox, Form, Input, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormModal } from './form-modal';

interface ReasonValues {
  presets?: string[];
  note?: string;
}

const reasonOf = (values: ReasonValues) => composeRejectReason(values.presets ?? [], values.note ?? '');

export interface PresetReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** The reasons operators give most often, offered to pick before any own words. */
  presets: readonly string[];
  /** The contract's rule for the combined reason (e.g. 2–200 characters); its message goes under the note. */
  reasonField: z.ZodType<string>;
  maxLength: number;
  /** Shown when nothing is picked or written, e.g. `请选择或填写驳回原因`. */
  missingMessage: string;
  notePlaceholder: string;
  /** Who reads the reason: `申请人` → `申请人将看到：…`. */
  reader: string;
  /** Above the reasons, e.g. what the decision does to the money. */
  children?: ReactNode;
  submitting: boolean;
  onCancel: () => void;
  /** The picked presets and the trimmed note as one reason, already checked with `reasonField`. */
  onSubmit: (reason: string) => void;
}

/** A refusal whose reason someone reads: common reasons to pick (joined by `；`), and the operator's own words. */
export function PresetReasonModal({
  open,
  title,
  okText,
  presets: presetOptions,
  reasonField,
  maxLength,
  missingMessage,
  notePlaceholder,
  reader,
  children,
  submitting,
  onCancel,
  onSubmit,
}: PresetReasonModalProps) {
  const [form] = Form.useForm<ReasonValues>();
  const presets = Form.useWatch('presets', form) ?? [];
  const note = Form.useWatch('note', form) ?? '';
  const reason = composeRejectReason(presets, note);
  const room = maxLength - composeRejectReason(presets, '').length - (presets.length ? 1 : 0);

  /** The combined reason must pass the contract's rule; the message goes under the note. */
  const combinedRule = (instance: FormInstance<ReasonValues>): FormRule => ({
    validator: async () => {
      const combined = reasonOf(instance.getFieldsValue());
      if (combined === '') throw new Error(missingMessage);
      const checked = reasonField.safeParse(combined);
      if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? missingMessage);
    },
  });

  return (
    <FormModal<ReasonValues>
      open={open}
      title={title}
      okText={okText}
      danger
      submitting={submitting}
      form={form}
      onCancel={onCancel}
      onFinish={(values) => onSubmit(reasonField.parse(reasonOf(values)))}
    >
      {children}
      <Form.Item name="presets" label="常见原因（可多选）">
        <Checkbox.Group options={presetOptions.map((preset) => ({ value: preset, label: preset }))} />
      </Form.Item>
      <Form.Item name="note" label="补充说明" dependencies={['presets']} rules={[combinedRule(form)]}>
        <Input.TextArea
          rows={3}
          count={{ show: true, max: Math.max(room, 0) }}
          placeholder={notePlaceholder}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {reader}将看到：{reason === '' ? '—' : reason}
      </Typography.Paragraph>
    </FormModal>
  );
}
