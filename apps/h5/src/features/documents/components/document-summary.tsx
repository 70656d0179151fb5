import { formatBytes, type DocumentDetail } from '@lawbridge/contract';
import { formatDate } from '../../../lib/format';
import { OrderField, OrderFields } from '../../orders/components/order-section';
import { formatPagesText, ratingText } from '../document-text';
import { DocumentCover } from './document-cover';
import { DocumentPrice } from './document-price';
import styles from './document-summary.module.css';

/** The detail's head: cover, title, price, tags, then the facts PRODUCT §12 lists. */
export function DocumentSummary({ document }: { document: DocumentDetail }) {
  return (
    <section className={styles.summary} aria-label="文档信息">
      <div className={styles.head}>
        <DocumentCover url={document.cover_url} title={document.title} loading="eager" />
        <div className={styles.headText}>
          <h1 className={styles.title}>{document.title}</h1>
          <p className={styles.price}>
            <DocumentPrice fen={document.price} large />
          </p>
        </div>
      </div>
      {document.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="标签">
          {document.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <OrderFields>
        <OrderField label="法律类型">{document.legal_type_name}</OrderField>
        <OrderField label="格式">{formatPagesText(document.format, document.pages)}</OrderField>
        <OrderField label="大小">{formatBytes(document.size)}</OrderField>
        <OrderField label="更新时间">{formatDate(document.updated_at)}</OrderField>
        <OrderField label="销量">{document.sales}</OrderField>
        <OrderField label="评分">{ratingText(document.rating, document.rating_count)}</OrderField>
      </OrderFields>
    </section>
  );
}
