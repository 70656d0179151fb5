import type { ReactNode } from 'react';
import { LawyerAvatar } from '../../lawyer-directory/components/lawyer-avatar';
import styles from './order-lawyer-card.module.css';

export interface OrderLawyerCardProps {
  name: string;
  avatar: string | null;
  /** A line under the name: the firm, or what the order is about. */
  detail?: string;
  /** An action at the right end, e.g. 联系律师. */
  action?: ReactNode;
}

/** The lawyer of an order (or about to be): photo, name, one line, and an optional action. */
export function OrderLawyerCard({ name, avatar, detail, action }: OrderLawyerCardProps) {
  return (
    <section className={styles.card} aria-label="律师">
      <LawyerAvatar name={name} avatar={avatar} size={48} />
      <div className={styles.body}>
        <p className={styles.name}>{name} 律师</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </div>
      {action}
    </section>
  );
}
