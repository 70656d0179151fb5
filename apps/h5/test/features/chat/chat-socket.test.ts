import type { ChatMessagesPage } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createChatSocket,
  PING_INTERVAL_MS,
  reconnectDelay,
  type ChatSocket,
} from '../../../src/lib/realtime';
import { newClientId } from '../../../src/lib/realtime/client-id';
import { chatMessage } from './chat-fixtures';
import { installFakeSocket, latestSocket, readySocket, socketCount } from './fake-socket';

let token: string | null;
let fetchAfter: ReturnType<
  typeof vi.fn<(conversationId: number, afterId: number) => Promise<ChatMessagesPage>>
>;
let socket: ChatSocket;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  installFakeSocket();
  token = 'secret-token';
  fetchAfter = vi.fn(async () => ({ list: [], has_more: false }));
  socket = createChatSocket({ url: () => 'ws://localhost/api/v1/ws', token: () => token, fetchAfter });
});
afterEach(() => {
  socket.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the chat socket', () => {
  it('connects for its first listener and sends the token as the first frame, never in the address', () => {
    expect(socketCount()).toBe(0);
    socket.subscribe(() => undefined);
    expect(latestSocket().url).toBe('ws://localhost/api/v1/ws');
    readySocket();
    expect(latestSocket().sent[0]).toEqual({ type: 'auth', token: 'secret-token' });
    expect(socket.getStatus()).toBe('ready');
  });

  it('reconnects after 1 s, doubling to 30 s, and back to 1 s once ready', () => {
    socket.subscribe(() => undefined);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const count = socketCount();
      latestSocket().drop();
      let waited = 0;
      while (socketCount() === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect([0, 1, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 30000, 30000]);

    readySocket();
    latestSocket().drop();
    const count = socketCount();
    vi.advanceTimersByTime(999);
    expect(socketCount()).toBe(count);
    vi.advanceTimersByTime(1);
    expect(socketCount()).toBe(count + 1);
  });

  it('pings every 25 s and reconnects when a ping goes unanswered', () => {
    socket.subscribe(() => undefined);
    const first = readySocket();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(first.sentOf('ping')).toHaveLength(1);
    first.push({ type: 'pong' });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(first.sentOf('ping')).toHaveLength(2);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(first.readyState).toBe(3);
    expect(socket.getStatus()).toBe('waiting');
    vi.advanceTimersByTime(1000);
    expect(socketCount()).toBe(2);
  });

  it('after ready fetches what each watched conversation missed, page by page, as message frames', async () => {
    const frames: unknown[] = [];
    socket.subscribe((frame) => frames.push(frame));
    socket.watch(5, () => 12);
    socket.watch(6, () => null);
    fetchAfter
      .mockResolvedValueOnce({ list: [chatMessage({ id: 13 }), chatMessage({ id: 14 })], has_more: true })
      .mockResolvedValueOnce({ list: [chatMessage({ id: 15 })], has_more: false });
    readySocket();
    await vi.waitFor(() => expect(fetchAfter).toHaveBeenCalledTimes(2));
    await vi.waitFor(() =>
      expect(frames.filter((frame) => (frame as { type: string }).type === 'message')).toHaveLength(3),
    );
    expect(fetchAfter.mock.calls).toEqual([
      [5, 12],
      [5, 14],
    ]);
  });

  it('stops without reconnecting when the session ends', () => {
    socket.subscribe(() => undefined);
    readySocket();
    token = null;
    socket.stop();
    vi.advanceTimersByTime(60_000);
    expect(socketCount()).toBe(1);
    expect(socket.getStatus()).toBe('idle');
  });

  it('makes client ids the contract accepts', () => {
    const ids = new Set(Array.from({ length: 20 }, newClientId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(newClientId()).toBe('ab'.repeat(16));
  });
});
