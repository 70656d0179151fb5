import { Layout, Typography, theme } from 'antd';
import { Outlet } from 'react-router';
import { NavMenu } from './nav-menu';
import { OperatorMenu } from './operator-menu';

const SIDER_WIDTH = 208;

/** Frame of every signed-in page: section menu on the left, operator and logout on top. */
export function AppLayout() {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={SIDER_WIDTH} style={{ position: 'sticky', top: 0, height: '100vh' }}>
        <Typography.Title
          level={4}
          style={{ color: '#fff', margin: 0, padding: '18px 24px', whiteSpace: 'nowrap' }}
        >
          律桥运营后台
        </Typography.Title>
        <NavMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            paddingInline: 24,
          }}
        >
          <OperatorMenu />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
