import type { ChatConversation, ChatMessage } from '@lawbridge/contract';
import type { Answer } from '../../support/mock-api';

export const LAWYER_UUID = 'lawyer-0001';
export const CONVERSATION_ID = 5;
const AT = Date.UTC(2026, 2, 10, 2, 0);

export function chatMessage(overrides: Partial<ChatMessage> & { id: number }): ChatMessage {
  return {
    conversation_id: CONVERSATION_ID,
    client_id: `client-${String(overrides.id).padStart(4, '0')}`,
    sender: 'lawyer',
    kind: 'text',
    text: `消息${overrides.id}`,
    image_url: null,
    created_at: AT + overrides.id * 1000,
    ...overrides,
  };
}

export function conversation(overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: CONVERSATION_ID,
    lawyer: { uuid: LAWYER_UUID, name: '王建国', avatar: null },
    customer: { nickname: '用户0001', avatar: null },
    last_message: null,
    unread: 0,
    peer_read_id: 0,
    free: true,
    free_left_today: 20,
    open_order_no: null,
    open_order: null,
    updated_at: AT,
    ...overrides,
  };
}

/** The server's history for one conversation: pages backwards by before_id, what came after by after_id. */
export function historyOf(messages: ChatMessage[], pageSize = 20) {
  return (url: URL): Answer => {
    const before = url.searchParams.get('before_id');
    const after = url.searchParams.get('after_id');
    const limit = Number(url.searchParams.get('limit') ?? pageSize);
    if (after !== null) {
      const newer = messages.filter((message) => message.id > Number(after));
      return { data: { list: newer.slice(0, limit), has_more: newer.length > limit } };
    }
    const older = messages.filter((message) => before === null || message.id < Number(before));
    return { data: { list: older.slice(-limit), has_more: older.length > limit } };
  };
}

export const bodyOf = (init: RequestInit | undefined): Record<string, unknown> =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;
