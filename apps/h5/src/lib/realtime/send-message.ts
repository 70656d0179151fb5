import { API, type ChatMessage, type ChatSendBody } from '@lawbridge/contract';
import { ApiError, request } from '../request';
import { showToast } from '../toast';
import { ChatRefusal, type ChatSocket } from './chat-socket';
import { chatSocket } from './shared-socket';

/**
 * Sends a message over the socket when it is ready, else (or when the socket drops before the `ack`)
 * by POST with the same client id, which the server answers with the stored message and never
 * doubles. Answers the stored message; a refusal is shown as a toast and rejects with an ApiError
 * carrying its code and message, whichever way it went.
 */
export async function sendChatMessage(
  body: ChatSendBody,
  socket: ChatSocket = chatSocket(),
): Promise<ChatMessage> {
  if (socket.isReady()) {
    try {
      return await socket.sendMessage(body);
    } catch (error) {
      if (error instanceof ChatRefusal) {
        showToast(error.message);
        throw new ApiError(error.code, error.message);
      }
      // Not confirmed over the socket: HTTP with the same client id.
    }
  }
  return request<ChatMessage>(API.chatMessages, { method: 'POST', body });
}
