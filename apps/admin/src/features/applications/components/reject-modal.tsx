import {
  APPLICATION_REJECT_PRESETS,
  APPLICATION_REJECT_REASON_MAX,
  applicationRejectBody,
  composeRejectReason,
} from '@lawbridge/contract';
import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';

const reasonField = applicationRejectBody.shape.reason;
const MSG_NO_REASON = '请选择或填写驳回原因';

interface RejectValues {
  presets?: string[];
  note?: string;
}

const reasonOf = (values: RejectValues) => composeRejectReason(values.presets ?? [], values.note ?? '');

/** The combined reason must pass the contract's rule; the message goes under the note. */
const combinedRule = (form: FormInstance<RejectValues>): FormRule => ({
  validator: async () => {
    const reason = reasonOf(form.getFieldsValue());
    if (reason === '') throw new Error(MSG_NO_REASON);
    const checked = reasonField.safeParse(reason);
    if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? MSG_NO_REASON);
  },
});

interface RejectModalProps {
  open: boolean;
  submitting: boolean;
  onCancel: () => void;
  /** The picked presets and the trimmed note as one reason, checked with the contract's rule (2–200 characters). */
  onSubmit: (reason: string) => void;
}

/** Asks for the reason the applicant will read on their status page: common reasons to pick, and own words. */
export function RejectModal({ open, submitting, onCancel, onSubmit }: RejectModalProps) {
  const [form] = Form.useForm<RejectValues>();
  const presets = Form.useWatch('presets', form) ?? [];
  const note = Form.useWatch('note', form) ?? '';
  const reason = composeRejectReason(presets, note);
  const room =
    APPLICATION_REJECT_REASON_MAX - composeRejectReason(presets, '').length - (presets.length ? 1 : 0);

  return (
    <Modal
      open={open}
      title="驳回认证申请"
      okText="确认驳回"
      okButtonProps={{ danger: true, htmlType: 'submit' }}
      confirmLoading={submitting}
      onCancel={onCancel}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<RejectValues>
          form={form}
          layout="vertical"
          clearOnDestroy
          onFinish={(values) => onSubmit(reasonField.parse(reasonOf(values)))}
        >
          {dialog}
        </Form>
      )}
    >
      <Form.Item name="presets" label="常见原因（可多选）">
        <Checkbox.Group
          options={APPLICATION_REJECT_PRESETS.map((preset) => ({ value: preset, label: preset }))}
        />
      </Form.Item>
      <Form.Item name="note" label="补充说明" dependencies={['presets']} rules={[combinedRule(form)]}>
        <Input.TextArea
          rows={3}
          count={{ show: true, max: Math.max(room, 0) }}
          placeholder="选填，例如：请重新拍摄执业证首页，保证四角完整、文字清晰"
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        申请人将看到：{reason === '' ? '—' : reason}
      </Typography.Paragraph>
    </Modal>
  );
}
