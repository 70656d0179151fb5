import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Divider, Skeleton, Space, Typography } from 'antd';
import { useMe } from '../../features/auth/api/get-me';
import { useLogout } from '../../features/auth/api/logout';

/** The header's right side: who is signed in, and 退出登录. */
export function OperatorMenu() {
  const me = useMe();
  const logout = useLogout();
  return (
    <Space separator={<Divider orientation="vertical" />}>
      <Space>
        <Avatar size="small" icon={<UserOutlined />} />
        {me.data ? (
          <Typography.Text>{me.data.display_name}</Typography.Text>
        ) : (
          <Skeleton.Input active size="small" style={{ width: 80 }} />
        )}
      </Space>
      <Button
        type="text"
        icon={<LogoutOutlined />}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        退出登录
      </Button>
    </Space>
  );
}
