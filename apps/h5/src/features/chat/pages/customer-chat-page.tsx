import { MessageOutline } from 'antd-mobile-icons';
import { EmptyState } from '../../../components/empty-state';
import { FindLawyerButton } from '../../../components/find-lawyer-button';

/** 免费在线咨询 (the 咨询 tab): the customer's conversations with lawyers. */
export default function CustomerChatPage() {
  return (
    <EmptyState text="暂无咨询会话" icon={<MessageOutline />}>
      <FindLawyerButton />
    </EmptyState>
  );
}
