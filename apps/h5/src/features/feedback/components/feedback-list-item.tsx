import type { FeedbackItem } from '@lawbridge/contract';
import Tag from 'antd-mobile/es/components/tag';
import { formatDateTime } from '../../../lib/format';
import styles from './feedback-list-item.module.css';

/** One feedback the user sent: its status, text, images, and the platform's reply once there is one. */
export function FeedbackListItem({ item }: { item: FeedbackItem }) {
  const replied = item.handled === 1;
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <time className={styles.time}>{formatDateTime(item.created_at)}</time>
        <Tag color={replied ? 'success' : 'warning'} fill="outline">
          {replied ? '已回复' : '处理中'}
        </Tag>
      </div>
      <p className={styles.content}>{item.content}</p>
      {item.images.length > 0 ? (
        <div className={styles.images}>
          {item.images.map((url, index) => (
            <img key={url} className={styles.image} src={url} alt={`反馈图片${index + 1}`} loading="lazy" />
          ))}
        </div>
      ) : null}
      {item.reply ? <p className={styles.reply}>平台回复：{item.reply}</p> : null}
    </li>
  );
}
