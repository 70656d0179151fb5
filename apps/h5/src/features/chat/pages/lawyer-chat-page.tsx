import Button from 'antd-mobile/es/components/button';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { EmptyState } from '../../../components/empty-state';
import { withQuery } from '../../../lib/url';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';

/**
 * 在线会话 (query: conversation_id): one conversation with a customer; without it, the 会话 tab: the
 * lawyer's conversations with customers, the latest first.
 */
export default function LawyerChatPage({ query }: PageProps) {
  if (query.conversation_id === undefined) {
    return (
      <ConversationList
        side="lawyer"
        linkTo={(conversation) => withQuery(PATHS.lawyerChat, { conversation_id: conversation.id })}
        emptyText="暂无会话"
      />
    );
  }
  const conversationId = Number(query.conversation_id);
  if (!Number.isInteger(conversationId) || conversationId < 1) return <NoSuchConversation />;
  return <ConversationView key={conversationId} conversationId={conversationId} viewer="lawyer" />;
}

function NoSuchConversation() {
  const { navigateBack } = useAppNavigation();
  return (
    <EmptyState text="会话不存在" icon={<ExclamationCircleOutline />}>
      <Button size="small" color="primary" fill="outline" onClick={navigateBack}>
        返回
      </Button>
    </EmptyState>
  );
}
