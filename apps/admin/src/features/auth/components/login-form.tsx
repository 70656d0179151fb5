import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { operatorLoginBody } from '@lawbridge/contract';
import type { OperatorLoginBody } from '@lawbridge/contract';
import { Alert, Button, Form, Input } from 'antd';
import { zodRule } from '../../../lib/zod-rule';

interface LoginFormProps {
  submitting: boolean;
  /** The server's refusal (wrong password, account locked …), shown above the fields. */
  error: string | null;
  onSubmit: (body: OperatorLoginBody) => void;
}

/** Username and password, checked with the contract's own rules before anything is sent. */
export function LoginForm({ submitting, error, onSubmit }: LoginFormProps) {
  return (
    <Form<OperatorLoginBody>
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => onSubmit(operatorLoginBody.parse(values))}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
      <Form.Item name="username" label="用户名" rules={[zodRule(operatorLoginBody.shape.username)]}>
        <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[zodRule(operatorLoginBody.shape.password)]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
