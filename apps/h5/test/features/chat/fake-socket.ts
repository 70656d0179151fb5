import type { ChatServerFrame } from '@lawbridge/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A WebSocket stand-in stubbed on globalThis: it records what the app sends (parsed) and lets the test
 * open it, push server frames and drop it. Every socket the app makes is kept, the newest last.
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readonly url: string;
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code: 1000 } as CloseEvent);
  }

  /** Server side: the connection opens. */
  open(): void {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }

  push(frame: ChatServerFrame): void {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent));
  }

  /** Server side: the connection drops. */
  drop(code = 1006): void {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code } as CloseEvent);
    });
  }

  /** Frames of one type the app sent. */
  sentOf(type: string): Array<Record<string, unknown>> {
    return this.sent.filter((frame) => frame.type === type);
  }
}

export function installFakeSocket(): void {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

export const socketCount = (): number => FakeWebSocket.instances.length;

export function latestSocket(): FakeWebSocket {
  const socket = FakeWebSocket.instances.at(-1);
  if (!socket) throw new Error('the app opened no socket');
  return socket;
}

/** Opens the newest socket and answers its auth with ready; answers the socket. */
export function readySocket(): FakeWebSocket {
  const socket = latestSocket();
  socket.open();
  socket.push({ type: 'ready', user_id: 1 });
  return socket;
}
