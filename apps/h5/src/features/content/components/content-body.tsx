import type { ContentPage } from '@lawbridge/contract';
import { formatDate } from '../../../lib/format';
import { paragraphsOf } from '../content-keys';
import styles from './content-body.module.css';

/** A content page's text as paragraphs, and when it was last changed. */
export function ContentBody({ page }: { page: ContentPage }) {
  return (
    <article className={styles.article}>
      {paragraphsOf(page.body).map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <p className={styles.updated}>更新日期：{formatDate(page.updated_at)}</p>
    </article>
  );
}
