import { API, type ChatConversation, type ChatMessage, type ChatMessagesPage } from '@lawbridge/contract';
import { call, type EnvelopeReply } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { apiOrderWorld } from '../service-order/order-api-fixtures';

let serial = 0;

/** A customer, a stranger and a lawyer (with the order helpers), and the customer's conversation with the lawyer. */
export async function chatWorld(t: TestApp) {
  const orders = await apiOrderWorld(t);
  const ok = <T>(reply: EnvelopeReply<T>): T => {
    if (reply.body.code !== 0) throw new Error(reply.body.msg);
    return reply.body.data;
  };
  const conversation = ok(
    await call<ChatConversation>(t.app, {
      method: 'POST',
      url: API.chatConversations,
      token: orders.customer,
      payload: { lawyer_uuid: orders.lawyer.uuid },
    }),
  );

  const sendText = (token: string, text: string, clientId = `client-${(serial += 1)}-x`) =>
    call<ChatMessage>(t.app, {
      method: 'POST',
      url: API.chatMessages,
      token,
      payload: { conversation_id: conversation.id, client_id: clientId, kind: 'text', text },
    });
  const history = (token: string, query = '') =>
    call<ChatMessagesPage>(t.app, {
      method: 'GET',
      url: `${API.chatMessages}?conversation_id=${conversation.id}${query}`,
      token,
    });
  const detail = (token: string) =>
    call<ChatConversation>(t.app, {
      method: 'GET',
      url: `${API.chatConversationDetail}?conversation_id=${conversation.id}`,
      token,
    });
  const list = (token: string, side: 'customer' | 'lawyer') =>
    call<ChatConversation[]>(t.app, { method: 'GET', url: `${API.chatConversations}?side=${side}`, token });
  const read = (token: string, messageId: number) =>
    call(t.app, {
      method: 'POST',
      url: API.chatRead,
      token,
      payload: { conversation_id: conversation.id, message_id: messageId },
    });

  return { ...orders, ok, conversation, sendText, history, detail, list, read };
}

export type ChatWorld = Awaited<ReturnType<typeof chatWorld>>;
