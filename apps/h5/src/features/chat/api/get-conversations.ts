import { API, type ChatConversation, type ChatSender } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { chatKeys } from './chat-keys';

/** The user's conversations on one side (as a customer, or as the lawyer), the latest first. */
export function getConversations(side: ChatSender, signal?: AbortSignal): Promise<ChatConversation[]> {
  return request<ChatConversation[]>(API.chatConversations, { query: { side }, signal });
}

export const conversationsQueryOptions = (side: ChatSender) =>
  queryOptions({
    queryKey: chatKeys.conversations(side),
    queryFn: ({ signal }) => getConversations(side, signal),
    staleTime: 0,
  });

export const useConversations = (side: ChatSender) => useQuery(conversationsQueryOptions(side));
