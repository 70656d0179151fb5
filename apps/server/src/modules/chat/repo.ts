import type { ChatSender } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-chat';
import type { ChatMessageRow, ConversationRow } from '../../core/db/schema-chat';
import type { Database } from '../../core/db/schema';

/** A conversation with the names and pictures its lists show. */
export type ConversationListRow = ConversationRow & {
  lawyer_uuid: string;
  lawyer_name: string;
  lawyer_avatar: string | null;
  lawyer_user_id: number;
  customer_nickname: string;
  customer_avatar: string | null;
};

/** Who talks in a conversation: fixed once it is opened (a lawyer profile never changes hands). */
export interface ConversationParties {
  id: number;
  customer_id: number;
  lawyer_id: number;
  lawyer_user_id: number;
}

export interface NewChatMessage {
  conversationId: number;
  sender: ChatSender;
  senderUserId: number;
  clientId: string;
  kind: 'text' | 'image';
  text: string | null;
  uploadId: string | null;
  now: number;
}

function sentByClientId(db: Kysely<Database>, conversationId: number, sender: ChatSender, clientId: string) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', sender)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

async function sentSince(
  db: Kysely<Database>,
  conversationId: number,
  sender: ChatSender,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', sender)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts a message (a copy of the same client id finds the stored one) and moves the conversation's last id. */
async function storeMessage(
  db: Kysely<Database>,
  message: NewChatMessage,
): Promise<{ row: ChatMessageRow; created: boolean }> {
  const inserted = await db
    .insertInto('chat_messages')
    .values({
      conversation_id: message.conversationId,
      sender: message.sender,
      sender_user_id: message.senderUserId,
      client_id: message.clientId,
      kind: message.kind,
      text: message.text,
      upload_id: message.uploadId,
      created_at: message.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await sentByClientId(db, message.conversationId, message.sender, message.clientId);
    return { row: earlier!, created: false };
  }
  await db
    .updateTable('conversations')
    .set({ last_message_id: inserted.id, updated_at: message.now })
    .where('id', '=', message.conversationId)
    .where('last_message_id', '<', inserted.id)
    .execute();
  return { row: inserted, created: true };
}

/** The only SQL of chat (PRODUCT §9). */
export function createChatRepo(db: Kysely<Database>) {
  const named = () =>
    db
      .selectFrom('conversations')
      .innerJoin('lawyers', 'lawyers.id', 'conversations.lawyer_id')
      .innerJoin('users as customer', 'customer.id', 'conversations.customer_id')
      .selectAll('conversations')
      .select([
        'lawyers.uuid as lawyer_uuid',
        'lawyers.name as lawyer_name',
        'lawyers.avatar_upload_id as lawyer_avatar',
        'lawyers.user_id as lawyer_user_id',
        'customer.nickname as customer_nickname',
        'customer.avatar_upload_id as customer_avatar',
      ]);

  return {
    lawyerByUuid(uuid: string) {
      return db
        .selectFrom('lawyers')
        .select(['id', 'user_id', 'enabled'])
        .where('uuid', '=', uuid)
        .executeTakeFirst();
    },

    /** The pair's conversation, created on first use (a concurrent second creation finds the first). */
    async openFor(customerId: number, lawyerId: number, now: number): Promise<number> {
      await db
        .insertInto('conversations')
        .values({ customer_id: customerId, lawyer_id: lawyerId, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const row = await db
        .selectFrom('conversations')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('lawyer_id', '=', lawyerId)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The pair's conversation, if it was opened. */
    async idBetween(customerId: number, lawyerId: number): Promise<number | null> {
      const row = await db
        .selectFrom('conversations')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('lawyer_id', '=', lawyerId)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** The two parties only: what sending, read marks and typing check, without the names of `namedById`. */
    partiesById(id: number): Promise<ConversationParties | undefined> {
      return db
        .selectFrom('conversations')
        .innerJoin('lawyers', 'lawyers.id', 'conversations.lawyer_id')
        .select([
          'conversations.id',
          'conversations.customer_id',
          'conversations.lawyer_id',
          'lawyers.user_id as lawyer_user_id',
        ])
        .where('conversations.id', '=', id)
        .executeTakeFirst();
    },

    namedById(id: number): Promise<ConversationListRow | undefined> {
      return named().where('conversations.id', '=', id).executeTakeFirst();
    },

    /** A user's conversations, the latest message first (as customer, or as the lawyer they are). */
    listFor(input: { customerId: number } | { lawyerId: number }): Promise<ConversationListRow[]> {
      const mine =
        'customerId' in input
          ? named().where('conversations.customer_id', '=', input.customerId)
          : named().where('conversations.lawyer_id', '=', input.lawyerId);
      return mine
        .orderBy('conversations.last_message_id', 'desc')
        .orderBy('conversations.id', 'desc')
        .execute();
    },

    /**
     * Stores the message unless this sender already sent this client id here; answers the stored one.
     * With `cap`, refuses (null) a new message once the sender wrote `max` since `since`: the conversation's
     * row is written first, in one transaction with the count and the insert, so concurrent sends of one
     * conversation take turns (a row lock on PostgreSQL; SQLite runs one write transaction at a time) and
     * the cap holds exactly. Without one, nothing needs taking turns.
     */
    async insertMessage(
      message: NewChatMessage,
      cap?: { since: number; max: number },
    ): Promise<{ row: ChatMessageRow; created: boolean } | null> {
      if (!cap) return storeMessage(db, message);
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('conversations')
          .set((eb) => ({ last_message_id: eb.ref('last_message_id') }))
          .where('id', '=', message.conversationId)
          .execute();
        const earlier = await sentByClientId(trx, message.conversationId, message.sender, message.clientId);
        if (earlier) return { row: earlier, created: false };
        if ((await sentSince(trx, message.conversationId, message.sender, cap.since)) >= cap.max) return null;
        return storeMessage(trx, message);
      });
    },

    findByClientId(conversationId: number, sender: ChatSender, clientId: string) {
      return sentByClientId(db, conversationId, sender, clientId);
    },

    /** Up to `limit` messages before `beforeId` (newest first), or after `afterId` (oldest first). */
    page(input: { conversationId: number; beforeId?: number; afterId?: number; limit: number }) {
      let query = db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', input.conversationId);
      if (input.afterId !== undefined) {
        return query.where('id', '>', input.afterId).orderBy('id', 'asc').limit(input.limit).execute();
      }
      if (input.beforeId !== undefined) query = query.where('id', '<', input.beforeId);
      return query.orderBy('id', 'desc').limit(input.limit).execute();
    },

    /** The last messages of several conversations, for the lists. */
    async messagesByIds(ids: readonly number[]): Promise<ChatMessageRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('chat_messages')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Messages of `sender` in the conversation after the other side's read mark. */
    async unreadOf(conversationId: number, sender: ChatSender, readId: number): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('conversation_id', '=', conversationId)
        .where('sender', '=', sender)
        .where('id', '>', readId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The customer's messages in the conversation since `since`, for the free daily limit. */
    customerMessagesSince(conversationId: number, since: number): Promise<number> {
      return sentSince(db, conversationId, 'customer', since);
    },

    /** Moves a side's read mark forward (never back); answers whether it moved. */
    async markRead(conversationId: number, reader: ChatSender, messageId: number, now: number) {
      const column = reader === 'customer' ? 'customer_read_id' : 'lawyer_read_id';
      const result = await db
        .updateTable('conversations')
        .set({ [column]: messageId, updated_at: now })
        .where('id', '=', conversationId)
        .where(column, '<', messageId)
        .where('last_message_id', '>=', messageId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The newest service order in progress between the two (waiting or pending), for the order banner. */
    openOrderBetween(customerId: number, lawyerId: number) {
      return db
        .selectFrom('service_orders')
        .select(['order_no', 'service_name', 'state', 'delivered_at'])
        .where('customer_id', '=', customerId)
        .where('lawyer_id', '=', lawyerId)
        .where('state', 'in', ['waiting', 'pending'])
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** The lawyer a user is, if any. */
    lawyerOfUser(userId: number) {
      return db.selectFrom('lawyers').select(['id']).where('user_id', '=', userId).executeTakeFirst();
    },

    uploadOwnedBy(userId: number, uploadId: string) {
      return db
        .selectFrom('uploads')
        .select('id')
        .where('id', '=', uploadId)
        .where('owner_user_id', '=', userId)
        .executeTakeFirst();
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
