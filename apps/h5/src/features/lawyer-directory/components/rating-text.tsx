import styles from './rating-text.module.css';

/** ★ 4.8, or 暂无评分 while a lawyer has no reviews. */
export function RatingText({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount === 0) return <span className={styles.none}>暂无评分</span>;
  return (
    <span className={styles.rating} aria-label={`评分${rating.toFixed(1)}`}>
      ★ {rating.toFixed(1)}
    </span>
  );
}
