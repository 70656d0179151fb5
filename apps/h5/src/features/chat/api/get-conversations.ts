import { API, type ChatConversation, type ChatSender } from '@lawbridge/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { chatKeys } from './chat-keys';

/** The user's conversations on one side (as a customer, or as the lawyer), the latest first. */
export function getConversations(
  side: ChatSender,
  signal?: AbortSignal,
  quiet = false,
): Promise<ChatConversation[]> {
  return request<ChatConversation[]>(API.chatConversations, { query: { side }, signal, quiet });
}

export const conversationsQueryOptions = (side: ChatSender) =>
  queryOptions({
    queryKey: chatKeys.conversations(side),
    queryFn: ({ signal }) => getConversations(side, signal),
    staleTime: 0,
  });

export const useConversations = (side: ChatSender) => useQuery(conversationsQueryOptions(side));

/**
 * Asks for a list again in the background (polling while the socket is down, or once it is back): the
 * answer replaces the cached list (a list that had failed shows again); a failure says nothing and
 * leaves what is shown.
 */
export async function refreshConversations(queryClient: QueryClient, side: ChatSender): Promise<void> {
  try {
    queryClient.setQueryData(chatKeys.conversations(side), await getConversations(side, undefined, true));
  } catch {
    // The next poll, or the socket, brings it.
  }
}
