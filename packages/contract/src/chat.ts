import { z } from 'zod';
import { idField, integer, pattern, text } from './fields';
import { lawyerUuidField } from './lawyer';
import { notificationItem } from './notification';
import { uploadIdField } from './user';

/**
 * Chat (PRODUCT §9): one conversation per customer and lawyer, messages of text or one image, sent over
 * the WebSocket `/api/v1/ws` (frames below) or by HTTP when the socket cannot connect.
 */

export const CHAT_TEXT_MAX = 1000;
/** Customer messages a day (Asia/Shanghai) in one conversation while it is free. */
export const CHAT_FREE_DAILY_LIMIT = 20;
/** Messages a minute one user may send, over all conversations. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** A socket that has not authenticated by then is closed. */
export const CHAT_AUTH_TIMEOUT_MS = 5_000;
export const CHAT_HISTORY_PAGE_MAX = 50;

/** Who wrote a message; each viewer draws it with the seed's `party` (own messages: myself). */
export const CHAT_SENDERS = ['customer', 'lawyer'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** A client-made id that makes sending idempotent: a resend after a reconnect never duplicates. */
export const clientIdField = pattern('消息编号', /^[A-Za-z0-9_-]{8,64}$/);
const conversationIdField = idField('会话');
const messageIdField = idField('消息');

export const chatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  client_id: z.string(),
  sender: z.enum(CHAT_SENDERS),
  kind: z.enum(['text', 'image']),
  /** The text as stored (mobile numbers masked in a free conversation); null for an image. */
  text: z.string().nullable(),
  /** A signed address of the image, for the two parties only; null for text. */
  image_url: z.string().nullable(),
  created_at: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** What a new message carries, over the socket or by HTTP. */
export const chatSendBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      conversation_id: conversationIdField,
      client_id: clientIdField,
      kind: z.literal('text'),
      text: text('消息', { max: CHAT_TEXT_MAX }),
    }),
    z.object({
      conversation_id: conversationIdField,
      client_id: clientIdField,
      kind: z.literal('image'),
      upload_id: uploadIdField,
    }),
  ],
  { error: '消息类型不正确' },
);
export type ChatSendBody = z.infer<typeof chatSendBody>;

/** A conversation as each side lists it: the other party, the last message, what is unread. */
export const chatConversation = z.object({
  id: z.number().int(),
  lawyer: z.object({ uuid: z.string(), name: z.string(), avatar: z.string().nullable() }),
  customer: z.object({ nickname: z.string(), avatar: z.string().nullable() }),
  last_message: chatMessage.nullable(),
  unread: z.number().int(),
  /** The other side has read up to this message of mine (read receipts); 0 when nothing. */
  peer_read_id: z.number().int(),
  /** Free: the customer's daily limit applies; a pending 图文咨询 order between the two lifts it. */
  free: z.boolean(),
  /** The customer's messages left today while free (null when not free, or for the lawyer). */
  free_left_today: z.number().int().nullable(),
  /** The pending paid order between the two, for the order banner. */
  open_order_no: z.string().nullable(),
  /** That order: what was bought and its state (服务中, 待确认…), shown instead of 免费在线咨询. */
  open_order: z
    .object({ order_no: z.string(), service_name: z.string(), state_label: z.string() })
    .nullable(),
  updated_at: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const chatOpenBody = z.object({ lawyer_uuid: lawyerUuidField });
export const chatConversationQuery = z.object({ conversation_id: conversationIdField });
/** History pages backwards from `before_id`; `after_id` fetches what was missed after a reconnect. */
export const chatMessagesQuery = z.object({
  conversation_id: conversationIdField,
  before_id: messageIdField.optional(),
  after_id: integer('消息', { min: 0 }).optional(),
  limit: integer('条数', { min: 1, max: CHAT_HISTORY_PAGE_MAX }).default(20),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;
export const chatMessagesPage = z.object({ list: z.array(chatMessage), has_more: z.boolean() });
export type ChatMessagesPage = z.infer<typeof chatMessagesPage>;
export const chatReadBody = z.object({ conversation_id: conversationIdField, message_id: messageIdField });
export type ChatReadBody = z.infer<typeof chatReadBody>;

/** Frames a client sends over the socket; the first must be `auth`. */
export const chatClientFrame = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('auth'), token: pattern('登录凭证', /^[\x21-\x7e]{1,200}$/) }),
    z.object({ type: z.literal('send'), message: chatSendBody }),
    z.object({ type: z.literal('read'), ...chatReadBody.shape }),
    z.object({ type: z.literal('typing'), conversation_id: conversationIdField }),
    z.object({ type: z.literal('ping') }),
  ],
  { error: '消息格式不正确' },
);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;

/** Frames the server sends. */
export const chatServerFrame = z.discriminatedUnion('type', [
  /** Authenticated: the socket now receives this user's messages and notifications. */
  z.object({ type: z.literal('ready'), user_id: z.number().int() }),
  /** The sender's message was stored (only then): its id and the server's time. */
  z.object({ type: z.literal('ack'), client_id: z.string(), message: chatMessage }),
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({
    type: z.literal('read'),
    conversation_id: z.number().int(),
    reader: z.enum(CHAT_SENDERS),
    message_id: z.number().int(),
  }),
  z.object({ type: z.literal('typing'), conversation_id: z.number().int(), sender: z.enum(CHAT_SENDERS) }),
  z.object({ type: z.literal('pong') }),
  /** A new notification of the user (PRODUCT §14), with the unread count for the badges. */
  z.object({ type: z.literal('notification'), notification: notificationItem, unread: z.number().int() }),
  /** A refused frame: the code and message the HTTP API would answer; `client_id` for a refused send. */
  z.object({
    type: z.literal('error'),
    code: z.number().int(),
    msg: z.string(),
    client_id: z.string().nullable(),
  }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrame>;
