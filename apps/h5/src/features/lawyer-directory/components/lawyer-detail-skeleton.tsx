import Skeleton from 'antd-mobile/es/components/skeleton';
import styles from './lawyer-detail-skeleton.module.css';

/** The lawyer's page in outline while it loads. */
export function LawyerDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className={styles.header}>
        <Skeleton animated className={styles.avatar} />
        <div className={styles.lines}>
          <Skeleton.Title animated className={styles.title} />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      </div>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.section}>
          <Skeleton.Title animated className={styles.title} />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}
