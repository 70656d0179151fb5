import styles from './stars.module.css';

/** A rating as five stars, the unearned ones dimmed; read out as “4星”. */
export function Stars({ rating, size = 13 }: { rating: number; size?: number }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} style={{ fontSize: size }} role="img" aria-label={`${full}星`}>
      {'★'.repeat(full)}
      <span className={styles.dim}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}
