import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/**
 * Chat (PRODUCT §9): one conversation per customer and lawyer; its messages in the server's order (the id).
 * A message's `client_id` is unique per sender within the conversation, so a resend after a reconnect finds
 * the stored message instead of adding one. Each side's read mark is the last message id it has read;
 * unread counts are the other side's messages after it. `last_message_id` orders the conversation lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('conversations'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id'))
    .addColumn('last_message_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('customer_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lawyer_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('conversations_pair', ['customer_id', 'lawyer_id'])
    .execute();
  await db.schema
    .createIndex('conversations_lawyer')
    .on('conversations')
    .columns(['lawyer_id', 'last_message_id'])
    .execute();
  await db.schema
    .createIndex('conversations_customer')
    .on('conversations')
    .columns(['customer_id', 'last_message_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('chat_messages'))
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id'))
    .addColumn('sender', 'varchar(16)', (col) => col.notNull())
    .addColumn('sender_user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('client_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('text', 'text')
    .addColumn('upload_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('chat_messages_client', ['conversation_id', 'sender', 'client_id'])
    .execute();
  // History pages and "after the last seen id" both walk one conversation by id.
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();
  // The free limit counts a customer's messages in a conversation since the day began.
  await db.schema
    .createIndex('chat_messages_daily')
    .on('chat_messages')
    .columns(['conversation_id', 'sender', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('conversations').execute();
}
