import { adminStrikeLiftBody, type AdminStrikeLawyer } from '@lawbridge/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { zodRule } from '../../../lib/zod-rule';
import { useLiftPause } from '../api/lift-pause';

const NOTE_MAX = 200;

/** 解除暂停: the operator's note is audited; the lawyer may switch 接单中 on again. */
export function LiftPauseModal({ row, onClose }: { row: AdminStrikeLawyer; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const lift = useLiftPause();
  return (
    <Modal
      open
      title={`解除暂停 · ${row.lawyer.name}`}
      okText="确认解除"
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={lift.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            lift.mutate(
              { lawyer_uuid: row.lawyer.uuid, note: values.note.trim() },
              {
                onSuccess: () => {
                  void message.success('已解除暂停');
                  onClose();
                },
              },
            )
          }
        >
          {dialog}
        </Form>
      )}
    >
      <Typography.Paragraph type="secondary">
        60天内 {row.strikes_in_window} 次违规。解除后这些违规不再计入暂停，律师可重新开启接单。
      </Typography.Paragraph>
      <Form.Item name="note" label="解除说明" rules={[zodRule(adminStrikeLiftBody.shape.note)]}>
        <Input.TextArea rows={3} showCount maxLength={NOTE_MAX} />
      </Form.Item>
    </Modal>
  );
}
