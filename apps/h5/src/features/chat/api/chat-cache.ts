import {
  CHAT_SENDERS,
  type ChatConversation,
  type ChatMessage,
  type ChatSender,
  type ChatServerFrame,
} from '@lawbridge/contract';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import type { ChatHistory } from './get-messages';

/**
 * What the socket (or a send's answer) tells goes straight into the cached chat data: messages into the
 * open conversation's history, last messages and unread counts into the lists, read receipts into both.
 * Messages come more than once (the broadcast, the ack, a catch-up): everything here is keyed by id.
 */

/** Adds messages to a conversation's loaded history; false when none is loaded yet (nothing changed). */
export function addMessages(
  queryClient: QueryClient,
  conversationId: number,
  messages: ChatMessage[],
): boolean {
  const key = chatKeys.messages(conversationId);
  if (!queryClient.getQueryData<ChatHistory>(key)) return false;
  queryClient.setQueryData<ChatHistory>(key, (history) => {
    const [newest, ...older] = history?.pages ?? [];
    if (!history || !newest) return history;
    const known = new Set(history.pages.flatMap((page) => page.list.map((message) => message.id)));
    const fresh = new Map<number, ChatMessage>();
    for (const message of messages) {
      if (message.conversation_id === conversationId && !known.has(message.id))
        fresh.set(message.id, message);
    }
    if (fresh.size === 0) return history;
    const list = [...newest.list, ...fresh.values()].sort((a, b) => a.id - b.id);
    return { ...history, pages: [{ ...newest, list }, ...older] };
  });
  return true;
}

function updateLists(
  queryClient: QueryClient,
  conversationId: number,
  update: (conversation: ChatConversation, side: ChatSender) => ChatConversation,
): boolean {
  let found = false;
  for (const side of CHAT_SENDERS) {
    queryClient.setQueryData<ChatConversation[]>(chatKeys.conversations(side), (list) => {
      const index = list?.findIndex((conversation) => conversation.id === conversationId) ?? -1;
      if (!list || index < 0) return list;
      found = true;
      const updated = update(list[index]!, side);
      const rest = list.filter((_, position) => position !== index);
      // The list is the latest first: a conversation with a new message moves to the top.
      if (updated.updated_at > list[index]!.updated_at) return [updated, ...rest];
      return list.map((conversation, position) => (position === index ? updated : conversation));
    });
  }
  return found;
}

function updateDetail(
  queryClient: QueryClient,
  conversationId: number,
  update: (conversation: ChatConversation) => ChatConversation,
): void {
  queryClient.setQueryData<ChatConversation>(chatKeys.detail(conversationId), (conversation) =>
    conversation ? update(conversation) : conversation,
  );
}

/**
 * A new message in the lists: the last message, and one more unread when the other side wrote it and
 * the conversation is not the one open. A conversation not listed yet has the lists asked again.
 */
export function noteMessage(
  queryClient: QueryClient,
  message: ChatMessage,
  openConversationId: number | null,
): void {
  const found = updateLists(queryClient, message.conversation_id, (conversation, side) => {
    if (message.id <= (conversation.last_message?.id ?? 0)) return conversation;
    const unseen = message.sender !== side && message.conversation_id !== openConversationId;
    return {
      ...conversation,
      last_message: message,
      unread: conversation.unread + (unseen ? 1 : 0),
      updated_at: Math.max(conversation.updated_at, message.created_at),
    };
  });
  if (!found) void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
}

/** A read mark: mine clears the unread count; the other side's moves the receipt under my messages. */
export function noteRead(
  queryClient: QueryClient,
  read: { conversation_id: number; reader: ChatSender; message_id: number },
  viewer: ChatSender | null,
): void {
  const apply = (conversation: ChatConversation, side: ChatSender): ChatConversation =>
    read.reader === side
      ? { ...conversation, unread: 0 }
      : { ...conversation, peer_read_id: Math.max(conversation.peer_read_id, read.message_id) };
  updateLists(queryClient, read.conversation_id, apply);
  if (viewer) updateDetail(queryClient, read.conversation_id, (conversation) => apply(conversation, viewer));
}

/** The customer's free messages left today, as this screen last learned it (the server keeps the count). */
export function noteFreeLeft(
  queryClient: QueryClient,
  conversationId: number,
  left: (current: number) => number,
): void {
  updateDetail(queryClient, conversationId, (conversation) =>
    conversation.free && conversation.free_left_today !== null
      ? { ...conversation, free_left_today: Math.max(0, left(conversation.free_left_today)) }
      : conversation,
  );
}

/**
 * A frame from the socket into the cache; messages of a conversation whose history is not loaded yet
 * are handed to `unplaced` (the open conversation keeps them until its first page arrives).
 */
export function applyFrame(
  queryClient: QueryClient,
  frame: ChatServerFrame,
  options: { viewer: ChatSender; open: number | null; unplaced?(message: ChatMessage): void },
): void {
  if (frame.type === 'message' || frame.type === 'ack') {
    const { message } = frame;
    if (!addMessages(queryClient, message.conversation_id, [message])) options.unplaced?.(message);
    noteMessage(queryClient, message, options.open);
  } else if (frame.type === 'read') {
    noteRead(queryClient, frame, frame.conversation_id === options.open ? options.viewer : null);
  }
}

/** The newest message id of a loaded history (0 when it has none), or null before it is loaded. */
export function lastSeenId(queryClient: QueryClient, conversationId: number): number | null {
  const history = queryClient.getQueryData<ChatHistory>(chatKeys.messages(conversationId));
  if (!history) return null;
  return history.pages.reduce((newest, page) => Math.max(newest, page.list.at(-1)?.id ?? 0), 0);
}
