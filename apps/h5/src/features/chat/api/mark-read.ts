import { API, type ChatReadBody, type ChatSender } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { chatSocket } from '../../../lib/realtime';
import { request } from '../../../lib/request';
import { noteRead } from './chat-cache';

/** Marks a conversation read up to a message by HTTP (the socket's `read` frame does the same). */
export function markRead(body: ChatReadBody): Promise<null> {
  return request<null>(API.chatRead, { method: 'POST', body });
}

/**
 * Marks the open conversation read up to a message of the other side once it is shown: by a `read` frame
 * when the socket is ready, else by HTTP; each message id at most once, never backwards. The unread
 * count clears here at once; the other side sees the receipt.
 */
export function useMarkRead(conversationId: number, viewer: ChatSender) {
  const queryClient = useQueryClient();
  const marked = useRef(0);
  return useCallback(
    (messageId: number) => {
      if (messageId <= marked.current) return;
      marked.current = messageId;
      const body = { conversation_id: conversationId, message_id: messageId };
      if (!chatSocket().send({ type: 'read', ...body })) void markRead(body).catch(() => undefined);
      noteRead(queryClient, { ...body, reader: viewer }, viewer);
    },
    [conversationId, queryClient, viewer],
  );
}
