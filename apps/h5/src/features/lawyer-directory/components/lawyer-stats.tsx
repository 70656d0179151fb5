import type { LawyerDetail } from '@lawbridge/contract';
import styles from './lawyer-stats.module.css';

/** 评分, 评价数 and 服务人次 side by side. */
export function LawyerStats({ lawyer }: { lawyer: LawyerDetail }) {
  const stats = [
    { label: '评分', value: lawyer.review_count > 0 ? lawyer.rating.toFixed(1) : '暂无' },
    { label: '评价数', value: String(lawyer.review_count) },
    { label: '服务人次', value: String(lawyer.served_orders) },
  ];
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
