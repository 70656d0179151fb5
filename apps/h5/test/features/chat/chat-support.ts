import type { ChatConversation, ChatMessage, LawyerDetail } from '@lawbridge/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { lawyerProfile } from '../../fixtures/lawyer';
import { mockApi, type Answer } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';
import { bodyOf, conversation, historyOf, LAWYER_UUID } from './chat-fixtures';

export const PAGE = { timeout: 10_000 };
export const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const CUSTOMER_CHAT = `#/pages/customer/chat/index?lawyer_uuid=${LAWYER_UUID}`;

/** The lawyer of the conversation, offering 文书代写 and 图文咨询 (config ids 31 and 32). */
export const chatLawyer: LawyerDetail = {
  ...lawyerProfile,
  uuid: LAWYER_UUID,
  name: '王建国',
  services: [
    { id: 31, name: '文书代写', price: 29900, description: '起草各类法律文书' },
    { id: 32, name: '图文咨询', price: 4900, description: '24小时内图文回复' },
  ],
};

/**
 * The chat endpoints answered from what the test sets: the conversation, its history, sends, and the
 * lawyer's page.
 */
export function mockChatApi() {
  const state = {
    conversation: conversation(),
    messages: [] as ChatMessage[],
    send: (body: Record<string, unknown>): Answer => ({ data: sentMessage(body, 100) }),
    answer: (value: ChatConversation): Answer => ({ data: value }),
    lawyer: (): Answer => ({ data: chatLawyer }),
  };
  const api = mockApi({
    '/api/v1/chat/conversation': (url, init) =>
      init?.method === 'POST' ? state.answer(state.conversation) : { data: [state.conversation] },
    '/api/v1/chat/conversation/detail': () => state.answer(state.conversation),
    '/api/v1/chat/message': (url, init) =>
      init?.method === 'POST' ? state.send(bodyOf(init)) : historyOf(state.messages)(url),
    '/api/v1/chat/read': () => ({ data: null }),
    '/api/v1/lawyer/detail': () => state.lawyer(),
    '/api/v1/upload/image': () => ({
      data: {
        id: 'upload-000001',
        url: '/api/v1/upload/image/upload-000001?s=a',
        mime: 'image/png',
        size: 10,
      },
    }),
  });
  const posted = (path: string) =>
    api
      .calls(path)
      .filter((call) => call.init?.method === 'POST')
      .map((call) => bodyOf(call.init));
  const historyAsked = () =>
    api
      .calls('/api/v1/chat/message')
      .filter((call) => call.init?.method !== 'POST')
      .map((call) => call.url.search);
  return { state, api, posted, historyAsked };
}

/** The message the server stores for a sent body (as the customer, unless told). */
export function sentMessage(
  body: Record<string, unknown>,
  id: number,
  sender: 'customer' | 'lawyer' = 'customer',
): ChatMessage {
  const image = body.kind === 'image';
  return {
    id,
    conversation_id: Number(body.conversation_id),
    client_id: String(body.client_id),
    sender,
    kind: image ? 'image' : 'text',
    text: image ? null : String(body.text),
    image_url: image ? `/api/v1/upload/image/${String(body.upload_id)}?s=b` : null,
    created_at: Date.UTC(2026, 2, 10, 3, 0),
  };
}

/** Opens a chat page and waits for its messages. */
export async function openChat(hash = CUSTOMER_CHAT) {
  const rendered = renderAppAt(hash);
  await screen.findByRole('log', { name: '消息记录' }, PAGE);
  return rendered;
}

export async function typeAndSend(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: '消息内容' }), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '发送' })));
}

/** The side a message is drawn on (its party). */
export const partyOfText = (text: string) =>
  screen.getByText(text).closest('[data-party]')?.getAttribute('data-party');
