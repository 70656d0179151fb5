import List from 'antd-mobile/es/components/list';
import { isLawyer, useSession } from '../../../lib/session/session-store';
import { DocumentEntries } from '../../documents/components/document-entries';
import { LawyerJoinItem } from '../../lawyer-apply/components/lawyer-join-item';
import { AccountCard } from '../components/account-card';
import { AccountEntries } from '../components/account-entries';
import { ContentLinks } from '../components/content-links';
import { LogoutButton } from '../components/logout-button';
import { OrderEntries } from '../components/order-entries';
import { SwitchSideItem } from '../components/switch-side-item';
import styles from './setting-page.module.css';

/**
 * 我的 (route title 设置): the account card, orders, documents, help and the platform's pages, the lawyer side
 * (or 律师入驻 for a signed-in customer), 账号与安全, logout.
 */
export default function CustomerSettingPage() {
  const signedIn = useSession((state) => Boolean(state.token));
  const lawyer = useSession((state) => isLawyer(state.user));
  return (
    <div className={styles.page}>
      <AccountCard />
      <OrderEntries />
      <DocumentEntries />
      <ContentLinks />
      {signedIn ? (
        <List mode="card">{lawyer ? <SwitchSideItem to="lawyer" /> : <LawyerJoinItem />}</List>
      ) : null}
      {signedIn ? <AccountEntries /> : null}
      <LogoutButton />
    </div>
  );
}
