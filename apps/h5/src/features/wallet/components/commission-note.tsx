import { formatFen, lawyerShareOf } from '@lawbridge/contract';
import { useUploadRules } from '../../documents/api/get-upload-rules';
import { useOwnServices } from '../../lawyer-profile/api/own-services';
import { ratePercent } from '../../lawyer-profile/service-prices';
import styles from './wallet-note.module.css';

/**
 * One line under the balances: the platform keeps its commission of each order (and the document commission of
 * each document sold) and the rest is the lawyer's, shown on the lawyer's own first offered service. Nothing
 * until the rates have loaded.
 */
export function CommissionNote() {
  const own = useOwnServices();
  const documents = useUploadRules();
  if (!own.data || !documents.data) return null;
  const rateBp = own.data.commission_rate_bp;
  const example = own.data.services.find((service) => service.offered === 1);
  return (
    <p className={styles.note}>
      平台收取订单成交价的{ratePercent(rateBp)}、文档售价的{documents.data.commission_percent}
      %作为佣金，其余计入钱包
      {example
        ? `：您的${example.name} ¥${formatFen(example.price)}，实得 ¥${formatFen(lawyerShareOf(example.price, rateBp))}`
        : ''}
      。
    </p>
  );
}
