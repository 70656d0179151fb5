import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@lawbridge/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSandboxKey } from '../src/providers/payment/sandbox/sandbox-key';
import { signSandboxNotify } from '../src/providers/payment/sandbox/sandbox-notify';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { api, createOrder, login, orderTarget } from './support/client';
import { startServer, type ServerProcess } from './support/server-process';

const HOUR = 60 * 60_000;
const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof loadSandboxKey>[1];

const databases = [
  { name: 'SQLite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

let running: ServerProcess[] = [];
let database: TestDatabase | null = null;
let dataDir = '';

afterEach(async () => {
  await Promise.all(running.map((server) => server.kill()));
  running = [];
  await database?.drop();
  database = null;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface OrderDetail {
  state: string;
  paid_amount: number;
  refunded_amount: number;
  events: Array<{ transition: string }>;
}

describe.each(databases)(
  'a server killed right after acknowledging a payment notify ($name)',
  ({ postgres }) => {
    it('loses nothing: after the restart the order is paid, and the timer that fell due meanwhile fires', async () => {
      if (postgres && !process.env.TEST_DATABASE_URL) {
        throw new Error('TEST_DATABASE_URL is not set: npm test starts a PostgreSQL for this suite');
      }
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-kill-'));
      database = postgres ? await createTestDatabase() : null;
      const databaseUrl = database?.url ?? null;

      const first = await startServer({ dataDir, databaseUrl, demo: true });
      running.push(first);
      const token = await login(first.url, '13600000001');
      const order = await createOrder(first.url, token, await orderTarget(first.url));

      // WeChat Pay's side of it: a signed notify that the payment succeeded.
      const notify = signSandboxNotify(
        loadSandboxKey(dataDir, silent),
        {
          kind: 'payment',
          order_no: order.order_no,
          transaction_id: 'SB-KILL-1',
          amount: order.price,
          paid_at: Date.now(),
        },
        Date.now(),
      );
      const answer = await fetch(`${first.url}${API.paymentNotify}/sandbox`, {
        method: 'POST',
        headers: notify.headers as Record<string, string>,
        body: notify.rawBody,
      });
      expect(answer.status).toBe(204); // the sandbox, like WeChat Pay, takes 204 as accepted
      // Acknowledged: the provider will never send it again. Now the machine dies.
      await first.kill();
      running = [];

      // Back 25 hours later (by its clock): the 24 h acceptance deadline passed while it was down.
      const second = await startServer({ dataDir, databaseUrl, clockOffsetMs: 25 * HOUR });
      running.push(second);
      let detail: OrderDetail | null = null;
      for (let tries = 0; tries < 150; tries += 1) {
        const reply = await api<OrderDetail>(second.url, {
          path: `${API.serviceOrderDetail}?order_no=${order.order_no}`,
          token,
        });
        detail = reply.data;
        if (detail.state !== 'waiting') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(detail).toMatchObject({
        state: 'cancelled',
        paid_amount: order.price,
        refunded_amount: order.price,
      });
      expect(detail!.events.map((event) => event.transition)).toEqual(['pay', 'accept_timeout']);
    });
  },
);
