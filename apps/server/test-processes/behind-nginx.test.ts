import { API, type ChatConversation, type ChatMessagesPage } from '@lawbridge/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng } from '../test/helpers/images';
import { partnerPrivateKeyFile } from '../test/helpers/partner-keys';
import { createTestBucket, testS3Server, type TestBucket } from '../test/helpers/test-bucket';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { api, createOrder, login, orderTarget } from './support/client';
import { startNginx, type Nginx } from './support/nginx';
import { forwardedClientAddress, instanceOf, uploadThrough } from './support/proxy-probes';
import { resilientChatClient, type ResilientChatClient } from './support/resilient-chat-client';
import { requireTestEnv } from './support/test-env';
import { startServer, type ServerOptions, type ServerProcess } from './support/server-process';
import { trafficRecorder } from './support/traffic-recorder';

const running = new Set<ServerProcess>();
let nginx: Nginx | null = null;
let database: TestDatabase | null = null;
let bucket: TestBucket | null = null;
const clients: ResilientChatClient[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const client of clients) client.close();
  await nginx?.stop();
  await Promise.all([...running].map((server) => server.kill()));
  await database?.drop();
  await bucket?.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, ready: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(50);
  }
}

async function instance(options: Omit<ServerOptions, 'dataDir'>): Promise<ServerProcess> {
  // Each instance has its own data directory: nothing on one instance's disk is there for another.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-nginx-instance-'));
  dataDirs.push(dataDir);
  const server = await startServer({ ...options, dataDir });
  running.add(server);
  return server;
}

