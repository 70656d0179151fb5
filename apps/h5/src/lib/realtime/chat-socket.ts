import {
  chatServerFrame,
  type ChatClientFrame,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatSendBody,
  type ChatServerFrame,
} from '@lawbridge/contract';
import { reconnectDelay } from './backoff';

/** idle: not wanted or signed out; connecting: opened, not yet `ready`; waiting: a reconnect is scheduled. */
export type ChatSocketStatus = 'idle' | 'connecting' | 'ready' | 'waiting';
export type FrameListener = (frame: ChatServerFrame) => void;

/** Keeps an idle connection alive through proxies; a ping unanswered by the next one means it is dead. */
export const PING_INTERVAL_MS = 25_000;
/** A send not acknowledged by then goes by HTTP instead (same client id, so it never doubles). */
export const ACK_TIMEOUT_MS = 10_000;
/** Pages of missed messages fetched per conversation after a (re)connect, at most. */
const CATCH_UP_PAGES = 10;
const OPEN = 1;

/** The server refused a message (an `error` frame for its client id): its code and message. */
export class ChatRefusal extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'ChatRefusal';
    this.code = code;
  }
}

/** The socket could not take or confirm a message: send it by HTTP. */
export class SocketUnavailable extends Error {
  constructor() {
    super('chat socket unavailable');
    this.name = 'SocketUnavailable';
  }
}

export interface ChatSocketDeps {
  url(): string;
  token(): string | null;
  /** Messages of a conversation after `afterId`, oldest first (GET history with after_id). */
  fetchAfter(conversationId: number, afterId: number): Promise<ChatMessagesPage>;
  /** The WebSocket class, looked up at each connect (none: every send goes by HTTP). */
  webSocket?(): typeof WebSocket | undefined;
}

export type ChatSocket = ReturnType<typeof createChatSocket>;

