import { API, type ChatMessagesPage } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { chatKeys } from './chat-keys';

export const CHAT_PAGE_SIZE = 20;

/** The history as cached: the newest page first, each older page after it; each page oldest first. */
export type ChatHistory = InfiniteData<ChatMessagesPage>;

/** One page of a conversation's history before `beforeId` (the newest without), oldest first. */
export function getMessages(
  conversationId: number,
  beforeId: number | undefined,
  signal?: AbortSignal,
): Promise<ChatMessagesPage> {
  return request<ChatMessagesPage>(API.chatMessages, {
    query: { conversation_id: conversationId, before_id: beforeId, limit: CHAT_PAGE_SIZE },
    signal,
  });
}

export const messagesQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatMessagesPage) => (page.has_more ? page.list[0]?.id : undefined),
    staleTime: 0,
  });

/** A conversation's history, loaded backwards page by page as the reader scrolls up. */
export const useMessages = (conversationId: number) => useInfiniteQuery(messagesQueryOptions(conversationId));
