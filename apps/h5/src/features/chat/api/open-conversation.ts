import { API, type ChatConversation } from '@lawbridge/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { chatKeys } from './chat-keys';

/** 免费在线咨询 with a lawyer: the customer's conversation with them, created on first use. */
export function openConversation(lawyerUuid: string, signal?: AbortSignal): Promise<ChatConversation> {
  return request<ChatConversation>(API.chatConversations, {
    method: 'POST',
    body: { lawyer_uuid: lawyerUuid },
    signal,
  });
}

/**
 * The conversation with `lawyerUuid`, opened (it is safe to ask again: the same one comes back); it
 * also becomes the conversation's cached detail, so showing it asks nothing more.
 */
export function useOpenConversation(lawyerUuid: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.opened(lawyerUuid),
    queryFn: async ({ signal }) => {
      const conversation = await openConversation(lawyerUuid, signal);
      queryClient.setQueryData(chatKeys.detail(conversation.id), conversation);
      return conversation;
    },
    staleTime: 0,
  });
}
