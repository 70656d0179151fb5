import type { ChatMessage, ChatSender } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatSocket, useChatFrames } from '../../lib/realtime';
import { addMessages, applyFrame, lastSeenId } from './api/chat-cache';

/**
 * Keeps the open conversation current from the socket: frames go into the cache; messages that come
 * before its first page has loaded wait for it; after every (re)connect the socket fetches what came
 * after the newest message loaded.
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
}

/** Keeps the conversation lists current from the socket while a list is shown. */
export function useConversationListLive(viewer: ChatSender): void {
  const queryClient = useQueryClient();
  useChatFrames((frame) => applyFrame(queryClient, frame, { viewer, open: null }));
}
