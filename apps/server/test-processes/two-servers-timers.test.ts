import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@lawbridge/contract';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { api, createOrder, login, orderTarget } from './support/client';
import { startServer, type ServerProcess } from './support/server-process';

const MINUTE = 60_000;
const ORDERS = 100;
/** A customer may have at most 5 unpaid orders at once; 20 customers stay under the 30 SMS an address may ask for. */
const CUSTOMERS = 20;

let running: ServerProcess[] = [];
let database: TestDatabase | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-two-'));

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const firedBy = (server: ServerProcess) =>
  server
    .logLines()
    .filter((line) => line.msg === 'timer done')
    .map((line) => (line.timer as { id: number }).id);

describe('two server processes on one PostgreSQL', () => {
  it('fire each due timer exactly once between them', { timeout: 240_000 }, async () => {
    if (!process.env.TEST_DATABASE_URL) {
      throw new Error('TEST_DATABASE_URL is not set: npm test starts a PostgreSQL for this suite');
    }
    database = await createTestDatabase();
    const databaseUrl = database.url!;

    const seeding = await startServer({ dataDir, databaseUrl, demo: true });
    running.push(seeding);
    const tokens: string[] = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      tokens.push(await login(seeding.url, `136000002${String(index).padStart(2, '0')}`));
    }
    const target = await orderTarget(seeding.url);
    const orders: string[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      orders.push((await createOrder(seeding.url, tokens[index % CUSTOMERS]!, target)).order_no);
    }
    await seeding.stop();
    running = [];

    // Both come up, then their clocks move 16 minutes on at the same moment: every order's 15-minute expiry
    // falls due on both at once, and both work them side by side.
    const movable = { env: { TEST_CLOCK_MOVABLE: '1' } };
    const [a, b] = await Promise.all([
      startServer({ dataDir, databaseUrl, ...movable }),
      startServer({ dataDir, databaseUrl, ...movable }),
    ]);
    running.push(a, b);
    await Promise.all(
      [a, b].map((server) => api(server.url, { path: API.devClock, body: { advance_ms: 16 * MINUTE } })),
    );

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const { rows } = await client.query<{ open: string }>(
          "SELECT count(*) AS open FROM timers WHERE kind = 'service:close' AND done_at IS NULL",
        );
        if (Number(rows[0]!.open) === 0) break;
        if (Date.now() > deadline) throw new Error(`${rows[0]!.open} expiry timers still open`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const closes = await client.query<{ order_no: string; closes: string }>(
        `SELECT o.order_no, count(e.id) AS closes FROM service_orders o
           LEFT JOIN order_events e ON e.order_kind = 'service' AND e.order_id = o.id AND e.transition = 'close'
          WHERE o.order_no = ANY($1)
          GROUP BY o.order_no`,
        [orders],
      );
      expect(closes.rows).toHaveLength(ORDERS);
      expect(closes.rows.every((row) => Number(row.closes) === 1)).toBe(true);
      const states = await client.query<{ state: string; n: string }>(
        'SELECT state, count(*) AS n FROM service_orders WHERE order_no = ANY($1) GROUP BY state',
        [orders],
      );
      expect(states.rows.map((row) => [row.state, Number(row.n)])).toEqual([['closed', ORDERS]]);
      const attempts = await client.query<{ attempts: number }>(
        `SELECT DISTINCT t.attempts FROM timers t JOIN service_orders o ON t.kind = 'service:close' AND t.ref_id = o.id
          WHERE o.order_no = ANY($1)`,
        [orders],
      );
      expect(attempts.rows).toEqual([{ attempts: 1 }]);
    } finally {
      await client.end();
    }

    // Each timer was worked by one process only, and both processes took part.
    const byA = firedBy(a).filter((id) => id !== undefined);
    const byB = firedBy(b);
    const closeTimers = new Set([...byA, ...byB]);
    expect(byA.length + byB.length).toBe(closeTimers.size);
    expect(byA.filter((id) => byB.includes(id))).toEqual([]);
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
  });
});
