import Form from 'antd-mobile/es/components/form';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import styles from './identity-items.module.css';

/** 姓名 and 执业证号 change only through a new certification (PRODUCT §5), so they are shown read-only. */
export function IdentityItems({ name, licenceMasked }: { name: string; licenceMasked: string }) {
  return (
    <>
      <Form.Item label="姓名">
        <span className={styles.value}>{name}</span>
      </Form.Item>
      <Form.Item
        label="执业证号"
        description={
          <span className={styles.note}>
            姓名和执业证号需重新认证后修改，
            <Link to={withQuery(PATHS.lawyerApply, { reapply: 1 })}>重新认证</Link>
          </span>
        }
      >
        <span className={styles.value}>{licenceMasked}</span>
      </Form.Item>
    </>
  );
}
