import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addMessages, lastSeenId } from '../../../src/features/chat/api/chat-cache';
import { chatKeys } from '../../../src/features/chat/api/chat-keys';
import type { ChatHistory } from '../../../src/features/chat/api/get-messages';
import { entriesOf, messagesOf } from '../../../src/features/chat/entries';
import { chatMessage, CONVERSATION_ID } from './chat-fixtures';

/** A cache holding a conversation's history as loaded: the newest page first. */
function cacheWith(...pages: number[][]): QueryClient {
  const queryClient = new QueryClient();
  const history: ChatHistory = {
    pages: pages.map((ids) => ({ list: ids.map((id) => chatMessage({ id })), has_more: false })),
    pageParams: pages.map(() => undefined),
  };
  queryClient.setQueryData(chatKeys.messages(CONVERSATION_ID), history);
  return queryClient;
}

const shownIds = (queryClient: QueryClient) =>
  messagesOf(queryClient.getQueryData<ChatHistory>(chatKeys.messages(CONVERSATION_ID))).map(
    (message) => message.id,
  );

describe('the order messages are drawn in', () => {
  it('is the server’s (by id) when messages come out of order, one by one or together', () => {
    const queryClient = cacheWith([10, 11, 12]);
    addMessages(queryClient, CONVERSATION_ID, [chatMessage({ id: 14 })]);
    addMessages(queryClient, CONVERSATION_ID, [chatMessage({ id: 13 })]);
    expect(shownIds(queryClient)).toEqual([10, 11, 12, 13, 14]);
    // Messages that waited for the history (they came before it loaded) arrive together, in any order.
    addMessages(queryClient, CONVERSATION_ID, [
      chatMessage({ id: 17 }),
      chatMessage({ id: 15 }),
      chatMessage({ id: 16 }),
    ]);
    expect(shownIds(queryClient)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
    expect(lastSeenId(queryClient, CONVERSATION_ID)).toBe(17);
  });

  it('keeps each message once across overlapping pages, and mine on their way after the stored ones', () => {
    const queryClient = cacheWith([20, 21, 22], [18, 19, 20]);
    addMessages(queryClient, CONVERSATION_ID, [chatMessage({ id: 21 }), chatMessage({ id: 23 })]);
    const messages = messagesOf(queryClient.getQueryData<ChatHistory>(chatKeys.messages(CONVERSATION_ID)));
    expect(messages.map((message) => message.id)).toEqual([18, 19, 20, 21, 22, 23]);
    const entries = entriesOf(
      messages,
      [
        {
          clientId: 'pending-0001',
          body: { conversation_id: CONVERSATION_ID, client_id: 'pending-0001', kind: 'text', text: '在吗' },
          status: 'sending',
          text: '在吗',
          imageUrl: null,
          createdAt: 0,
        },
      ],
      'customer',
      0,
    );
    expect(entries.map((entry) => entry.messageId)).toEqual([18, 19, 20, 21, 22, 23, null]);
    expect(entries.at(-1)?.party).toBe('myself');
    expect(entries[0]?.party).toBe('lawyer');
  });
});
