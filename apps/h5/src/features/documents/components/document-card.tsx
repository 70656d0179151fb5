import type { DocumentListItem } from '@lawbridge/contract';
import { Link } from 'react-router';
import { documentDetailAddress } from '../document-address';
import { formatPagesText, ratingText } from '../document-text';
import { DocumentCover } from './document-cover';
import { DocumentPrice } from './document-price';
import card from '../../../components/list-card/list-card.module.css';
import record from './record-card.module.css';
import styles from './document-card.module.css';

/**
 * One document in the centre: cover, title, type, format and pages, price, sales and rating; opens the detail.
 * `eager`: the cover is in the first screen (loaded at once); the others load once the first screen is complete.
 */
export function DocumentCard({ document, eager }: { document: DocumentListItem; eager: boolean }) {
  return (
    <li className={card.item}>
      <Link className={`${card.card} ${styles.link}`} to={documentDetailAddress(document.id)}>
        <span className={record.row}>
          <DocumentCover
            url={document.cover_url}
            title={document.title}
            loading={eager ? 'eager' : 'later'}
          />
          <span className={record.body}>
            <span className={styles.title}>{document.title}</span>
            <span className={card.meta}>
              {document.legal_type_name} · {formatPagesText(document.format, document.pages)}
            </span>
            <span className={styles.footer}>
              <span className={card.meta}>
                已售 {document.sales} · {ratingText(document.rating, document.rating_count)}
              </span>
              <DocumentPrice fen={document.price} />
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
