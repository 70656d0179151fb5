import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { ContentLinks } from '../components/content-links';
import { SessionButton } from '../components/session-button';
import { SwitchSideItem } from '../components/switch-side-item';
import styles from './setting-page.module.css';

/** Lawyer 设置: the lawyer's profile pages, the platform's content pages, back to the user side, logout. */
export default function LawyerSettingPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <List mode="card">
        <List.Item onClick={() => void navigate(PATHS.lawyerProfile)}>编辑资料</List.Item>
        <List.Item onClick={() => void navigate(PATHS.lawyerDescription)}>个人简介</List.Item>
      </List>
      <ContentLinks />
      <List mode="card">
        <SwitchSideItem to="customer" />
      </List>
      <SessionButton returnTo={PATHS.lawyerSetting} />
    </div>
  );
}