interface PendingAck {
  resolve(message: ChatMessage): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The chat socket of one signed-in session (PRODUCT §9): it connects while a screen listens, sends the
 * token as its first frame (never in the address), reconnects after a drop with a growing wait (1 s,
 * doubling to 30 s, back to 1 s once ready), fetches what each watched conversation missed after every
 * `ready`, pings every 25 s, and lets screens listen to the server's frames.
 */
export function createChatSocket(deps: ChatSocketDeps) {
  const webSocket = deps.webSocket ?? (() => globalThis.WebSocket as typeof WebSocket | undefined);
  let socket: WebSocket | null = null;
  let status: ChatSocketStatus = 'idle';
  let attempt = 0;
  let generation = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let awaitingPong = false;
  const listeners = new Set<FrameListener>();
  const statusListeners = new Set<() => void>();
  const watched = new Map<number, () => number | null>();
  const acks = new Map<string, PendingAck>();

  function setStatus(next: ChatSocketStatus): void {
    if (status === next) return;
    status = next;
    for (const listener of [...statusListeners]) listener();
  }

  function emit(frame: ChatServerFrame): void {
    for (const listener of [...listeners]) listener(frame);
  }

  function write(frame: ChatClientFrame): boolean {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  function failAcks(): void {
    for (const [clientId, pending] of acks) {
      clearTimeout(pending.timer);
      acks.delete(clientId);
      pending.reject(new SocketUnavailable());
    }
  }

  function connect(): void {
    clearTimeout(reconnectTimer);
    const token = deps.token();
    const Socket = webSocket();
    if (!token || !Socket || listeners.size === 0) return setStatus('idle');
    const current = ++generation;
    setStatus('connecting');
    let opened: WebSocket;
    try {
      opened = new Socket(deps.url());
    } catch {
      return scheduleReconnect();
    }
    socket = opened;
    opened.onopen = () => {
      if (current === generation) write({ type: 'auth', token });
    };
    opened.onmessage = (event: MessageEvent) => {
      if (current === generation) receive(event.data);
    };
    opened.onclose = () => {
      if (current !== generation) return;
      dropSocket();
      scheduleReconnect();
    };
  }

  function dropSocket(): void {
    clearInterval(pingTimer);
    awaitingPong = false;
    socket = null;
    failAcks();
  }

  function scheduleReconnect(): void {
    if (listeners.size === 0 || !deps.token()) return setStatus('idle');
    setStatus('waiting');
    reconnectTimer = setTimeout(connect, reconnectDelay(attempt));
    attempt += 1;
  }

  function receive(data: unknown): void {
    let parsed: ReturnType<typeof chatServerFrame.safeParse>;
    try {
      parsed = chatServerFrame.safeParse(JSON.parse(String(data)));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const frame = parsed.data;
    awaitingPong = false;
    if (frame.type === 'ready') onReady();
    else if (frame.type === 'ack') settleAck(frame.client_id, (pending) => pending.resolve(frame.message));
    else if (frame.type === 'error' && frame.client_id) {
      settleAck(frame.client_id, (pending) => pending.reject(new ChatRefusal(frame.code, frame.msg)));
    }
    emit(frame);
  }

  function settleAck(clientId: string, settle: (pending: PendingAck) => void): void {
    const pending = acks.get(clientId);
    if (!pending) return;
    clearTimeout(pending.timer);
    acks.delete(clientId);
    settle(pending);
  }

  function onReady(): void {
    attempt = 0;
    setStatus('ready');
    clearInterval(pingTimer);
    pingTimer = setInterval(ping, PING_INTERVAL_MS);
    for (const conversationId of watched.keys()) void catchUp(conversationId, generation);
  }

  function ping(): void {
    if (awaitingPong) {
      // No answer since the last ping: the connection is dead without having closed.
      const dead = socket;
      generation += 1;
      dropSocket();
      dead?.close();
      scheduleReconnect();
      return;
    }
    awaitingPong = write({ type: 'ping' });
  }

  async function catchUp(conversationId: number, current: number): Promise<void> {
    let after = watched.get(conversationId)?.();
    for (let page = 0; page < CATCH_UP_PAGES && after !== null && after !== undefined; page += 1) {
      let result: ChatMessagesPage;
      try {
        result = await deps.fetchAfter(conversationId, after);
      } catch {
        return;
      }
      if (current !== generation) return;
      for (const message of result.list) emit({ type: 'message', message });
      const last = result.list.at(-1);
      if (!result.has_more || !last) return;
      after = last.id;
    }
  }

  function stop(): void {
    generation += 1;
    clearTimeout(reconnectTimer);
    attempt = 0;
    const closing = socket;
    dropSocket();
    closing?.close();
    setStatus('idle');
  }

  return {
    getStatus: (): ChatSocketStatus => status,
    isReady: (): boolean => status === 'ready',

    /** Listens to the server's frames; the first listener connects. Answers the way to stop listening. */
    subscribe(listener: FrameListener): () => void {
      listeners.add(listener);
      if (status === 'idle') connect();
      return () => void listeners.delete(listener);
    },

    subscribeStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },

    /** An open conversation: after every `ready`, what came after `lastSeen()` is fetched (null: not yet known). */
    watch(conversationId: number, lastSeen: () => number | null): () => void {
      watched.set(conversationId, lastSeen);
      return () => {
        if (watched.get(conversationId) === lastSeen) watched.delete(conversationId);
      };
    },

    /** Sends a frame when ready (read marks, typing); false when it could not go. */
    send: (frame: ChatClientFrame): boolean => status === 'ready' && write(frame),

    /** Sends a message and waits for its `ack`; rejects with ChatRefusal or SocketUnavailable. */
    sendMessage(body: ChatSendBody): Promise<ChatMessage> {
      return new Promise((resolve, reject) => {
        if (status !== 'ready' || !write({ type: 'send', message: body })) {
          reject(new SocketUnavailable());
          return;
        }
        const timer = setTimeout(() => {
          acks.delete(body.client_id);
          reject(new SocketUnavailable());
        }, ACK_TIMEOUT_MS);
        acks.set(body.client_id, { resolve, reject, timer });
      });
    },

    /** Connects now if listened to and not connected (sign-in, back online, the page shown again). */
    resume(): void {
      if (status === 'idle' || status === 'waiting') {
        attempt = 0;
        connect();
      }
    },

    /** Closes and forgets the connection (sign-out); a later listener or `resume` connects again. */
    stop,
  };
}
