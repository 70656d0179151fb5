import { MessageOutline } from 'antd-mobile-icons';
import { EmptyState } from '../../../components/empty-state';

/** 在线会话 (the lawyer's 会话 tab): the lawyer's conversations with customers. */
export default function LawyerChatPage() {
  return <EmptyState text="暂无会话" icon={<MessageOutline />} />;
}
