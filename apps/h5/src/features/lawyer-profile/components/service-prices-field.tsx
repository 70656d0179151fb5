import { bandText, type OwnLawyerService } from '@lawbridge/contract';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import { ratePercent, shareText, type ServicePriceValue } from '../service-prices';
import styles from './service-prices-field.module.css';

export interface ServicePricesFieldProps {
  services: readonly OwnLawyerService[];
  /** The platform's commission in basis points (2000 = 20 %). */
  rateBp: number;
  value?: ServicePriceValue[];
  onChange?(value: ServicePriceValue[]): void;
}

/**
 * 服务与价格 in 编辑资料: each online service the platform allows, switched on or off, with the lawyer's
 * price in 元 within the operators' band, and what the lawyer receives of it after the commission.
 */
export function ServicePricesField({ services, rateBp, value = [], onChange }: ServicePricesFieldProps) {
  const change = (id: number, patch: Partial<ServicePriceValue>) =>
    onChange?.(value.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  return (
    <div className={styles.field}>
      <p className={styles.note}>
        客户按您设置的价格下单，平台收取成交价的{ratePercent(rateBp)}
        作为佣金，其余计入您的钱包。关闭的服务客户无法购买。
      </p>
      <ul className={styles.list}>
        {services.map((service) => {
          const item = value.find((entry) => entry.id === service.id);
          if (!item) return null;
          const share = shareText(item.yuan, rateBp);
          return (
            <li key={service.id} className={styles.item}>
              <div className={styles.head}>
                <span className={styles.name}>{service.name}</span>
                <Switch
                  aria-label={`开通${service.name}`}
                  checked={item.offered}
                  onChange={(offered) => change(service.id, { offered })}
                />
              </div>
              <label className={styles.price}>
                <span className={styles.unit}>¥</span>
                <Input
                  aria-label={`${service.name}价格（元）`}
                  inputMode="decimal"
                  maxLength={9}
                  value={item.yuan}
                  onChange={(yuan) => change(service.id, { yuan })}
                />
                <span className={styles.unit}>元</span>
              </label>
              <p className={styles.hint}>
                可设 {bandText(service)}
                {share ? `；${share}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
