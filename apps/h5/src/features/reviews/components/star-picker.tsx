import styles from './star-picker.module.css';

/** What each number of stars means, shown next to the stars once chosen. */
export const RATING_TEXTS = ['', '非常不满意', '不满意', '一般', '满意', '非常满意'] as const;

/** Five large stars to tap, one radio button each (read out as “4星 满意”). */
export function StarPicker({ value, onChange }: { value: number; onChange(rating: number): void }) {
  return (
    <div className={styles.row}>
      <div className={styles.stars} role="radiogroup" aria-label="评分">
        {[1, 2, 3, 4, 5].map((rating) => (
          <button
            key={rating}
            type="button"
            role="radio"
            aria-checked={value === rating}
            aria-label={`${rating}星 ${RATING_TEXTS[rating]}`}
            className={rating <= value ? `${styles.star} ${styles.on}` : styles.star}
            onClick={() => onChange(rating)}
          >
            ★
          </button>
        ))}
      </div>
      <span className={styles.meaning} aria-live="polite">
        {RATING_TEXTS[value] ?? ''}
      </span>
    </div>
  );
}
