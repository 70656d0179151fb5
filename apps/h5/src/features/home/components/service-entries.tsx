import { CalendarOutline, DownlandOutline, MessageOutline, TeamOutline } from 'antd-mobile-icons';
import { PATHS } from '../../../app/paths';
import { EntryGrid, type GridEntry } from '../../../components/entry-grid';

const ENTRIES: GridEntry[] = [
  { label: '找律师', to: PATHS.lawyerList, icon: <TeamOutline />, tint: '#1677ff' },
  { label: '免费咨询', to: PATHS.customerChat, icon: <MessageOutline />, tint: '#00b578' },
  { label: '线下预约', to: PATHS.appointmentCreate, icon: <CalendarOutline />, tint: '#ff8f1f' },
  { label: '文档下载', to: PATHS.documentDownload, icon: <DownlandOutline />, tint: '#7b61ff' },
];

/** The customer home's four service entries. */
export function ServiceEntries() {
  return <EntryGrid entries={ENTRIES} columns={4} label="服务入口" />;
}
