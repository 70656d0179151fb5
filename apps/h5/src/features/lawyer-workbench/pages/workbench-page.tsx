import Skeleton from 'antd-mobile/es/components/skeleton';
import { AsyncView } from '../../../components/async-view';
import { LawyerAppointments } from '../../appointments/components/lawyer-appointments';
import { useOwnProfile } from '../../lawyer-profile/api/get-own-profile';
import { NotificationBell } from '../../notifications/components/notification-bell';
import { PendingOrders } from '../components/pending-orders';
import { WorkbenchEntries } from '../components/workbench-entries';
import { WorkbenchHeader } from '../components/workbench-header';
import styles from './workbench-page.module.css';

/**
 * The lawyer home on '/' while the session is on the lawyer side: own card, entries, pending orders and
 * offline appointments.
 */
export default function WorkbenchPage() {
  const profile = useOwnProfile();
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <h1 className={styles.title}>律桥律师工作台</h1>
        <NotificationBell />
      </header>
      <AsyncView
        query={profile}
        loading={<Skeleton.Paragraph lineCount={3} animated className={styles.skeleton} />}
      >
        {(lawyer) => <WorkbenchHeader lawyer={lawyer} />}
      </AsyncView>
      <WorkbenchEntries />
      <PendingOrders />
      <LawyerAppointments />
    </div>
  );
}
