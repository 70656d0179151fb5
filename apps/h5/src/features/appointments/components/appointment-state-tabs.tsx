import Tabs from 'antd-mobile/es/components/tabs';
import type { AppointmentFilter } from '../api/appointment-keys';
import { APPOINTMENT_TABS, appointmentFilterOf } from '../appointment-text';
import styles from './appointment-state-tabs.module.css';

/** 预约记录's state tabs; they scroll sideways inside themselves on narrow screens. */
export function AppointmentStateTabs({
  value,
  onChange,
}: {
  value: AppointmentFilter;
  onChange(filter: AppointmentFilter): void;
}) {
  return (
    <Tabs
      className={styles.tabs}
      activeKey={value}
      onChange={(key) => onChange(appointmentFilterOf(key))}
      stretch={false}
    >
      {APPOINTMENT_TABS.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title} />
      ))}
    </Tabs>
  );
}
