import List from 'antd-mobile/es/components/list';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { AccountCard } from '../components/account-card';
import { AccountEntries } from '../components/account-entries';
import { ContentLinks } from '../components/content-links';
import { LogoutButton } from '../components/logout-button';
import { SwitchSideItem } from '../components/switch-side-item';
import styles from './setting-page.module.css';

/**
 * Lawyer 设置: the lawyer's card (avatar, name, masked phone), the profile pages, help and the platform's
 * pages, back to the user side, 账号与安全, logout.
 */
export default function LawyerSettingPage() {
  const { navigateTo } = useAppNavigation();
  return (
    <div className={styles.page}>
      <AccountCard side="lawyer" />
      <List mode="card" header="我的资料">
        <List.Item onClick={() => navigateTo(PATHS.lawyerProfile)}>编辑资料</List.Item>
        <List.Item onClick={() => navigateTo(PATHS.lawyerDescription)}>个人简介</List.Item>
        <List.Item onClick={() => navigateTo(PATHS.lawyerReviews)}>我的评价</List.Item>
        <List.Item onClick={() => navigateTo(PATHS.lawyerAppeals)}>用户申诉</List.Item>
      </List>
      <ContentLinks />
      <List mode="card">
        <SwitchSideItem to="customer" />
      </List>
      <AccountEntries />
      <LogoutButton />
    </div>
  );
}
