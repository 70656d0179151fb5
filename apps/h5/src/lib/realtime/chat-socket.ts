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
/** poll: a tick of the HTTP fallback while the socket is not ready; reconnect: ready again after that. */
export type ResyncReason = 'poll' | 'reconnect';
export type ResyncListener = (reason: ResyncReason) => void;

/** Keeps an idle connection alive through proxies; a ping unanswered by the next one means it is dead. */
export const PING_INTERVAL_MS = 25_000;
/** A send not acknowledged by then goes by HTTP instead (same client id, so it never doubles). */
export const ACK_TIMEOUT_MS = 10_000;
/** While the socket is not ready, watched conversations (and the lists) are asked by HTTP this often. */
export const POLL_INTERVAL_MS = 3_000;
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
 * `ready`, pings every 25 s, and lets screens listen to the server's frames. While it is not ready (it
 * cannot connect, or waits to reconnect) HTTP stands in: every 3 s each watched conversation is asked
 * for what came after its newest message, and resync listeners are told to ask their lists again; it
 * stops as soon as the socket is ready, and that ready tells them once more (`reconnect`).
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
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  /** Set by stop() until the next connect: nothing is asked for a session that ended. */
  let stopped = false;
  /** Bumped by stop(): answers asked for before it are dropped. */
  let session = 0;
  /** Something may have been missed since the last ready: a connection failed or dropped, or HTTP stood in. */
  let behind = false;
  const listeners = new Set<FrameListener>();
  const statusListeners = new Set<() => void>();
  const resyncListeners = new Set<ResyncListener>();
  const watched = new Map<number, () => number | null>();
  const polling = new Set<number>();
  const acks = new Map<string, PendingAck>();

  function setStatus(next: ChatSocketStatus): void {
    if (status !== next) {
      status = next;
      for (const listener of [...statusListeners]) listener();
    }
    syncPolling();
  }

  /** HTTP stands in while someone listens, the session lasts and the socket is not ready. */
  function shouldPoll(): boolean {
    return (
      status !== 'ready' &&
      !stopped &&
      listeners.size > 0 &&
      (watched.size > 0 || resyncListeners.size > 0) &&
      deps.token() !== null
    );
  }

  function syncPolling(): void {
    if (!shouldPoll()) {
      clearInterval(pollTimer);
      pollTimer = undefined;
    } else if (pollTimer === undefined) {
      pollTimer = setInterval(poll, POLL_INTERVAL_MS);
    }
  }

  function poll(): void {
    if (!shouldPoll()) return syncPolling();
    behind = true;
    const current = session;
    for (const conversationId of watched.keys()) {
      // A slow answer is not asked for again on top of itself.
      if (polling.has(conversationId)) continue;
      polling.add(conversationId);
      void catchUp(conversationId, () => current === session).finally(() => polling.delete(conversationId));
    }
    for (const listener of [...resyncListeners]) listener('poll');
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
    stopped = false;
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
    behind = true;
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
    const resumed = behind;
    behind = false;
    setStatus('ready');
    clearInterval(pingTimer);
    pingTimer = setInterval(ping, PING_INTERVAL_MS);
    const current = generation;
    for (const conversationId of watched.keys()) void catchUp(conversationId, () => current === generation);
    if (resumed) for (const listener of [...resyncListeners]) listener('reconnect');
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

  /**
   * What came after the newest message of a watched conversation, page after page while the server
   * says there is more (and the conversation stays watched), as `message` frames; answers that come
   * when `isCurrent()` no longer holds are dropped.
   */
  async function catchUp(conversationId: number, isCurrent: () => boolean): Promise<void> {
    let after = watched.get(conversationId)?.();
    while (after !== null && after !== undefined && watched.has(conversationId)) {
      let result: ChatMessagesPage;
      try {
        result = await deps.fetchAfter(conversationId, after);
      } catch {
        return;
      }
      if (!isCurrent()) return;
      for (const message of result.list) emit({ type: 'message', message });
      const last = result.list.at(-1);
      // A page that does not move forward would be asked for again forever.
      if (!result.has_more || !last || last.id <= after) return;
      after = last.id;
    }
  }

  function stop(): void {
    generation += 1;
    session += 1;
    stopped = true;
    behind = false;
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
      syncPolling();
      return () => {
        listeners.delete(listener);
        syncPolling();
      };
    },

    subscribeStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },

    /**
     * Told when a screen should ask the server again for what it shows (the conversation lists): at
     * every HTTP poll while the socket is not ready (`poll`), and once at the ready that ends such a
     * time (`reconnect`). Answers the way to stop listening.
     */
    subscribeResync(listener: ResyncListener): () => void {
      resyncListeners.add(listener);
      syncPolling();
      return () => {
        resyncListeners.delete(listener);
        syncPolling();
      };
    },

    /**
     * An open conversation: after every `ready`, and every 3 s while the socket is not ready, what came
     * after `lastSeen()` is fetched (null: not yet known).
     */
    watch(conversationId: number, lastSeen: () => number | null): () => void {
      watched.set(conversationId, lastSeen);
      syncPolling();
      return () => {
        if (watched.get(conversationId) === lastSeen) watched.delete(conversationId);
        syncPolling();
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
