import { API, type ChatConversation } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CHAT_DETAIL_STALE_MS, chatKeys } from './chat-keys';

/** One conversation as the caller's side sees it (unread, read receipt, free messages left, open order). */
export function getConversation(conversationId: number, signal?: AbortSignal): Promise<ChatConversation> {
  return request<ChatConversation>(API.chatConversationDetail, {
    query: { conversation_id: conversationId },
    signal,
  });
}

export const conversationQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: chatKeys.detail(conversationId),
    queryFn: ({ signal }) => getConversation(conversationId, signal),
    staleTime: CHAT_DETAIL_STALE_MS,
  });

export const useConversation = (conversationId: number) => useQuery(conversationQueryOptions(conversationId));
