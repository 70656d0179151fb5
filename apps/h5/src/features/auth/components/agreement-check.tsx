import Checkbox from 'antd-mobile/es/components/checkbox';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import styles from './agreement-check.module.css';

/**
 * 我已阅读并同意《用户协议》和《隐私协议》: the box and its words toggle the agreement; only the two
 * titles open the texts. Each part is at least 44 px tall, so a tap never lands on the wrong one.
 */
export function AgreementCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className={styles.agreement} data-field="agreed">
      <Checkbox
        className={styles.check}
        checked={checked}
        onChange={onChange}
        aria-label="同意用户协议和隐私协议"
      >
        我已阅读并同意
      </Checkbox>
      {/* The titles and their 和 wrap as one, so a narrow screen never strands 《隐私协议》 on a line. */}
      <span className={styles.titles}>
        <Link className={styles.link} to={PATHS.agreementUser}>
          《用户协议》
        </Link>
        和
        <Link className={styles.link} to={PATHS.agreementPrivacy}>
          《隐私协议》
        </Link>
      </span>
    </div>
  );
}
