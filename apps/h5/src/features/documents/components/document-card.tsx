import type { DocumentListItem } from '@lawbridge/contract';
import { Link } from 'react-router';
import { documentDetailAddress } from '../document-address';
import { formatPagesText, priceText, ratingText } from '../document-text';
import { DocumentCover } from './document-cover';
import styles from './document-card.module.css';

/** One document in the centre: cover, title, type, format and pages, price, sales and rating; opens the detail. */
export function DocumentCard({ document }: { document: DocumentListItem }) {
  return (
    <li className={styles.item}>
      <Link className={styles.card} to={documentDetailAddress(document.id)}>
        <DocumentCover url={document.cover_url} title={document.title} />
        <span className={styles.body}>
          <span className={styles.title}>{document.title}</span>
          <span className={styles.meta}>
            {document.legal_type_name} · {formatPagesText(document.format, document.pages)}
          </span>
          <span className={styles.footer}>
            <span className={styles.stats}>
              <span>已售 {document.sales}</span>
              <span>{ratingText(document.rating, document.rating_count)}</span>
            </span>
            <span className={document.price === 0 ? `${styles.price} ${styles.free}` : styles.price}>
              {priceText(document.price)}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
