import websocket from '@fastify/websocket';
import {
  API,
  ApiCode,
  CHAT_AUTH_TIMEOUT_MS,
  chatClientFrame,
  MSG,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@lawbridge/contract';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../core/app-error';
import { MSG_INTERNAL } from '../../core/error-handler';
import type { RealtimeHub } from '../../core/realtime/hub';
import type { ChatService } from './service';

/** Close codes of the chat socket (4000–4999 are the application's). */
export const SOCKET_CLOSE = { unauthenticated: 4001 } as const;
const MAX_FRAME_BYTES = 16 * 1024;
const MSG_BAD_FRAME = '消息格式不正确';

function frameError(error: unknown, clientId: string | null, log: FastifyBaseLogger): ChatServerFrame {
  if (error instanceof AppError)
    return { type: 'error', code: error.code, msg: error.userMessage, client_id: clientId };
  log.error({ err: error }, 'chat frame failed');
  return { type: 'error', code: ApiCode.common.value, msg: MSG_INTERNAL, client_id: clientId };
}

/**
 * The chat socket `/api/v1/ws` (PRODUCT §9). The first frame must be `auth` with the user's token (never in
 * the address, never logged); a socket that has not authenticated within 5 s is closed. After that the
 * socket receives the user's frames from the hub and may send, mark read and type; each of those frames
 * checks the token again, so a logout or an expiry ends the socket. A bad frame gets an `error` frame,
 * never a crash; frames of one socket are handled in the order they came.
 */
export const chatSocketRoute: FastifyPluginAsync<{ chat: ChatService; hub: RealtimeHub }> = async (
  app,
  options,
) => {
  const { chat, hub } = options;
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.get(
    API.ws,
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    (socket: WebSocket, request) => {
      const log = request.log;
      let userId: number | null = null;
      let token: string | null = null;
      let detach: (() => void) | null = null;
      let queue: Promise<void> = Promise.resolve();
      const send = (frame: ChatServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      const authTimer = setTimeout(() => {
        if (userId !== null) return;
        send({ type: 'error', code: ApiCode.token.value, msg: MSG.tokenExpired, client_id: null });
        socket.close(SOCKET_CLOSE.unauthenticated, 'unauthenticated');
      }, CHAT_AUTH_TIMEOUT_MS);

      async function handle(frame: ChatClientFrame): Promise<void> {
        if (frame.type === 'ping') return send({ type: 'pong' });
        if (frame.type === 'auth') {
          if (userId !== null) return;
          const user = await app.sessions.identify({ token: frame.token });
          if (!user) {
            send({ type: 'error', code: ApiCode.token.value, msg: MSG.tokenExpired, client_id: null });
            socket.close(SOCKET_CLOSE.unauthenticated, 'unauthenticated');
            return;
          }
          clearTimeout(authTimer);
          userId = user.id;
          token = frame.token;
          detach = hub.attach(user.id, (serialized) => {
            if (socket.readyState === socket.OPEN) socket.send(serialized);
          });
          return send({ type: 'ready', user_id: user.id });
        }
        if (userId === null || token === null) throw AppError.token('frame before auth');
        // A token revoked (logout) or expired since the socket authenticated ends it at the next frame.
        if (!(await app.sessions.identify({ token }))) {
          send({ type: 'error', code: ApiCode.token.value, msg: MSG.tokenExpired, client_id: null });
          socket.close(SOCKET_CLOSE.unauthenticated, 'unauthenticated');
          return;
        }
        if (frame.type === 'send') {
          const message = await chat.send({ userId, body: frame.message });
          return send({ type: 'ack', client_id: frame.message.client_id, message });
        }
        if (frame.type === 'read') {
          return chat.read({
            userId,
            body: { conversation_id: frame.conversation_id, message_id: frame.message_id },
          });
        }
        return chat.typing({ userId, conversationId: frame.conversation_id });
      }

      socket.on('message', (data, isBinary) => {
        queue = queue.then(async () => {
          let clientId: string | null = null;
          try {
            if (isBinary) throw AppError.badParams(MSG_BAD_FRAME);
            let raw: unknown;
            try {
              raw = JSON.parse(data.toString());
            } catch {
              throw AppError.badParams(MSG_BAD_FRAME);
            }
            const parsed = chatClientFrame.safeParse(raw);
            if (!parsed.success) throw AppError.badParams(parsed.error.issues[0]?.message ?? MSG_BAD_FRAME);
            if (parsed.data.type === 'send') clientId = parsed.data.message.client_id;
            await handle(parsed.data);
          } catch (error) {
            send(frameError(error, clientId, log));
          }
        });
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        detach?.();
      });
    },
  );
};
