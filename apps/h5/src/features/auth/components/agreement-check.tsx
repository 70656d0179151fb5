import Checkbox from 'antd-mobile/es/components/checkbox';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import styles from './agreement-check.module.css';

export function AgreementCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className={styles.agreement}>
      <Checkbox checked={checked} onChange={onChange} aria-label="同意用户协议和隐私协议" />
      <span className={styles.text}>
        我已阅读并同意
        <Link to={PATHS.agreementUser}>《用户协议》</Link>和
        <Link to={PATHS.agreementPrivacy}>《隐私协议》</Link>
      </span>
    </div>
  );
}
