import type { ChatConversation, ChatMessage, ChatSender } from '@lawbridge/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { AsyncView } from '../../../components/async-view';
import { useChatSocketStatus } from '../../../lib/realtime';
import { addMessages, noteFreeLeft, noteMessage } from '../api/chat-cache';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { entriesOf, messagesOf, newestFromPeer } from '../entries';
import { freeLimitReached, isFreeLimitRefusal } from '../free-limit';
import { otherSide } from '../party';
import { useConversationLive } from '../use-conversation-live';
import { useOutbox } from '../use-outbox';
import { usePeerTyping, useTypingNotice } from '../use-typing';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { FreeLimitCard } from './free-limit-card';
import { PausedLawyerNotice } from './paused-lawyer-notice';
import { MessageList } from './message-list';
import styles from './conversation-view.module.css';

/** From this many free messages left, the customer is told how many remain today. */
const FEW_LEFT = 5;

/** One conversation, filling the screen below the bar: the messages and, under them, the composer. */
export function ConversationView({ conversationId, viewer }: { conversationId: number; viewer: ChatSender }) {
  const detail = useConversation(conversationId);
  const history = useMessages(conversationId);
  useConversationLive(conversationId, viewer, history.data !== undefined);
  const query = {
    data: detail.data && history.data ? detail.data : undefined,
    isPending: detail.isPending || history.isPending,
    isError: detail.isError || (history.isError && history.data === undefined),
    refetch: () => Promise.all([detail.refetch(), history.refetch()]),
  };
  return (
    <div className={styles.screen}>
      <AsyncView
        query={query}
        loading={<Skeleton.Paragraph lineCount={5} animated className={styles.skeleton} />}
      >
        {(conversation) => (
          <ConversationScreen conversation={conversation} history={history} viewer={viewer} />
        )}
      </AsyncView>
    </div>
  );
}

function ConversationScreen({
  conversation,
  history,
  viewer,
}: {
  conversation: ChatConversation;
  history: ReturnType<typeof useMessages>;
  viewer: ChatSender;
}) {
  const queryClient = useQueryClient();
  const { id } = conversation;
  const messages = useMemo(() => messagesOf(history.data), [history.data]);
  const outbox = useOutbox(id, {
    onSent: (message: ChatMessage) => {
      addMessages(queryClient, id, [message]);
      noteMessage(queryClient, message, id);
      if (viewer === 'customer') noteFreeLeft(queryClient, id, (left) => left - 1);
    },
    onFailed: (error) => {
      if (isFreeLimitRefusal(error)) noteFreeLeft(queryClient, id, () => 0);
    },
  });
  const entries = useMemo(
    () => entriesOf(messages, outbox.items, viewer, conversation.peer_read_id),
    [messages, outbox.items, viewer, conversation.peer_read_id],
  );
  const newestPeer = newestFromPeer(messages, viewer);
  // The newest message of the other side is marked read once shown, also when the cached conversation
  // says nothing is unread (it may be older than the messages a list or a socket frame added since);
  // the server ignores a mark that does not move forward.
  const markRead = useMarkRead(id, viewer);
  const onSeenNewest = useCallback(() => {
    if (newestPeer > 0) markRead(newestPeer);
  }, [markRead, newestPeer]);
  const peerTyping = usePeerTyping(id, otherSide(viewer));
  const typingNotice = useTypingNotice(id);
  const socketStatus = useChatSocketStatus();
  const freeLeft = viewer === 'customer' && conversation.free ? conversation.free_left_today : null;
  // Today's free messages are used up: the card replaces the composer, and a refused message cannot be
  // resent until an order lifts the limit.
  const limited = viewer === 'customer' && freeLimitReached(conversation);

  return (
    <>
      <ConversationHeader conversation={conversation} viewer={viewer} />
      {socketStatus === 'waiting' ? (
        <p className={styles.notice} role="status">
          连接已断开，正在重新连接…
        </p>
      ) : null}
      {viewer === 'customer' && conversation.free ? (
        <PausedLawyerNotice lawyerUuid={conversation.lawyer.uuid} className={styles.notice} />
      ) : null}
      <MessageList
        entries={entries}
        older={{
          hasMore: history.hasNextPage,
          loading: history.isFetchingNextPage,
          failed: history.isFetchNextPageError,
          load: () => void history.fetchNextPage(),
        }}
        peerTyping={peerTyping}
        onSeenNewest={onSeenNewest}
        onResend={limited ? null : outbox.resend}
      />
      {limited ? (
        <FreeLimitCard lawyerUuid={conversation.lawyer.uuid} />
      ) : (
        <>
          {freeLeft !== null && freeLeft <= FEW_LEFT ? (
            <p className={styles.notice}>今日还可免费发送{freeLeft}条消息</p>
          ) : null}
          <Composer onSend={outbox.send} onTyping={typingNotice} />
        </>
      )}
    </>
  );
}
