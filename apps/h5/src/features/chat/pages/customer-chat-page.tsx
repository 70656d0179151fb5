import { lawyerDetailQuery } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { ExclamationCircleOutline, MessageOutline } from 'antd-mobile-icons';
import type { PageProps } from '../../../app/page-types';
import { loginAddress, PATHS } from '../../../app/paths';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { FindLawyerButton } from '../../../components/find-lawyer-button';
import { currentAddress } from '../../../lib/navigation';
import { ApiError, TRANSPORT_FAILURE } from '../../../lib/request';
import { useSession } from '../../../lib/session/session-store';
import { withQuery } from '../../../lib/url';
import { useOpenConversation } from '../api/open-conversation';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';

/**
 * 免费在线咨询 (query: lawyer_uuid): with a lawyer, the conversation with them (opened, or created on
 * first use); without, the 咨询 tab: the customer's conversations, and 去找律师 when there are none.
 */
export default function CustomerChatPage({ query }: PageProps) {
  const signedIn = useSession((state) => state.token !== null);
  if (!signedIn) return <SignInFirst />;
  if (query.lawyer_uuid === undefined) {
    return (
      <ConversationList
        side="customer"
        linkTo={(conversation) => withQuery(PATHS.customerChat, { lawyer_uuid: conversation.lawyer.uuid })}
        emptyText="暂无咨询会话"
        emptyAction={<FindLawyerButton />}
      />
    );
  }
  if (!lawyerDetailQuery.safeParse({ uuid: query.lawyer_uuid }).success)
    return <Unavailable text="律师不存在" />;
  return <OpenedConversation key={query.lawyer_uuid} lawyerUuid={query.lawyer_uuid} />;
}

function OpenedConversation({ lawyerUuid }: { lawyerUuid: string }) {
  const opened = useOpenConversation(lawyerUuid);
  // A refusal (该律师暂不可咨询, 不能向自己咨询) says why; a failed connection offers a retry.
  if (opened.error instanceof ApiError && opened.error.code !== TRANSPORT_FAILURE) {
    return <Unavailable text={opened.error.message} />;
  }
  return (
    <AsyncView query={opened}>
      {(conversation) => <ConversationView conversationId={conversation.id} viewer="customer" />}
    </AsyncView>
  );
}

function Unavailable({ text }: { text: string }) {
  return (
    <EmptyState text={text} icon={<ExclamationCircleOutline />}>
      <FindLawyerButton />
    </EmptyState>
  );
}

function SignInFirst() {
  const { navigateTo } = useAppNavigation();
  return (
    <EmptyState text="登录后即可免费咨询律师" icon={<MessageOutline />}>
      <Button color="primary" size="small" onClick={() => navigateTo(loginAddress(currentAddress()))}>
        去登录
      </Button>
    </EmptyState>
  );
}
