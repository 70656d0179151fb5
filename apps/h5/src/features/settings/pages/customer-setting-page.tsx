import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { isLawyer, useSession } from '../../../lib/session/session-store';
import { LawyerJoinItem } from '../../lawyer-apply/components/lawyer-join-item';
import { ContentLinks } from '../components/content-links';
import { SessionButton } from '../components/session-button';
import { SwitchSideItem } from '../components/switch-side-item';
import styles from './setting-page.module.css';

/** Customer 设置: profile, the platform's content pages, the lawyer side (or 律师入驻), logout. */
export default function CustomerSettingPage() {
  const navigate = useNavigate();
  const lawyer = useSession((state) => isLawyer(state.user));
  return (
    <div className={styles.page}>
      <List mode="card">
        <List.Item onClick={() => void navigate(PATHS.customerProfile)}>个人信息</List.Item>
      </List>
      <ContentLinks />
      <List mode="card">{lawyer ? <SwitchSideItem to="lawyer" /> : <LawyerJoinItem />}</List>
      <SessionButton returnTo={PATHS.customerSetting} />
    </div>
  );
}
