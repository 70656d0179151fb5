import { PATHS } from '../../../app/paths';
import {
  WORKBENCH_PAGE_SIZE,
  WorkbenchSection,
  type WorkbenchTab,
} from '../../../components/workbench-section';
import type { LawyerAppointmentGroup } from '../api/appointment-keys';
import { useLawyerAppointments } from '../api/get-lawyer-appointments';
import { AppointmentCard } from './appointment-card';

const GROUPS: readonly WorkbenchTab<LawyerAppointmentGroup>[] = [
  { key: 'waiting', title: '待确认', empty: '暂无待确认的预约' },
  { key: 'upcoming', title: '待面谈', empty: '暂无待面谈的预约' },
  { key: 'all', title: '全部预约', empty: '暂无线下预约' },
];

/**
 * 线下预约 on the workbench: appointments the platform sent the lawyer (waiting for an answer) and accepted
 * ones still to be met, with counts; every appointment a tap away.
 */
export function LawyerAppointments() {
  const waiting = useLawyerAppointments('waiting', WORKBENCH_PAGE_SIZE);
  const upcoming = useLawyerAppointments('upcoming', WORKBENCH_PAGE_SIZE);
  return (
    <WorkbenchSection
      titleId="lawyer-appointments-title"
      title="线下预约"
      tabsLabel="预约分组"
      tabs={GROUPS}
      initial="waiting"
      counts={{ waiting: waiting.data?.pages[0]?.total, upcoming: upcoming.data?.pages[0]?.total }}
      useOrders={useLawyerAppointments}
      detailPath={PATHS.lawyerAppointmentDetail}
      renderCard={(appointment, to) => <AppointmentCard appointment={appointment} viewer="lawyer" to={to} />}
    />
  );
}
