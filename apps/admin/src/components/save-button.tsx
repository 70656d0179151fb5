import { Button, Form } from 'antd';

/** A settings form's 保存: submits the form, spinning while the save is under way. */
export function SaveButton({ saving }: { saving: boolean }) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form.Item>
  );
}
