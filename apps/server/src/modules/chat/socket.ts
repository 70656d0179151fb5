import websocket from '@fastify/websocket';
import {
  API,
  ApiCode,
  CHAT_AUTH_TIMEOUT_MS,
  chatClientFrame,
  clientIdField,
  MSG,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@lawbridge/contract';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../core/app-error';
import { MSG_INTERNAL } from '../../core/error-handler';
import type { Clock } from '../../core/clock';
import type { RealtimeHub } from '../../core/realtime/hub';
import type { ChatService } from './service';
import { createSocketSessions, SESSION_CHECK_FRAME, type SocketSession } from './socket-sessions';

/**
 * Close codes of the chat socket: 4000–4999 are the application's; 1012 (service restart) tells the
 * client to reconnect, through the proxy, to an instance that is ready.
 */
export const SOCKET_CLOSE = { unauthenticated: 4001, instanceNotReady: 1012 } as const;
/** The largest frame answered with its content checked; a bigger one up to the transport's limit gets an error frame. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** Beyond this the WebSocket library closes the socket itself (1009, message too big). */
const TRANSPORT_MAX_BYTES = 64 * 1024;
const MSG_BAD_FRAME = '消息格式不正确';
const MSG_FRAME_TOO_BIG = '消息过长';

const byteLength = (data: Buffer | ArrayBuffer | Buffer[]): number =>
  Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;

/** The client id of a `send` frame when it is a well-formed one (so a refused message is named even if the rest is bad). */
function sentClientId(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || (raw as { type?: unknown }).type !== 'send') return null;
  const clientId = (raw as { message?: { client_id?: unknown } }).message?.client_id;
  return clientIdField.safeParse(clientId).success ? (clientId as string) : null;
}

function frameError(error: unknown, clientId: string | null, log: FastifyBaseLogger): ChatServerFrame {
  if (error instanceof AppError)
    return { type: 'error', code: error.code, msg: error.userMessage, client_id: clientId };
  log.error({ err: error }, 'chat frame failed');
  return { type: 'error', code: ApiCode.common.value, msg: MSG_INTERNAL, client_id: clientId };
}

/**
 * The chat socket `/api/v1/ws` (PRODUCT §9). The first frame must be `auth` with the user's token (never in
 * the address, never logged); a socket that has not authenticated within 5 s is closed. After that the
 * socket receives the user's frames from the hub and may send, mark read and type; the token stays under
 * watch (socket-sessions.ts: nothing is pushed or taken past its expiry, a logout on any instance ends the
 * sockets holding it), so a logout or an expiry ends the socket. A bad frame gets an `error` frame,
 * never a crash; frames of one socket are handled in the order they came.
 */
export const chatSocketRoute: FastifyPluginAsync<{
  chat: ChatService;
  hub: RealtimeHub;
  clock: Clock;
}> = async (app, options) => {
  const { chat, hub, clock } = options;
  const watched = createSocketSessions({ sessions: app.sessions, hub, clock, log: app.log });
  await app.register(websocket, { options: { maxPayload: TRANSPORT_MAX_BYTES } });
  // An instance that stops being ready (shutting down, Redis or the database gone) hands its sockets
  // over: the clients reconnect at once and the proxy sends them to another instance.
  app.readiness.onChange((open) => {
    if (open) return;
    for (const client of app.websocketServer.clients) {
      client.close(SOCKET_CLOSE.instanceNotReady, 'instance not ready');
    }
  });

  app.get(
    API.ws,
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    (socket: WebSocket, request) => {
      const log = request.log;
      let userId: number | null = null;
      let session: SocketSession | null = null;
      let detach: (() => void) | null = null;
      let queue: Promise<void> = Promise.resolve();
      const send = (frame: ChatServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      const unauthenticated = () => {
        send({ type: 'error', code: ApiCode.token.value, msg: MSG.tokenExpired, client_id: null });
        socket.close(SOCKET_CLOSE.unauthenticated, 'unauthenticated');
      };
      const authTimer = setTimeout(() => {
        if (userId === null) unauthenticated();
      }, CHAT_AUTH_TIMEOUT_MS);

      async function handle(frame: ChatClientFrame): Promise<void> {
        if (frame.type === 'ping') return send({ type: 'pong' });
        if (frame.type === 'auth') {
          if (userId !== null) return;
          const user = await app.sessions.identify({ token: frame.token });
          if (!user) return unauthenticated();
          clearTimeout(authTimer);
          userId = user.id;
          const mine = watched.watch({ token: frame.token, user, end: unauthenticated });
          session = mine;
          detach = hub.attach(user.id, (serialized) => {
            if (serialized === SESSION_CHECK_FRAME) return void mine.recheck().catch(() => undefined);
            if (socket.readyState === socket.OPEN && mine.live()) socket.send(serialized);
          });
          return send({ type: 'ready', user_id: user.id });
        }
        if (userId === null || session === null) throw AppError.token('frame before auth');
        // A token expired since the socket authenticated ends it here (a logout ended it already).
        if (!session.live()) return;
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
            if (byteLength(data) > MAX_FRAME_BYTES) throw AppError.badParams(MSG_FRAME_TOO_BIG);
            let raw: unknown;
            try {
              raw = JSON.parse(data.toString());
            } catch {
              throw AppError.badParams(MSG_BAD_FRAME);
            }
            clientId = sentClientId(raw);
            const parsed = chatClientFrame.safeParse(raw);
            if (!parsed.success) throw AppError.badParams(parsed.error.issues[0]?.message ?? MSG_BAD_FRAME);
            await handle(parsed.data);
          } catch (error) {
            send(frameError(error, clientId, log));
          }
        });
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        session?.stop();
        detach?.();
      });
    },
  );
};
