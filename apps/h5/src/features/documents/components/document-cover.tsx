import { FileOutline } from 'antd-mobile-icons';
import styles from './document-cover.module.css';

/** The cover thumbnail, or a file icon while a document has none; `eager` for covers in the first screen. */
export function DocumentCover({
  url,
  title,
  eager = false,
}: {
  url: string | null;
  title: string;
  eager?: boolean;
}) {
  return url ? (
    <img
      className={styles.cover}
      src={url}
      alt={`${title}的封面`}
      width={64}
      height={86}
      loading={eager ? 'eager' : 'lazy'}
    />
  ) : (
    <span className={`${styles.cover} ${styles.none}`} aria-hidden="true">
      <FileOutline />
    </span>
  );
}
