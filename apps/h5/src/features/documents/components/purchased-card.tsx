import type { DocumentOrder } from '@lawbridge/contract';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { formatDateTime } from '../../../lib/format';
import { documentDetailAddress } from '../document-address';
import { formatPagesText, priceText } from '../document-text';
import { DocumentCover } from './document-cover';
import card from '../../../components/list-card/list-card.module.css';
import styles from './record-card.module.css';

/** One bought document in 已购文档: cover, title, state, price, when; opens the document. */
export function PurchasedCard({ order }: { order: DocumentOrder }) {
  const { navigateTo } = useAppNavigation();
  return (
    <li className={card.item}>
      <button
        type="button"
        className={card.card}
        onClick={() => navigateTo(documentDetailAddress(order.document.id))}
      >
        <span className={styles.row}>
          <DocumentCover url={order.document.cover_url} title={order.document.title} />
          <span className={styles.body}>
            <span className={card.head}>
              <span className={styles.title}>{order.document.title}</span>
              <span className={styles.state}>{order.state_label}</span>
            </span>
            <span className={card.meta}>
              {formatPagesText(order.document.format, order.document.pages)} · {priceText(order.price)}
            </span>
            <span className={card.meta}>
              {order.order_no} · {formatDateTime(order.paid_at ?? order.created_at)}
            </span>
          </span>
        </span>
      </button>
    </li>
  );
}
