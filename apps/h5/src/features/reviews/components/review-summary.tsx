import type { ReviewSummary as Summary } from '@lawbridge/contract';
import styles from './review-summary.module.css';
import { Stars } from './stars';

/** 综合评分 to one decimal, the number of reviews and how often each tag was chosen. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const tags = summary.tag_counts.filter((entry) => entry.count > 0);
  return (
    <div className={styles.summary}>
      <div className={styles.figures}>
        <div className={styles.average}>
          <span className={styles.label}>综合评分</span>
          <span className={styles.value}>{summary.count > 0 ? summary.average.toFixed(1) : '暂无'}</span>
        </div>
        <div className={styles.side}>
          {summary.count > 0 ? <Stars rating={summary.average} size={15} /> : null}
          <span className={styles.count}>共 {summary.count} 条评价</span>
        </div>
      </div>
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label="评价标签统计">
          {tags.map((entry) => (
            <li key={entry.tag} className={styles.tag}>
              {entry.label} {entry.count}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
