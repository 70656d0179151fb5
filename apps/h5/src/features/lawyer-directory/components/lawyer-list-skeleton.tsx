import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './lawyer-list-skeleton.module.css';

const PLACEHOLDER_CARDS = 4;

/** Card-shaped placeholders while the first page of lawyers loads. */
export function LawyerListSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton animated className={styles.avatar} />
          <div className={styles.lines}>
            <Skeleton.Title animated className={styles.title} />
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        </div>
      ))}
    </div>
  );
}
