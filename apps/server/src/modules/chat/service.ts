import {
  CHAT_FREE_DAILY_LIMIT,
  serviceOrderStateLabel,
  type ChatConversation,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatMessagesQuery,
  type ChatReadBody,
  type ChatSendBody,
  type ChatSender,
  type ChatServerFrame,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { ChatMessageRow } from '../../core/db/schema-chat';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import type { RealtimeHub } from '../../core/realtime/hub';
import { startOfShanghaiDay } from '../operator/shanghai-day';
import type { ImageLinks } from '../upload/image-links';
import { createPartiesLookup } from './conversation-parties';
import { maskMobiles } from './mask-mobiles';
import { createChatRepo, type ConversationListRow, type ConversationParties } from './repo';

export const CHAT_MSG = {
  lawyerUnavailable: '该律师暂不可咨询',
  notYourself: '不能向自己咨询',
  freeLimit: `今日免费咨询已达${CHAT_FREE_DAILY_LIMIT}条，可购买图文咨询继续沟通`,
  tooFast: '发送太频繁，请稍后再试',
  notYourImage: '图片不存在',
} as const;

const MINUTE = 60_000;

/** Who the user is in the conversation, or null for anybody else. */
function sideOf(conversation: ConversationParties, userId: number): ChatSender | null {
  if (conversation.customer_id === userId) return 'customer';
  if (conversation.lawyer_user_id === userId) return 'lawyer';
  return null;
}

const otherSide = (side: ChatSender): ChatSender => (side === 'customer' ? 'lawyer' : 'customer');

/**
 * Chat (PRODUCT §9): conversations between one customer and one lawyer, messages stored before they are
 * acknowledged and then delivered to both parties' sockets through the hub, read marks, the free daily
 * limit (lifted by an order in progress between the two), mobile numbers masked while free, and a rate
 * limit per user. The socket and the HTTP fallback both come here.
 */
export function createChatService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  hub: RealtimeHub;
  links: ImageLinks;
  /** PRODUCT §9: 30 (configuration may raise it for synthetic traffic). */
  messagesPerMinute: number;
}) {
  const { db, clock, hub, links, messagesPerMinute } = deps;
  const repo = createChatRepo(db);
  const limits = createRateLimiter({ db, clock });

  const toMessage = (row: ChatMessageRow): ChatMessage => ({
    id: row.id,
    conversation_id: row.conversation_id,
    client_id: row.client_id,
    sender: row.sender,
    kind: row.kind,
    text: row.text,
    image_url: row.upload_id ? links.signedUrl(row.upload_id) : null,
    created_at: Number(row.created_at),
  });

  const usersOf = (conversation: ConversationParties) => [
    conversation.customer_id,
    conversation.lawyer_user_id,
  ];
  const publish = (userIds: readonly number[], frame: ChatServerFrame) =>
    hub.publish(userIds, JSON.stringify(frame));

  /** The conversation and the caller's side of it; anybody else gets 无权操作 (as for an unknown one). */
  async function own(conversationId: number, userId: number) {
    const conversation = await repo.namedById(conversationId);
    const side = conversation ? sideOf(conversation, userId) : null;
    if (!conversation || !side)
      throw AppError.forbidden(`conversation ${conversationId} is not user ${userId}'s`);
    return { conversation, side };
  }

  /** Like `own`, with the parties alone (kept in memory): for sending, read marks and typing. */
  const partiesOf = createPartiesLookup(repo);
  async function party(conversationId: number, userId: number) {
    const conversation = await partiesOf(conversationId);
    const side = conversation ? sideOf(conversation, userId) : null;
    if (!conversation || !side)
      throw AppError.forbidden(`conversation ${conversationId} is not user ${userId}'s`);
    return { conversation, side };
  }

  /** Free unless a paid order is in progress between the two; that order for the banner. */
  async function terms(conversation: ConversationParties) {
    const order = await repo.openOrderBetween(conversation.customer_id, conversation.lawyer_id);
    const openOrder = order
      ? {
          order_no: order.order_no,
          service_name: order.service_name,
          state_label: serviceOrderStateLabel(order),
        }
      : null;
    return { free: !order, openOrder };
  }

  async function freeLeftToday(conversationId: number): Promise<number> {
    const used = await repo.customerMessagesSince(conversationId, startOfShanghaiDay(clock.now()));
    return Math.max(0, CHAT_FREE_DAILY_LIMIT - used);
  }

  async function view(conversation: ConversationListRow, side: ChatSender, last?: ChatMessageRow) {
    const readId = side === 'customer' ? conversation.customer_read_id : conversation.lawyer_read_id;
    const peerReadId = side === 'customer' ? conversation.lawyer_read_id : conversation.customer_read_id;
    const { free, openOrder } = await terms(conversation);
    const lastRow =
      last ??
      (conversation.last_message_id > 0
        ? (await repo.messagesByIds([conversation.last_message_id]))[0]
        : undefined);
    const result: ChatConversation = {
      id: conversation.id,
      lawyer: {
        uuid: conversation.lawyer_uuid,
        name: conversation.lawyer_name,
        avatar: conversation.lawyer_avatar ? links.publicUrl(conversation.lawyer_avatar) : null,
      },
      customer: {
        nickname: conversation.customer_nickname,
        avatar: conversation.customer_avatar ? links.publicUrl(conversation.customer_avatar) : null,
      },
      last_message: lastRow ? toMessage(lastRow) : null,
      unread: await repo.unreadOf(conversation.id, otherSide(side), readId),
      peer_read_id: peerReadId,
      free,
      free_left_today: free && side === 'customer' ? await freeLeftToday(conversation.id) : null,
      open_order_no: openOrder?.order_no ?? null,
      open_order: openOrder,
      updated_at: Number(conversation.updated_at),
    };
    return result;
  }

  /** 免费在线咨询 with a lawyer: the customer's conversation with them, created on first use. */
  async function open(input: { userId: number; lawyerUuid: string }): Promise<ChatConversation> {
    const lawyer = await repo.lawyerByUuid(input.lawyerUuid);
    if (!lawyer || lawyer.enabled !== 1) throw AppError.common(CHAT_MSG.lawyerUnavailable);
    if (lawyer.user_id === input.userId) throw AppError.common(CHAT_MSG.notYourself);
    const id = await repo.openFor(input.userId, lawyer.id, clock.now());
    const conversation = (await repo.namedById(id))!;
    return view(conversation, 'customer');
  }

  /** The user's conversations on one side: as a customer, or as the lawyer they are. */
  async function list(input: { userId: number; side: ChatSender }): Promise<ChatConversation[]> {
    let rows: ConversationListRow[];
    if (input.side === 'customer') {
      rows = await repo.listFor({ customerId: input.userId });
    } else {
      const lawyer = await repo.lawyerOfUser(input.userId);
      if (!lawyer) throw AppError.forbidden(`user ${input.userId} is no lawyer`);
      rows = await repo.listFor({ lawyerId: lawyer.id });
    }
    const lasts = new Map(
      (await repo.messagesByIds(rows.map((row) => row.last_message_id).filter((id) => id > 0))).map((row) => [
        row.id,
        row,
      ]),
    );
    return Promise.all(rows.map((row) => view(row, input.side, lasts.get(row.last_message_id))));
  }

  async function detail(input: { userId: number; conversationId: number }): Promise<ChatConversation> {
    const { conversation, side } = await own(input.conversationId, input.userId);
    return view(conversation, side);
  }

  async function history(input: { userId: number; query: ChatMessagesQuery }): Promise<ChatMessagesPage> {
    const { query } = input;
    await party(query.conversation_id, input.userId);
    const rows = await repo.page({
      conversationId: query.conversation_id,
      ...(query.before_id !== undefined ? { beforeId: query.before_id } : {}),
      ...(query.after_id !== undefined ? { afterId: query.after_id } : {}),
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    // Always oldest first on the wire; backwards pages were read newest first.
    if (query.after_id === undefined) page.reverse();
    return { list: page.map(toMessage), has_more: rows.length > query.limit };
  }

  /**
   * Stores a message and delivers it to both parties; answers it (with `created` false when this client id
   * was sent before: a resend after a reconnect finds the stored message and changes nothing).
   */
  async function send(input: { userId: number; body: ChatSendBody }): Promise<ChatMessage> {
    const { body } = input;
    const { conversation, side } = await party(body.conversation_id, input.userId);
    const now = clock.now();
    const { free } = await terms(conversation);
    const earlier = await repo.findByClientId(conversation.id, side, body.client_id);
    if (earlier) return toMessage(earlier);
    if (body.kind === 'image' && !(await repo.uploadOwnedBy(input.userId, body.upload_id))) {
      throw AppError.badParams(CHAT_MSG.notYourImage);
    }
    const verdict = await limits.hit({
      key: `chat:${input.userId}`,
      limit: messagesPerMinute,
      windowMs: MINUTE,
    });
    if (!verdict.allowed) throw AppError.common(CHAT_MSG.tooFast);
    const freeCap =
      free && side === 'customer'
        ? { since: startOfShanghaiDay(now), max: CHAT_FREE_DAILY_LIMIT }
        : undefined;
    const stored = await repo.insertMessage(
      {
        conversationId: conversation.id,
        sender: side,
        senderUserId: input.userId,
        clientId: body.client_id,
        kind: body.kind,
        text: body.kind === 'text' ? (free ? maskMobiles(body.text) : body.text) : null,
        uploadId: body.kind === 'image' ? body.upload_id : null,
        now,
      },
      freeCap,
    );
    if (!stored) throw AppError.common(CHAT_MSG.freeLimit);
    const { row, created } = stored;
    const message = toMessage(row);
    if (created) await publish(usersOf(conversation), { type: 'message', message });
    return message;
  }

  /** Marks the conversation read up to a message; the other side sees the receipt. */
  async function read(input: { userId: number; body: ChatReadBody }): Promise<void> {
    const { conversation, side } = await party(input.body.conversation_id, input.userId);
    const moved = await repo.markRead(conversation.id, side, input.body.message_id, clock.now());
    if (moved) {
      await publish(usersOf(conversation), {
        type: 'read',
        conversation_id: conversation.id,
        reader: side,
        message_id: input.body.message_id,
      });
    }
  }

  /** 正在输入: to the other party only, never stored. */
  async function typing(input: { userId: number; conversationId: number }): Promise<void> {
    const { conversation, side } = await party(input.conversationId, input.userId);
    const other = side === 'customer' ? conversation.lawyer_user_id : conversation.customer_id;
    await publish([other], { type: 'typing', conversation_id: conversation.id, sender: side });
  }

  return { open, list, detail, history, send, read, typing };
}

export type ChatService = ReturnType<typeof createChatService>;
