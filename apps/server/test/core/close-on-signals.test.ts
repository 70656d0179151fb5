import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOnSignals, type ClosableApp } from '../../src/core/shutdown/close-on-signals';

function fakeApp(close: () => Promise<unknown>) {
  const logged: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message: string): void =>
      void logged.push({ level, fields, message });
  const app: ClosableApp = {
    close,
    log: { info: at('info'), error: at('error') } as unknown as FastifyBaseLogger,
    server: { getConnections: (callback) => callback(null, 3) },
  };
  return { app, logged };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('closing on a signal', () => {
  it('closes the app once and exits 0 when it has closed', async () => {
    const close = vi.fn(async () => undefined);
    const exits: number[] = [];
    const { app } = fakeApp(close);
    const shutDown = closeOnSignals(app, { signals: [], exit: (code) => exits.push(code) });
    shutDown('SIGTERM');
    shutDown('SIGINT');
    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('exits 1 with what holds it when the close is still pending at the deadline', async () => {
    vi.useFakeTimers();
    const exits: number[] = [];
    const { app, logged } = fakeApp(() => new Promise(() => undefined));
    const shutDown = closeOnSignals(app, { signals: [], deadlineMs: 5000, exit: (code) => exits.push(code) });
    shutDown('SIGTERM');
    await vi.advanceTimersByTimeAsync(4999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(exits).toEqual([1]));
    const stuck = logged.find((line) => line.level === 'error');
    expect(stuck?.message).toBe('shutdown did not finish in time; exiting');
    expect(stuck?.fields).toMatchObject({ deadlineMs: 5000, connections: 3 });
    expect(stuck?.fields.activeResources).toEqual(expect.any(Array));
  });

  it('exits 1 when closing fails', async () => {
    const exits: number[] = [];
    const { app, logged } = fakeApp(() => Promise.reject(new Error('database gone')));
    closeOnSignals(app, { signals: [], exit: (code) => exits.push(code) })('SIGTERM');
    await vi.waitFor(() => expect(exits).toEqual([1]));
    expect(logged.map((line) => line.message)).toContain('shutdown failed');
  });
});
