import { CalendarOutline, DownlandOutline, MessageOutline, TeamOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS, type AppPath } from '../../../app/paths';
import styles from './service-entries.module.css';

interface Entry {
  label: string;
  to: AppPath;
  icon: ReactNode;
  tint: string;
}

const ENTRIES: Entry[] = [
  { label: '找律师', to: PATHS.lawyerList, icon: <TeamOutline />, tint: '#1677ff' },
  { label: '免费咨询', to: PATHS.customerChat, icon: <MessageOutline />, tint: '#00b578' },
  { label: '线下预约', to: PATHS.appointmentCreate, icon: <CalendarOutline />, tint: '#ff8f1f' },
  { label: '文档下载', to: PATHS.documentDownload, icon: <DownlandOutline />, tint: '#7b61ff' },
];

export function ServiceEntries() {
  return (
    <nav className={styles.entries} aria-label="服务入口">
      {ENTRIES.map((entry) => (
        <Link key={entry.to} className={styles.entry} to={entry.to}>
          <span className={styles.icon} style={{ color: entry.tint, background: `${entry.tint}14` }}>
            {entry.icon}
          </span>
          <span className={styles.label}>{entry.label}</span>
        </Link>
      ))}
    </nav>
  );
}
