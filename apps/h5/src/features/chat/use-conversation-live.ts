import type { ChatMessage, ChatSender } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatSocket, useChatFrames, useChatResync } from '../../lib/realtime';
import { addMessages, applyFrame, lastSeenId } from './api/chat-cache';
import { chatKeys } from './api/chat-keys';
import { refreshConversations } from './api/get-conversations';

/**
 * Keeps the open conversation current from the socket: frames go into the cache; messages that come
 * before its first page has loaded wait for it; after every (re)connect, and every few seconds by HTTP
 * while the socket is not ready, the socket fetches what came after the newest message loaded. Once
 * ready again after such a time, the conversation (read receipt, free messages left) and the lists are
 * asked again.
 */
export function useConversationLive(
  conversationId: number,
  viewer: ChatSender,
  historyLoaded: boolean,
): void {
  const queryClient = useQueryClient();
  const unplaced = useRef<ChatMessage[]>([]);
  useChatFrames((frame) =>
    applyFrame(queryClient, frame, {
      viewer,
      open: conversationId,
      unplaced: (message) => {
        if (message.conversation_id === conversationId) unplaced.current.push(message);
      },
    }),
  );
  useEffect(() => {
    if (!historyLoaded || unplaced.current.length === 0) return;
    addMessages(queryClient, conversationId, unplaced.current);
    unplaced.current = [];
  }, [conversationId, historyLoaded, queryClient]);
  useEffect(
    () => chatSocket().watch(conversationId, () => lastSeenId(queryClient, conversationId)),
    [conversationId, queryClient],
  );
  useChatResync((reason) => {
    if (reason !== 'reconnect') return;
    void queryClient.invalidateQueries({ queryKey: chatKeys.detail(conversationId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  });
}

/**
 * Keeps the conversation lists current while a list is shown: from the socket's frames, and by asking
 * the server again every few seconds while the socket is not ready and once when it is ready again.
 */
export function useConversationListLive(viewer: ChatSender): void {
  const queryClient = useQueryClient();
  useChatFrames((frame) => applyFrame(queryClient, frame, { viewer, open: null }));
  useChatResync(() => void refreshConversations(queryClient, viewer));
}
