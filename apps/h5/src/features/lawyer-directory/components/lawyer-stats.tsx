import type { LawyerDetail } from '@lawbridge/contract';
import styles from './lawyer-stats.module.css';

/** How the lawyer answers chats, from the last 30 days; nothing to say before anyone wrote. */
export function responseText(response: LawyerDetail['response']): string | null {
  if (response.reply_rate === null) return null;
  const rate = `近30天回复率 ${response.reply_rate}%`;
  const minutes = response.median_reply_minutes;
  if (minutes === null) return rate;
  const wait = minutes < 1 ? '1分钟内' : minutes < 60 ? `${minutes}分钟` : `${Math.round(minutes / 60)}小时`;
  return `${rate} · 通常${wait}回复`;
}

/** 评分, 评价数 and 服务人次 side by side, and how the lawyer answers chats. */
export function LawyerStats({ lawyer }: { lawyer: LawyerDetail }) {
  const stats = [
    { label: '评分', value: lawyer.review_count > 0 ? lawyer.rating.toFixed(1) : '暂无' },
    { label: '评价数', value: String(lawyer.review_count) },
    { label: '服务人次', value: String(lawyer.served_orders) },
  ];
  const response = responseText(lawyer.response);
  return (
    <div className={styles.card}>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {response ? <p className={styles.response}>{response}</p> : null}
    </div>
  );
}
