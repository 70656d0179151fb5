import type { AdminUserDetail } from '@lawbridge/contract';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useBanUser, useUnbanUser } from '../api/ban-user';
import { BanModal } from './ban-modal';

/** 封禁 (asking why) or 解封 (after a confirmation) the user shown in the drawer. */
export function BanActions({ user }: { user: AdminUserDetail }) {
  const { message } = App.useApp();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const [asking, setAsking] = useState(false);

  if (user.ban !== null) {
    return (
      <Popconfirm
        title={`解封用户 ${user.nickname}？`}
        description="解封后该用户可以重新登录。"
        okText="确认解封"
        onConfirm={() =>
          unban.mutateAsync({ uuid: user.uuid }).then(
            () => void message.success(`已解封用户 ${user.nickname}`),
            () => undefined,
          )
        }
      >
        <Button loading={unban.isPending}>解封该用户</Button>
      </Popconfirm>
    );
  }
  return (
    <>
      <Button danger onClick={() => setAsking(true)}>
        封禁该用户
      </Button>
      {asking ? (
        <BanModal
          name={user.nickname}
          submitting={ban.isPending}
          onCancel={() => setAsking(false)}
          onSubmit={(values) =>
            ban.mutate(
              { uuid: user.uuid, ...values },
              {
                onSuccess: () => {
                  setAsking(false);
                  void message.success(`已封禁用户 ${user.nickname}`);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
