import { Drawer, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useUser } from '../api/get-user';
import { BanActions } from './ban-actions';
import { UserActivity } from './user-activity';
import { UserDetails } from './user-details';

const DRAWER_WIDTH = 760;

/** One user over the list, open while `uuid` is set; it keeps its content while sliding out. */
export function UserDrawer({ uuid, onClose }: { uuid: string | undefined; onClose: () => void }) {
  const [shownUuid, setShownUuid] = useState(uuid);
  if (uuid !== undefined && uuid !== shownUuid) setShownUuid(uuid);
  const user = useUser(shownUuid);

  return (
    <Drawer
      open={uuid !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={user.data ? `用户 ${user.data.nickname}` : '用户详情'}
      footer={
        user.data ? (
          <Flex justify="flex-end">
            <BanActions user={user.data} />
          </Flex>
        ) : null
      }
    >
      {user.isError ? (
        <QueryErrorResult error={user.error} retrying={user.isFetching} onRetry={() => void user.refetch()} />
      ) : user.data ? (
        <Flex vertical gap={16}>
          <UserDetails user={user.data} />
          <UserActivity user={user.data} />
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 12 }} />
      )}
    </Drawer>
  );
}
