import {
  USER_BAN_NOTE_MAX,
  USER_BAN_REASON_KEYS,
  USER_BAN_REASONS,
  bannedLoginMessage,
} from '@lawbridge/contract';
import type { UserBanReason } from '@lawbridge/contract';
import { Form, Input, Radio, Typography } from 'antd';
import { FormModal } from '../../../components/form-modal';

export interface BanValues {
  reason: UserBanReason;
  note?: string;
}

const OPTIONS = USER_BAN_REASON_KEYS.map((key) => ({ value: key, label: USER_BAN_REASONS[key] }));

/** 封禁用户: a reason category (the user reads it when login is refused) and the operator's words. */
export function BanModal({
  name,
  submitting,
  onCancel,
  onSubmit,
}: {
  name: string;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (values: BanValues) => void;
}) {
  const [form] = Form.useForm<BanValues>();
  const reason = Form.useWatch('reason', form);
  return (
    <FormModal<BanValues>
      title={`封禁用户 ${name}`}
      okText="确认封禁"
      danger
      submitting={submitting}
      form={form}
      onCancel={onCancel}
      onFinish={(values) => onSubmit({ reason: values.reason, note: values.note?.trim() || undefined })}
    >
      <Typography.Paragraph type="secondary">
        封禁后该用户的登录状态立即失效、无法再登录；如是律师，将从律师列表中隐藏，解封后恢复。
      </Typography.Paragraph>
      <Form.Item name="reason" label="封禁原因" rules={[{ required: true, message: '请选择封禁原因' }]}>
        <Radio.Group options={OPTIONS} />
      </Form.Item>
      <Form.Item
        name="note"
        label="补充说明"
        rules={[{ required: reason === 'other', whitespace: true, message: '请填写补充说明' }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={USER_BAN_NOTE_MAX}
          showCount
          placeholder="仅运营可见，例如：多次辱骂律师，已警告两次"
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        用户登录时将看到：{reason ? bannedLoginMessage(reason) : '—'}
      </Typography.Paragraph>
    </FormModal>
  );
}
