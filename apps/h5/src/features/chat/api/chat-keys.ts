import type { ChatSender } from '@lawbridge/contract';
import { USER_QUERY_SCOPE } from '../../user/api/user-keys';

/**
 * Chat data is the signed-in user's (dropped when someone signs in or out). Conversations change with
 * every message, so lists are asked again whenever shown; the socket keeps what is shown current.
 */
export const chatKeys = {
  all: [...USER_QUERY_SCOPE, 'chat'] as const,
  lists: () => [...chatKeys.all, 'conversations'] as const,
  conversations: (side: ChatSender) => [...chatKeys.lists(), side] as const,
  opened: (lawyerUuid: string) => [...chatKeys.all, 'open', lawyerUuid] as const,
  detail: (conversationId: number) => [...chatKeys.all, 'detail', conversationId] as const,
  messages: (conversationId: number) => [...chatKeys.all, 'messages', conversationId] as const,
};

/** A conversation just opened or fetched is current for a moment: opening it does not ask twice. */
export const CHAT_DETAIL_STALE_MS = 10_000;
