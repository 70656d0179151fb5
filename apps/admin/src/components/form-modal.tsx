import { Form, Modal } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';

interface FormModalProps<Values> {
  open?: boolean;
  title: string;
  okText: string;
  /** The OK button in red: the decision refuses or undoes something. */
  danger?: boolean;
  submitting: boolean;
  /** The form's instance when the caller watches or validates fields itself. */
  form?: FormInstance<Values>;
  onCancel: () => void;
  /** The fields' values once every rule passed. */
  onFinish: (values: Values) => void;
  children: ReactNode;
}

/** A dialog that is one form: OK submits it (Enter in a field too), its fields are cleared when it closes. */
export function FormModal<Values extends object>({
  open = true,
  title,
  okText,
  danger = false,
  submitting,
  form,
  onCancel,
  onFinish,
  children,
}: FormModalProps<Values>) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, htmlType: 'submit' }}
      confirmLoading={submitting}
      onCancel={onCancel}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<Values> form={form} layout="vertical" clearOnDestroy onFinish={onFinish}>
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
