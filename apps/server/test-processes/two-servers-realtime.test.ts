import { API, type ChatConversation, type ChatServerFrame } from '@lawbridge/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { api, createOrder, login, orderTarget } from './support/client';
import { requireTestEnv } from './support/test-env';
import { startServer, type ServerProcess } from './support/server-process';

let running: ServerProcess[] = [];
let database: TestDatabase | null = null;
const sockets: WebSocket[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-realtime-'));

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await Promise.all(running.map((server) => server.kill()));
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A signed-in socket on one instance, keeping the frames it receives. */
async function socketOn(server: ServerProcess, token: string) {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${API.ws}`);
  sockets.push(socket);
  const frames: ChatServerFrame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as ChatServerFrame));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  const waitFor = async <T extends ChatServerFrame['type']>(type: T) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const frame = frames.find((item) => item.type === type);
      if (frame) return frame as Extract<ChatServerFrame, { type: T }>;
      if (Date.now() > deadline) throw new Error(`no ${type} frame: ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  await waitFor('ready');
  return { socket, frames, waitFor };
}

describe('two server processes on one PostgreSQL and one Redis (PRODUCT §17)', () => {
  it('deliver chat messages, read receipts, notifications and logouts to a user connected to the other instance', async () => {
    const redisUrl = requireTestEnv('TEST_DATABASE_URL', 'TEST_REDIS_URL').TEST_REDIS_URL;
    database = await createTestDatabase();
    const databaseUrl = database.url!;
    const [a, b] = [
      await startServer({ dataDir, databaseUrl, demo: true, redisUrl }),
      await startServer({ dataDir, databaseUrl, redisUrl }),
    ];
    running = [a, b];

    const customer = await login(a.url, '13600000003');
    // A demo lawyer taking orders (the user's uuid is the lawyer's), signed in through instance B.
    const lawyer = await login(b.url, '13900000001');
    const lawyerUser = await api<{ uuid: string }>(b.url, { path: API.userInfo, token: lawyer });
    const target = { ...(await orderTarget(a.url)), lawyerUuid: lawyerUser.data.uuid };

    // The customer is on instance A, the lawyer on instance B.
    const onA = await socketOn(a, customer);
    const onB = await socketOn(b, lawyer);
    const conversation = await api<ChatConversation>(a.url, {
      path: API.chatConversations,
      token: customer,
      body: { lawyer_uuid: target.lawyerUuid },
    });
    expect(conversation.code).toBe(0);
    onA.socket.send(
      JSON.stringify({
        type: 'send',
        message: {
          conversation_id: conversation.data.id,
          client_id: 'across-0001',
          kind: 'text',
          text: '律师您好',
        },
      }),
    );
    const ack = await onA.waitFor('ack');
    const delivered = await onB.waitFor('message');
    expect(delivered.message).toEqual(ack.message);

    // The lawyer reads it on B: the read receipt reaches the customer on A.
    onB.socket.send(
      JSON.stringify({ type: 'read', conversation_id: conversation.data.id, message_id: ack.message.id }),
    );
    expect(await onA.waitFor('read')).toEqual({
      type: 'read',
      conversation_id: conversation.data.id,
      reader: 'lawyer',
      message_id: ack.message.id,
    });

    // A paid order placed through A tells the lawyer, connected to B.
    const order = await createOrder(a.url, customer, target);
    await api(a.url, {
      path: API.payment,
      token: customer,
      body: { app_scene: 'h5', scene: 'service', order_no: order.order_no },
    });
    const paid = await api(a.url, {
      path: API.sandboxConfirm,
      token: customer,
      body: { order_no: order.order_no },
    });
    expect(paid.code).toBe(0);
    const notice = await onB.waitFor('notification');
    expect(notice.notification).toMatchObject({ kind: 'order_paid' });
    expect(notice.notification.link).toContain(order.order_no);

    // The customer logs out through B: the socket on A holding that token ends at once.
    const closed = new Promise<number>((resolve) => onA.socket.once('close', (code) => resolve(code)));
    expect((await api(b.url, { path: API.logout, token: customer, body: {} })).code).toBe(0);
    expect(await closed).toBe(4001);
  });
});
