import { applicationRejectBody } from '@lawbridge/contract';
import { Form, Input, Modal } from 'antd';
import { zodRule } from '../../../lib/zod-rule';

const reasonField = applicationRejectBody.shape.reason;

interface RejectModalProps {
  open: boolean;
  submitting: boolean;
  onCancel: () => void;
  /** The trimmed reason, checked with the contract's rule (2–200 characters). */
  onSubmit: (reason: string) => void;
}

/** Asks for the reason the applicant will read on their status page. */
export function RejectModal({ open, submitting, onCancel, onSubmit }: RejectModalProps) {
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
        <Form<{ reason: string }>
          layout="vertical"
          clearOnDestroy
          onFinish={(values) => onSubmit(reasonField.parse(values.reason))}
        >
          {dialog}
        </Form>
      )}
    >
      <Form.Item name="reason" label="驳回原因" rules={[zodRule(reasonField)]}>
        <Input.TextArea
          rows={4}
          showCount
          maxLength={200}
          placeholder="申请人会在认证状态页看到这段说明，例如：执业证照片不清晰，请重新拍摄上传"
        />
      </Form.Item>
    </Modal>
  );
}
