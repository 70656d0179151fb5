import {
  EditSOutline,
  FileOutline,
  FolderOutline,
  MessageOutline,
  PayCircleOutline,
  SetOutline,
  StarOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { PATHS } from '../../../app/paths';
import { EntryGrid, type GridEntry } from '../../../components/entry-grid';

const ENTRIES: readonly GridEntry[] = [
  { label: '在线会话', to: PATHS.lawyerChat, icon: <MessageOutline />, tint: '#1677ff' },
  { label: '我的评价', to: PATHS.lawyerReviews, icon: <StarOutline />, tint: '#ff8f1f' },
  { label: '钱包明细', to: PATHS.lawyerWallet, icon: <PayCircleOutline />, tint: '#00b578' },
  { label: '编辑资料', to: PATHS.lawyerProfile, icon: <EditSOutline />, tint: '#7b61ff' },
  { label: '个人简介', to: PATHS.lawyerDescription, icon: <FileOutline />, tint: '#0fb5ae' },
  { label: '我的文档', to: PATHS.documentMine, icon: <FolderOutline />, tint: '#0e62d9' },
  { label: '上传文档', to: PATHS.documentUpload, icon: <UploadOutline />, tint: '#ad5700' },
  { label: '设置', to: PATHS.lawyerSetting, icon: <SetOutline />, tint: '#6e6e73' },
];

/** The lawyer's work: conversations, reviews, wallet, profile pages, documents and settings. */
export function WorkbenchEntries() {
  return <EntryGrid entries={ENTRIES} columns={4} label="工作台入口" />;
}
