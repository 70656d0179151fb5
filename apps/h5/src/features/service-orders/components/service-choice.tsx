import { formatFen, type LawyerDetail } from '@lawbridge/contract';
import styles from './service-choice.module.css';

type Service = LawyerDetail['services'][number];

export interface ServiceChoiceProps {
  services: readonly Service[];
  value: number | null;
  onChange(configId: number): void;
}

/** The lawyer's services as one choice: name, what it is, price. */
export function ServiceChoice({ services, value, onChange }: ServiceChoiceProps) {
  if (services.length === 0) return <p className={styles.none}>该律师暂未开通在线服务</p>;
  return (
    <div className={styles.choices} role="radiogroup" aria-label="选择服务">
      {services.map((service) => {
        const checked = service.id === value;
        return (
          <button
            key={service.id}
            type="button"
            role="radio"
            aria-checked={checked}
            className={checked ? `${styles.choice} ${styles.checked}` : styles.choice}
            onClick={() => onChange(service.id)}
          >
            <span className={styles.text}>
              <span className={styles.name}>{service.name}</span>
              {service.description ? <span className={styles.description}>{service.description}</span> : null}
            </span>
            <span className={styles.price}>¥{formatFen(service.price)}</span>
          </button>
        );
      })}
    </div>
  );
}
