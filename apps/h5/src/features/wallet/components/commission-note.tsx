import { formatFen, lawyerShareOf } from '@lawbridge/contract';
import { useOwnServices } from '../../lawyer-profile/api/own-services';
import { ratePercent } from '../../lawyer-profile/service-prices';
import styles from './wallet-note.module.css';

/**
 * One line under the balances: the platform keeps its commission of each order and the rest is the
 * lawyer's, shown on the lawyer's own first offered service. Nothing until the rate has loaded.
 */
export function CommissionNote() {
  const own = useOwnServices();
  if (!own.data) return null;
  const rateBp = own.data.commission_rate_bp;
  const example = own.data.services.find((service) => service.offered === 1);
  return (
    <p className={styles.note}>
      平台收取订单成交价的{ratePercent(rateBp)}作为佣金，其余计入钱包
      {example
        ? `：您的${example.name} ¥${formatFen(example.price)}，实得 ¥${formatFen(lawyerShareOf(example.price, rateBp))}`
        : ''}
      。
    </p>
  );
}
