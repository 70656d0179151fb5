import type { ChatSender } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session-store';
import { chatKeys } from './chat-keys';
import { getConversations } from './get-conversations';

/** The tab bar asks again each minute; the conversation list (and its socket) keeps it current meanwhile. */
const UNREAD_REFRESH_MS = 60_000;

/**
 * How many messages wait unread in `side`'s conversations: the badge on that side's chat tab (咨询, 会话),
 * read from the same cached list the chat tab shows, so opening a conversation clears it. Asked quietly (a
 * badge never toasts); 0 while signed out.
 */
export function useChatUnread(side: ChatSender): number {
  const signedIn = useSession((state) => Boolean(state.token));
  const unread = useQuery({
    queryKey: chatKeys.conversations(side),
    queryFn: ({ signal }) => getConversations(side, signal, true),
    enabled: signedIn,
    refetchInterval: UNREAD_REFRESH_MS,
    select: (list) => list.reduce((sum, conversation) => sum + conversation.unread, 0),
  });
  return signedIn ? (unread.data ?? 0) : 0;
}
