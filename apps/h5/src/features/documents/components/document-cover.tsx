import { FileOutline } from 'antd-mobile-icons';
import styles from './document-cover.module.css';

/** The cover thumbnail, or a file icon while a document has none. */
export function DocumentCover({ url, title }: { url: string | null; title: string }) {
  return url ? (
    <img className={styles.cover} src={url} alt={`${title}的封面`} loading="lazy" />
  ) : (
    <span className={`${styles.cover} ${styles.none}`} aria-hidden="true">
      <FileOutline />
    </span>
  );
}
