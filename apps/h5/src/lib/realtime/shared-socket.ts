import { API, CHAT_HISTORY_PAGE_MAX, type ChatMessagesPage } from '@lawbridge/contract';
import { request } from '../request';
import { useSession } from '../session/session-store';
import { createChatSocket, type ChatSocket } from './chat-socket';

/** The socket's address on this page's origin: `ws:` beside `http:`, `wss:` beside `https:`. */
export const chatSocketUrl = (): string => `${location.origin.replace(/^http/, 'ws')}${API.ws}`;

let shared: ChatSocket | null = null;

/**
 * The one chat socket of the signed-in session, made on first use (only the chat screens load this
 * module). Signing out closes it; signing in connects it again while a screen listens. Coming back
 * online or to the page retries a dropped connection at once instead of waiting out the backoff.
 */
export function chatSocket(): ChatSocket {
  if (shared) return shared;
  const socket = createChatSocket({
    url: chatSocketUrl,
    token: () => useSession.getState().token,
    fetchAfter: (conversationId, afterId) =>
      // In the background (after a reconnect, or polling while the socket is down): failures stay quiet.
      request<ChatMessagesPage>(API.chatMessages, {
        query: { conversation_id: conversationId, after_id: afterId, limit: CHAT_HISTORY_PAGE_MAX },
        quiet: true,
      }),
  });
  useSession.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    if (!state.token) socket.stop();
    else if (!previous.token) socket.resume();
  });
  const retry = () => {
    if (document.visibilityState !== 'hidden') socket.resume();
  };
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', retry);
  shared = socket;
  return socket;
}
