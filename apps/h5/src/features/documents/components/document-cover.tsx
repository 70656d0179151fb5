import { FileOutline } from 'antd-mobile-icons';
import { useFirstScreenComplete } from '../../../app/first-screen';
import styles from './document-cover.module.css';

/**
 * How a cover loads: `eager` in the first screen (at once), `later` just below it (once the first screen is
 * complete, so the first screen's pictures and code have the connection to themselves), `lazy` when
 * scrolled near.
 */
export type CoverLoading = 'eager' | 'later' | 'lazy';

/** The cover thumbnail, or a file icon while a document has none. */
export function DocumentCover({
  url,
  title,
  loading = 'lazy',
}: {
  url: string | null;
  title: string;
  loading?: CoverLoading;
}) {
  const waiting = !useFirstScreenComplete() && loading === 'later';
  if (!url) {
    return (
      <span className={`${styles.cover} ${styles.none}`} aria-hidden="true">
        <FileOutline />
      </span>
    );
  }
  return waiting ? (
    <span className={styles.cover} aria-hidden="true" />
  ) : (
    <img
      className={styles.cover}
      src={url}
      alt={`${title}的封面`}
      width={64}
      height={86}
      loading={loading === 'eager' ? 'eager' : 'lazy'}
    />
  );
}
