import type { ChatMessagesPage } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createChatSocket,
  PING_INTERVAL_MS,
  POLL_INTERVAL_MS,
  reconnectDelay,
  type ChatSocket,
  type ResyncReason,
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

  it('keeps catching up while the server has more, past ten pages, and stops at a page that does not move on', async () => {
    const frames: unknown[] = [];
    socket.subscribe((frame) => frames.push(frame));
    socket.watch(5, () => 12);
    fetchAfter.mockImplementation(async (_conversation, after) => ({
      list: [chatMessage({ id: after + 1 })],
      has_more: after + 1 < 40,
    }));
    readySocket();
    await vi.waitFor(() => expect(frames).toHaveLength(1 + 28));
    expect(fetchAfter).toHaveBeenCalledTimes(28);
    expect(fetchAfter.mock.calls.at(-1)).toEqual([5, 39]);

    // A server answering the same page again (and still more) is not asked forever.
    fetchAfter.mockReset();
    fetchAfter.mockResolvedValue({ list: [chatMessage({ id: 13 })], has_more: true });
    latestSocket().drop();
    vi.advanceTimersByTime(1000);
    readySocket();
    await vi.waitFor(() => expect(fetchAfter).toHaveBeenCalledTimes(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAfter.mock.calls).toEqual([
      [5, 12],
      [5, 13],
    ]);
  });

  describe('while it is not ready', () => {
    it('asks watched conversations by HTTP every 3 s and tells resync listeners, until it is ready', async () => {
      const frames: unknown[] = [];
      const reasons: ResyncReason[] = [];
      socket.subscribe((frame) => frames.push(frame));
      socket.subscribeResync((reason) => reasons.push(reason));
      socket.watch(5, () => 12);
      fetchAfter.mockResolvedValue({ list: [chatMessage({ id: 13 })], has_more: false });
      // The socket was opened but never answers.
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
      expect(fetchAfter).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchAfter.mock.calls).toEqual([[5, 12]]);
      expect(reasons).toEqual(['poll']);
      expect(frames).toEqual([{ type: 'message', message: chatMessage({ id: 13 }) }]);

      // Dropped and waiting to reconnect: still asking.
      latestSocket().drop();
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(fetchAfter).toHaveBeenCalledTimes(2);
      expect(reasons).toEqual(['poll', 'poll']);

      // Ready: one catch-up, one `reconnect`, and no more polling.
      readySocket();
      expect(fetchAfter).toHaveBeenCalledTimes(3);
      expect(reasons).toEqual(['poll', 'poll', 'reconnect']);
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
      expect(fetchAfter).toHaveBeenCalledTimes(3);
      expect(reasons).toHaveLength(3);
    });

    it('does not ask a conversation again while its last poll is unanswered', async () => {
      socket.subscribe(() => undefined);
      socket.watch(5, () => 12);
      fetchAfter.mockImplementation(() => new Promise(() => undefined));
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
      expect(fetchAfter).toHaveBeenCalledTimes(1);
    });

    it('asks nothing for a screen that watches nothing, after a first connect that goes well, or once stopped', async () => {
      const reasons: ResyncReason[] = [];
      socket.subscribe(() => undefined);
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
      expect(fetchAfter).not.toHaveBeenCalled();

      socket.subscribeResync((reason) => reasons.push(reason));
      readySocket();
      socket.watch(5, () => 12);
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
      expect(fetchAfter).not.toHaveBeenCalled();
      expect(reasons).toEqual([]);

      // Stopped (signed out) with its listeners still there: nothing is asked any more.
      socket.stop();
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
      expect(fetchAfter).not.toHaveBeenCalled();
      expect(reasons).toEqual([]);
    });
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
