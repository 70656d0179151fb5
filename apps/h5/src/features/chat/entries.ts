import { Party, type ChatMessage, type ChatSender, type PartyValue } from '@lawbridge/contract';
import type { ChatHistory } from './api/get-messages';
import { partyOf } from './party';
import type { Outgoing } from './use-outbox';

/** One message as drawn: stored (sent), or mine on its way (sending / failed). */
export interface ChatEntry {
  /** Stable from sending to stored (sender and client id), so the bubble is not redrawn. */
  key: string;
  /** The side it is drawn on: `myself` (mine, right) or `lawyer` (the other party's, left). */
  party: PartyValue;
  kind: 'text' | 'image';
  text: string | null;
  imageUrl: string | null;
  createdAt: number;
  status: 'sent' | 'sending' | 'failed';
  /** Mine and read by the other side (at or before their read mark). */
  read: boolean;
  clientId: string;
  /** The stored message's id; null while on its way. */
  messageId: number | null;
}

/** Every loaded message once, oldest first (pages overlap after live messages were added). */
export function messagesOf(history: ChatHistory | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of history?.pages ?? []) for (const message of page.list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The stored messages, then mine still on their way (those already stored drawn once, as stored). */
export function entriesOf(
  messages: ChatMessage[],
  outbox: readonly Outgoing[],
  viewer: ChatSender,
  peerReadId: number,
): ChatEntry[] {
  const stored = messages.map<ChatEntry>((message) => ({
    key: `${message.sender}:${message.client_id}`,
    party: partyOf(message.sender, viewer),
    kind: message.kind,
    text: message.text,
    imageUrl: message.image_url,
    createdAt: message.created_at,
    status: 'sent',
    read: message.sender === viewer && message.id <= peerReadId,
    clientId: message.client_id,
    messageId: message.id,
  }));
  const storedMine = new Set(messages.filter((m) => m.sender === viewer).map((m) => m.client_id));
  const pending = outbox
    .filter((item) => !storedMine.has(item.clientId))
    .map<ChatEntry>((item) => ({
      key: `${viewer}:${item.clientId}`,
      party: Party.myself.value,
      kind: item.body.kind,
      text: item.text,
      imageUrl: item.imageUrl,
      createdAt: item.createdAt,
      status: item.status,
      read: false,
      clientId: item.clientId,
      messageId: null,
    }));
  return [...stored, ...pending];
}

/** The newest message of the other side, 0 when there is none. */
export function newestFromPeer(messages: ChatMessage[], viewer: ChatSender): number {
  return messages.reduce(
    (newest, message) => (message.sender !== viewer ? Math.max(newest, message.id) : newest),
    0,
  );
}
