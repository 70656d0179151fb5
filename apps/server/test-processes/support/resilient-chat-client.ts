import { API, type ChatMessage, type ChatServerFrame } from '@lawbridge/contract';
import { WebSocket } from 'ws';

const RECONNECT_AFTER_MS = 200;

/**
 * A chat client that behaves like the H5 app's socket: signs in with its first frame, keeps what it sent
 * until the server acknowledges it and sends it again (same client id) after a reconnect, and reconnects
 * by itself when the connection drops. Each connection carries a `probe` query so a test can tell from
 * the instances' request logs which instance took it.
 */
export function resilientChatClient(input: { wsUrl: string; token: string; name: string }) {
  const acked = new Map<string, ChatMessage>();
  const received = new Map<number, ChatMessage>();
  const outbox = new Map<string, { conversationId: number; text: string }>();
  const probes: string[] = [];
  /** Error frames the server answered (a refused message keeps its place in the outbox). */
  const errors: string[] = [];
  let socket: WebSocket | null = null;
  let ready = false;
  let closed = false;

  const sendNow = (clientId: string, item: { conversationId: number; text: string }) =>
    socket?.send(
      JSON.stringify({
        type: 'send',
        message: { conversation_id: item.conversationId, client_id: clientId, kind: 'text', text: item.text },
      }),
    );

  function connect(): void {
    const probe = `${input.name}-${probes.length + 1}`;
    probes.push(probe);
    const opened = new WebSocket(`${input.wsUrl}${API.ws}?probe=${probe}`);
    socket = opened;
    ready = false;
    opened.on('open', () => opened.send(JSON.stringify({ type: 'auth', token: input.token })));
    opened.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ChatServerFrame;
      if (frame.type === 'ready') {
        ready = true;
        for (const [clientId, item] of outbox) sendNow(clientId, item);
      } else if (frame.type === 'ack') {
        outbox.delete(frame.message.client_id);
        acked.set(frame.message.client_id, frame.message);
      } else if (frame.type === 'message') {
        received.set(frame.message.id, frame.message);
      } else if (frame.type === 'error') {
        errors.push(`${frame.client_id ?? '-'}: ${frame.msg}`);
      }
    });
    opened.on('error', () => undefined);
    opened.on('close', () => {
      ready = false;
      if (!closed && socket === opened) setTimeout(connect, RECONNECT_AFTER_MS);
    });
  }
  connect();

  return {
    acked,
    received,
    errors,
    /** The probe of every connection made so far; the last one is the current connection. */
    probes: () => [...probes],
    isReady: () => ready,
    /** Sends now when connected, or as soon as the next connection is ready. */
    send(conversationId: number, clientId: string, text: string): void {
      const item = { conversationId, text };
      outbox.set(clientId, item);
      if (ready) sendNow(clientId, item);
    },
    unacknowledged: () => outbox.size,
    close(): void {
      closed = true;
      socket?.terminate();
    },
  };
}

export type ResilientChatClient = ReturnType<typeof resilientChatClient>;
