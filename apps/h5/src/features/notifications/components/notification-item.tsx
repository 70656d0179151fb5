import type { NotificationItem as Notice } from '@lawbridge/contract';
import { formatDateTime } from '../../../lib/format';
import styles from './notification-item.module.css';

/** One notification: unread dot, title, what happened, when; opens what it is about. */
export function NotificationItem({ notice, onOpen }: { notice: Notice; onOpen(notice: Notice): void }) {
  return (
    <button
      type="button"
      className={styles.item}
      onClick={() => onOpen(notice)}
      aria-label={`${notice.read ? '' : '未读，'}${notice.title}：${notice.body}`}
    >
      <span className={notice.read ? styles.readDot : styles.unreadDot} aria-hidden />
      <span className={styles.text}>
        <span className={styles.head}>
          <span className={styles.title}>{notice.title}</span>
          <time className={styles.time}>{formatDateTime(notice.created_at)}</time>
        </span>
        <span className={styles.body}>{notice.body}</span>
      </span>
    </button>
  );
}
