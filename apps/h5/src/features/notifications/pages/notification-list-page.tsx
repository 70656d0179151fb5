import type { NotificationItem as Notice } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { BellOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { useNotificationPush } from '../api/use-notification-push';
import { NotificationItem } from '../components/notification-item';
import styles from './notification-list-page.module.css';

/** 消息通知 (/pages/common/notification/list): newest first; opening one marks it read; 全部已读. */
export default function NotificationListPage() {
  const notices = useNotifications();
  const markRead = useMarkRead();
  useNotificationPush();
  const { open } = useAppNavigation();
  const { state, loadMore } = infiniteListOf(notices);

  const openNotice = (notice: Notice) => {
    if (!notice.read) markRead.mutate({ id: notice.id });
    open(notice.link);
  };

  return (
    <AsyncView
      query={state}
      loading={<Skeleton.Paragraph lineCount={8} animated className={styles.skeleton} />}
    >
      {(data) => {
        const list = data.pages.flatMap((page) => page.list);
        const unread = data.pages[0]?.unread ?? 0;
        if (list.length === 0) return <EmptyState text="暂无通知" icon={<BellOutline />} />;
        return (
          <>
            <div className={styles.bar}>
              <span className={styles.count}>{unread > 0 ? `${unread} 条未读` : '全部已读'}</span>
              <Button
                size="small"
                fill="none"
                color="primary"
                disabled={unread === 0}
                loading={markRead.isPending}
                onClick={() => markRead.mutate({ all: 1 })}
              >
                全部已读
              </Button>
            </div>
            <div className={styles.list}>
              {list.map((notice) => (
                <NotificationItem key={notice.id} notice={notice} onOpen={openNotice} />
              ))}
            </div>
            <InfiniteScroll loadMore={loadMore} hasMore={notices.hasNextPage} />
          </>
        );
      }}
    </AsyncView>
  );
}
