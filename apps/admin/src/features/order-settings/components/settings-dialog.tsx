import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';

/** A 配置 dialog: a vertical form whose 保存 submits it (validation first), 取消 closes it. */
export function SettingsDialog<Values extends object>({
  title,
  initialValues,
  saving,
  onFinish,
  onClose,
  children,
}: {
  title: string;
  initialValues: Values;
  saving: boolean;
  onFinish: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      okText="保存"
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={saving}
      onCancel={onClose}
      modalRender={(dialog) => (
        <Form<Values> layout="vertical" initialValues={initialValues} onFinish={onFinish}>
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