describe('two instances behind the shipped nginx configuration (PRODUCT §17, deploy/nginx)', () => {
  it('share files, carry chat across instances, lose nothing acknowledged when one is killed, and hand over on a graceful stop', async () => {
    const redisUrl = requireTestEnv('TEST_DATABASE_URL', 'TEST_REDIS_URL', 'TEST_S3_URL').TEST_REDIS_URL;
    const s3 = testS3Server()!;
    database = await createTestDatabase();
    bucket = await createTestBucket(s3);
    const shared = {
      databaseUrl: database.url!,
      redisUrl,
      env: {
        ...bucket.env,
        // Instances share their keys (signed links made by one are valid on the other), as in production.
        PARTNER_RSA_PRIVATE_KEY_FILE: partnerPrivateKeyFile,
        // nginx on loopback is the one proxy in front: the client's address is the one it adds.
        TRUST_PROXY: '127.0.0.1',
        TEST_CLOCK_MOVABLE: '1',
        CHAT_MESSAGES_PER_MINUTE: '6000',
      },
    };
    const a = await instance({ ...shared, demo: true });
    const b = await instance(shared);
    nginx = await startNginx([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
    const proxy = nginx.url;

    // X-Forwarded-For: the instance sees the address nginx saw (127.0.0.2 here), never the one a client wrote.
    expect(await forwardedClientAddress(proxy, [a, b], { from: '127.0.0.2', spoofed: '203.0.113.9' })).toBe(
      '127.0.0.2',
    );

    // A picture uploaded through A is served by B (object storage, not A's disk), and through the proxy.
    // The console SMS provider keeps the latest code in its own process: sign in through one instance.
    const customer = await login(a.url, '13800000001');
    const picture = makePng(64, [20, 120, 200]);
    const uploaded = await uploadThrough(a.url, customer, picture);
    const viaA = Buffer.from(await (await fetch(`${a.url}${uploaded.url}`)).arrayBuffer());
    const viaB = await fetch(`${b.url}${uploaded.url}`);
    expect(viaB.status).toBe(200);
    expect(Buffer.from(await viaB.arrayBuffer())).toEqual(viaA);
    expect((await fetch(`${proxy}${uploaded.url}`)).status).toBe(200);

    // A customer and a lawyer chat through the proxy while connected to different instances.
    const lawyer = await login(a.url, '13900000001');
    const lawyerUser = await api<{ uuid: string }>(proxy, { path: API.userInfo, token: lawyer });
    const target = { ...(await orderTarget(proxy)), lawyerUuid: lawyerUser.data.uuid };
    const conversation = await api<ChatConversation>(proxy, {
      path: API.chatConversations,
      token: customer,
      body: { lawyer_uuid: target.lawyerUuid },
    });
    const conversationId = conversation.data.id;
    const wsUrl = proxy.replace(/^http/, 'ws');
    const customerChat = resilientChatClient({ wsUrl, token: customer, name: 'customer' });
    clients.push(customerChat);
    await until('the customer is connected', () => customerChat.isReady());
    let lawyerChat = resilientChatClient({ wsUrl, token: lawyer, name: 'lawyer' });
    clients.push(lawyerChat);
    await until('the lawyer is connected', () => lawyerChat.isReady());
    const servers = [a, b];
    for (
      let attempt = 0;
      (await instanceOf(lawyerChat, servers)) === (await instanceOf(customerChat, servers));
      attempt += 1
    ) {
      if (attempt === 10) throw new Error('nginx never put the two sockets on different instances');
      lawyerChat.close();
      lawyerChat = resilientChatClient({ wsUrl, token: lawyer, name: `lawyer${attempt}` });
      clients.push(lawyerChat);
      await until('the lawyer is connected', () => lawyerChat.isReady());
    }
    // A paid order between them lifts the free-message limit, so they may write as much as they like.
    const inProgress = await createOrder(proxy, customer, target);
    await api(proxy, {
      path: API.payment,
      token: customer,
      body: { app_scene: 'h5', scene: 'service', order_no: inProgress.order_no },
    });
    await api(proxy, { path: API.sandboxConfirm, token: customer, body: { order_no: inProgress.order_no } });
    customerChat.send(conversationId, 'hello-customer-0', '律师您好');
    await until('the lawyer hears the customer across instances', () =>
      [...lawyerChat.received.values()].some((message) => message.client_id === 'hello-customer-0'),
    );

    // An unpaid order whose 15-minute timer falls due while A is gone.
    const unpaid = await createOrder(proxy, customer, target);

    // Traffic: both write every 100 ms, customers pay orders, a poller reads; then A is killed mid-way.
    const traffic = trafficRecorder(proxy);
    const chatting = (async () => {
      for (let index = 1; index <= 60; index += 1) {
        customerChat.send(conversationId, `customer-${String(index).padStart(4, '0')}`, `客户消息 ${index}`);
        lawyerChat.send(conversationId, `lawyer-${String(index).padStart(4, '0')}`, `律师回复 ${index}`);
        await sleep(100);
      }
    })();
    const polling = traffic.poll();
    const paying = traffic.payOrders({ token: customer, target, count: 12, everyMs: 400 });
    await sleep(2500);
    await a.kill();
    running.delete(a);
    const killedAt = Date.now();
    await Promise.all([chatting, paying]);
    await until(
      'every message is acknowledged after the reconnect',
      () => customerChat.unacknowledged() + lawyerChat.unacknowledged() === 0,
    ).catch((error: Error) => {
      const state = [customerChat, lawyerChat].map(
        (client) =>
          `${client.probes().join(',')} ready=${client.isReady()} waiting=${client.unacknowledged()} refused=${client.errors.join(' | ')}`,
      );
      throw new Error(`${error.message}; ${state.join('; ')}`);
    });
    traffic.stop();
    await polling;

    // Nothing acknowledged was lost: every acknowledged message is in the conversation, once.
    const history: number[] = [];
    const stored = new Map<string, number>();
    for (let afterId = 0; ;) {
      const page = await api<ChatMessagesPage>(proxy, {
        path: `${API.chatMessages}?conversation_id=${conversationId}&after_id=${afterId}&limit=50`,
        token: customer,
      });
      for (const message of page.data.list) {
        history.push(message.id);
        stored.set(message.client_id, (stored.get(message.client_id) ?? 0) + 1);
      }
      if (page.data.list.length === 0) break;
      afterId = page.data.list.at(-1)!.id;
    }
    const acknowledged = [...customerChat.acked.keys(), ...lawyerChat.acked.keys()];
    expect(acknowledged.length).toBe(121);
    for (const clientId of acknowledged) expect([clientId, stored.get(clientId)]).toEqual([clientId, 1]);
    expect(customerChat.probes().length + lawyerChat.probes().length).toBeGreaterThan(2);

    // Every payment answered as done is paid; the others were refused or cut off, never half-done.
    for (const orderNo of traffic.paidOrders()) {
      const detail = await api<{ state: string }>(proxy, {
        path: `${API.serviceOrderDetail}?order_no=${orderNo}`,
        token: customer,
      });
      expect([orderNo, detail.data.state]).toEqual([orderNo, 'waiting']);
    }
    expect(traffic.paidOrders().length).toBeGreaterThan(6);

    // The proxy answered 5xx for a few seconds at most, right after the kill.
    const failures = traffic.serverErrors();
    if (failures.length > 0) {
      expect(failures.at(-1)!.at - failures[0]!.at).toBeLessThan(5000);
      expect(failures[0]!.at).toBeGreaterThanOrEqual(killedAt - 1000);
    }

    // Time passes while A is gone: B works A's due timer (the unpaid order closes after 15 minutes).
    await api(b.url, { path: API.devClock, body: { advance_ms: 16 * 60_000 } });
    const closed = await api<{ state: string }>(proxy, {
      path: `${API.serviceOrderDetail}?order_no=${unpaid.order_no}`,
      token: customer,
    });
    expect(closed.data.state).toBe('closed');

    // A comes back on its old place; then B stops gracefully under traffic: not one 5xx, sockets move to A.
    const aAgain = await instance({ ...shared, port: a.port });
    const handover = trafficRecorder(proxy);
    const reads = handover.poll();
    // nginx left A out for fail_timeout (10 s) after the kill: stop B only once A takes requests again,
    // as an operator rolling instances over would (README, "Several instances").
    await until('nginx sends requests to the restarted instance', () =>
      aAgain.logLines().some((line) => JSON.stringify(line).includes('/api/v1/lawyer?page=1')),
    );
    const moved = customerChat.probes().length;
    await b.stop();
    running.delete(b);
    await until(
      'the customer is connected again',
      () => customerChat.isReady() && customerChat.probes().length > moved,
    );
    expect(await instanceOf(customerChat, [aAgain])).toBe(aAgain);
    await sleep(1000);
    handover.stop();
    await reads;
    expect(handover.serverErrors()).toEqual([]);
    expect(handover.answered()).toBeGreaterThan(10);
  });
});
