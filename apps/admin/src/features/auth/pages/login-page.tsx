import { Card, Flex, Typography, theme } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { returnPathFrom } from '../../../app/paths';
import { useOperatorToken } from '../../../lib/operator-token';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogin } from '../api/login';
import { LoginForm } from '../components/login-form';

/** Operator login. Once a token is held (including right after logging in) it goes to the return address. */
export function LoginPage() {
  useDocumentTitle('登录');
  const { token } = theme.useToken();
  const [search] = useSearchParams();
  const operatorToken = useOperatorToken();
  const login = useLogin();

  if (operatorToken) return <Navigate to={returnPathFrom(search)} replace />;

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Card style={{ width: 400 }} styles={{ body: { padding: 40 } }}>
        <Flex vertical align="center" style={{ marginBottom: 32 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            律桥运营后台
          </Typography.Title>
          <Typography.Text type="secondary">平台运营人员登录</Typography.Text>
        </Flex>
        <LoginForm
          submitting={login.isPending}
          error={login.error?.message ?? null}
          onSubmit={(body) => login.mutate(body)}
        />
      </Card>
    </Flex>
  );
}
