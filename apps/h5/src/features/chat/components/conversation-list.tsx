import type { ChatConversation, ChatSender } from '@lawbridge/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { MessageOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { useConversations } from '../api/get-conversations';
import { useConversationListLive } from '../use-conversation-live';
import { ConversationItem } from './conversation-item';
import styles from './conversation-list.module.css';

export interface ConversationListProps {
  side: ChatSender;
  /** The address that opens one conversation. */
  linkTo(conversation: ChatConversation): string;
  emptyText: string;
  /** The way out of an empty list, if any. */
  emptyAction?: ReactNode;
}

/** The user's conversations on one side, the latest first, kept current by the socket while shown. */
export function ConversationList({ side, linkTo, emptyText, emptyAction }: ConversationListProps) {
  const conversations = useConversations(side);
  useConversationListLive(side);
  return (
    <AsyncView
      query={conversations}
      loading={<Skeleton.Paragraph lineCount={6} animated className={styles.skeleton} />}
    >
      {(list) =>
        list.length === 0 ? (
          <EmptyState text={emptyText} icon={<MessageOutline />}>
            {emptyAction}
          </EmptyState>
        ) : (
          <ul className={styles.list} aria-label="会话列表">
            {list.map((conversation) => (
              <li key={conversation.id}>
                <ConversationItem conversation={conversation} viewer={side} to={linkTo(conversation)} />
              </li>
            ))}
          </ul>
        )
      }
    </AsyncView>
  );
}
