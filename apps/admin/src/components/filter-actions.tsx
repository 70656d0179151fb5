import { Button, Form, Space } from 'antd';

/** The end of an inline filter form: 查询 applies its fields together, 重置 clears every filter. */
export function FilterActions({ onReset }: { onReset: () => void }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={onReset}>重置</Button>
      </Space>
    </Form.Item>
  );
}
