import { formatFen, type LawyerDetail } from '@lawbridge/contract';
import styles from './lawyer-services.module.css';

interface PricedItem {
  key: string;
  name: string;
  description: string;
  price: number;
}

/** The services the lawyer offers with their prices (platform order configs), and the offline appointment. */
export function LawyerServices({ lawyer }: { lawyer: LawyerDetail }) {
  const items: PricedItem[] = lawyer.services.map((service) => ({
    key: `service-${service.id}`,
    ...service,
  }));
  if (lawyer.appointment_price !== null) {
    items.push({
      key: 'appointment',
      name: '线下预约',
      description: '与律师面对面咨询',
      price: lawyer.appointment_price,
    });
  }
  if (items.length === 0) return <p className={styles.none}>暂无服务项目</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <div className={styles.text}>
            <span className={styles.name}>{item.name}</span>
            {item.description ? <span className={styles.description}>{item.description}</span> : null}
          </div>
          <span className={styles.price}>¥{formatFen(item.price)}</span>
        </li>
      ))}
    </ul>
  );
}
