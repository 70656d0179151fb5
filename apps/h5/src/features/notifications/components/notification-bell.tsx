import Badge from 'antd-mobile/es/components/badge';
import { BellOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-store';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationPush } from '../api/use-notification-push';
import styles from './notification-bell.module.css';

/** 消息通知 with the unread badge (live over the socket), on both homes; nothing while signed out. */
export function NotificationBell({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const signedIn = useSession((state) => Boolean(state.token));
  const unread = useUnreadCount();
  useNotificationPush();
  if (!signedIn) return null;
  const count = unread.data ?? 0;
  return (
    <Link
      to={PATHS.notificationList}
      className={`${styles.bell} ${tone === 'dark' ? styles.dark : ''}`}
      aria-label={count > 0 ? `消息通知，${count}条未读` : '消息通知'}
    >
      <Badge content={count > 0 ? (count > 99 ? '99+' : count) : null}>
        <BellOutline />
      </Badge>
    </Link>
  );
}
