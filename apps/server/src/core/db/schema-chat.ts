import type { ChatSender } from '@lawbridge/contract';
import type { Generated, Selectable } from 'kysely';

/** Table types of migration 018 (chat, PRODUCT §9). They join `Database` by declaration merging. */
export interface ConversationsTable {
  id: Generated<number>;
  customer_id: number;
  lawyer_id: number;
  /** The newest message's id (0 before the first): lists are ordered by it. */
  last_message_id: Generated<number>;
  /** The last message id each side has read. */
  customer_read_id: Generated<number>;
  lawyer_read_id: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: ChatSender;
  sender_user_id: number;
  client_id: string;
  kind: 'text' | 'image';
  text: string | null;
  upload_id: string | null;
  created_at: number;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

declare module './schema' {
  interface Database {
    conversations: ConversationsTable;
    chat_messages: ChatMessagesTable;
  }
}
