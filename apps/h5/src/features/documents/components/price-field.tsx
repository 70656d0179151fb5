import { formatFen, type DocumentUploadRules } from '@lawbridge/contract';
import Input from 'antd-mobile/es/components/input';
import { shareText } from '../../lawyer-profile/service-prices';
import styles from './price-field.module.css';

/**
 * 价格: a certified lawyer sets one in 元 within the operators' band (empty is free) and sees what a sale
 * brings after the commission; everyone else uploads free documents.
 */
export function PriceField({
  rules,
  value,
  onChange,
}: {
  rules: DocumentUploadRules;
  value: string;
  onChange(yuan: string): void;
}) {
  if (!rules.can_sell) {
    return (
      <p className={styles.note}>
        免费文档<span className={styles.hint}>认证律师可上传付费文档</span>
      </p>
    );
  }
  const share = value.trim() ? shareText(value, rules.commission_percent * 100) : null;
  return (
    <div>
      <div className={styles.input}>
        <Input
          aria-label="价格（元）"
          inputMode="decimal"
          placeholder="不填为免费"
          value={value}
          onChange={onChange}
        />
        <span>元</span>
      </div>
      <p className={styles.hint}>
        价格范围 ¥{formatFen(rules.price_min)}–¥{formatFen(rules.price_max)}
        {share ? `；${share}` : `；平台收取${rules.commission_percent}%佣金`}
      </p>
    </div>
  );
}
