import { API, CHAT_AUTH_TIMEOUT_MS, TOKEN_TTL_MS, type ChatServerFrame } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_FRAME_BYTES, SOCKET_CLOSE } from '../../src/modules/chat/socket';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chatWorld, type ChatWorld } from './chat-fixtures';

let t: TestApp;
let world: ChatWorld;
let address: string;
const open: WebSocket[] = [];

beforeEach(async () => {
  t = await createTestApp();
  world = await chatWorld(t);
  address = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace(/^http/, 'ws');
});
afterEach(async () => {
  for (const socket of open.splice(0)) socket.terminate();
  await t.close();
});

/** A real WebSocket client that keeps every frame it receives, and waits for the ones a test expects. */
async function connect() {
  const socket = new WebSocket(`${address}${API.ws}`);
  open.push(socket);
  const frames: ChatServerFrame[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ChatServerFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  /** The first frame of `type` not taken yet (waiting up to 3 s for it). */
  async function next<T extends ChatServerFrame['type']>(
    type: T,
  ): Promise<Extract<ChatServerFrame, { type: T }>> {
    const deadline = Date.now() + 3_000;
    for (;;) {
      const index = frames.findIndex((frame) => frame.type === type);
      if (index >= 0) return frames.splice(index, 1)[0] as Extract<ChatServerFrame, { type: T }>;
      if (Date.now() > deadline) throw new Error(`no ${type} frame; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
  const sendFrame = (frame: unknown) =>
    socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  return { socket, frames, next, sendFrame, closed };
}

async function signedIn(token: string) {
  const client = await connect();
  client.sendFrame({ type: 'auth', token });
  const { user_id: userId } = await client.next('ready');
  return { ...client, userId };
}

const typingFrame = JSON.stringify({ type: 'typing', conversation_id: 1, sender: 'lawyer' });

const textFrame = (clientId: string, text: string) => ({
  type: 'send',
  message: { conversation_id: world.conversation.id, client_id: clientId, kind: 'text', text },
});

describe('the chat socket (PRODUCT §9)', () => {
  it('closes a socket that does not authenticate within 5 seconds', { timeout: 15_000 }, async () => {
    const client = await connect();
    const started = Date.now();
    expect(await client.closed).toBe(SOCKET_CLOSE.unauthenticated);
    expect(Date.now() - started).toBeGreaterThanOrEqual(CHAT_AUTH_TIMEOUT_MS - 100);
    expect(client.frames).toEqual([{ type: 'error', code: 2, msg: '登录过期，请重新登录', client_id: null }]);
  });

  it('closes at once on an unknown token', async () => {
    const client = await connect();
    client.sendFrame({ type: 'auth', token: 'not-a-token' });
    expect(await client.closed).toBe(SOCKET_CLOSE.unauthenticated);
    expect(client.frames[0]).toMatchObject({ type: 'error', code: 2 });
  });

  it('ends the sockets of a token at its logout, at once, and pushes nothing more to them', async () => {
    const client = await signedIn(world.customer);
    t.clock.advance(61_000); // one login code a minute per phone
    const otherPhone = await signedIn(await loginAs(t.app, world.customerPhone));
    const out = await t.app.inject({
      method: 'POST',
      url: API.logout,
      headers: { 'x-token': world.customer },
    });
    expect(out.json<{ code: number }>().code).toBe(0);
    expect(await client.closed).toBe(SOCKET_CLOSE.unauthenticated);
    expect(client.frames.at(-1)).toMatchObject({ type: 'error', code: 2 });
    // The same customer's other phone signed in with its own token: it stays and still hears the lawyer.
    world.ok(await world.sendText(world.lawyer.token, '您好，请讲'));
    expect((await otherPhone.next('message')).message.text).toBe('您好，请讲');
    expect(client.frames.filter((frame) => frame.type === 'message')).toEqual([]);
  });

  it('pushes nothing on a socket whose token has expired, and ends it', async () => {
    const client = await signedIn(world.customer);
    await t.app.realtime.publish([client.userId], typingFrame);
    await client.next('typing');
    t.clock.advance(TOKEN_TTL_MS);
    await t.app.realtime.publish([client.userId], typingFrame);
    expect(await client.closed).toBe(SOCKET_CLOSE.unauthenticated);
    expect(client.frames).toEqual([{ type: 'error', code: 2, msg: '登录过期，请重新登录', client_id: null }]);
  });

  it('ends a socket whose token expired since it authenticated, at its next frame, storing nothing', async () => {
    const client = await signedIn(world.customer);
    t.clock.advance(TOKEN_TTL_MS);
    client.sendFrame(textFrame('sock-0009-a', '过期后还想发'));
    expect(await client.closed).toBe(SOCKET_CLOSE.unauthenticated);
    expect(client.frames.at(-1)).toMatchObject({ type: 'error', code: 2 });
    const lawyerToken = await loginAs(t.app, world.lawyer.phone);
    expect(world.ok(await world.history(lawyerToken)).list).toEqual([]);
  });

  it('delivers each message both parties send at once exactly once to both sides, each with the server’s id', async () => {
    await world.paid();
    const customer = await signedIn(world.customer);
    const lawyer = await signedIn(world.lawyer.token);
    for (let index = 0; index < 10; index += 1) {
      customer.sendFrame(textFrame(`both-c-${index}-x`, `用户${index}`));
      lawyer.sendFrame(textFrame(`both-l-${index}-x`, `律师${index}`));
    }
    const stored = async () => world.ok(await world.history(world.customer, '&limit=50')).list;
    for (let waited = 0; (await stored()).length < 20; waited += 50) {
      if (waited > 5_000) throw new Error('not all 20 messages were stored');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ids = (await stored()).map((message) => message.id);
    expect(new Set(ids).size).toBe(20);
    // Each side hears every message once. Frames of concurrent senders may arrive in any order; the
    // server's ids are the order both draw them in (the H5 app sorts by id).
    const seen = (client: Awaited<ReturnType<typeof signedIn>>) =>
      client.frames
        .filter((frame) => frame.type === 'message')
        .map((frame) => frame.message.id)
        .sort((a, b) => a - b);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen(customer)).toEqual(ids);
    expect(seen(lawyer)).toEqual(ids);
  });

  it('acknowledges a message once stored and delivers it to the other party and the sender’s other sockets', async () => {
    const customer = await signedIn(world.customer);
    const customerPhone = await signedIn(world.customer);
    const lawyer = await signedIn(world.lawyer.token);
    customer.sendFrame(textFrame('sock-0001-a', '律师您好'));
    const ack = await customer.next('ack');
    expect(ack).toMatchObject({
      client_id: 'sock-0001-a',
      message: { sender: 'customer', text: '律师您好' },
    });
    const stored = world.ok(await world.history(world.customer)).list;
    expect(stored.map((message) => message.id)).toEqual([ack.message.id]);
    expect((await lawyer.next('message')).message).toEqual(ack.message);
    expect((await customerPhone.next('message')).message).toEqual(ack.message);
  });

  it('never duplicates a resend after a reconnect', async () => {
    const first = await signedIn(world.customer);
    first.sendFrame(textFrame('sock-0002-a', '断线前发的'));
    const ack = await first.next('ack');
    first.socket.terminate();
    const again = await signedIn(world.customer);
    again.sendFrame(textFrame('sock-0002-a', '断线前发的'));
    expect((await again.next('ack')).message.id).toBe(ack.message.id);
    expect(world.ok(await world.history(world.customer)).list).toHaveLength(1);
  });

  it('answers bad frames with an error frame and stays open', async () => {
    const client = await connect();
    client.sendFrame(textFrame('sock-0003-a', '还没登录'));
    expect(await client.next('error')).toMatchObject({ code: 2 });
    client.sendFrame('{not json');
    expect(await client.next('error')).toMatchObject({ code: 1, msg: '消息格式不正确' });
    client.sendFrame({ type: 'auth', token: world.customer });
    await client.next('ready');
    client.sendFrame({ type: 'dance' });
    expect(await client.next('error')).toMatchObject({ code: 1, msg: '消息格式不正确' });
    client.sendFrame(textFrame('sock-0003-b', ''));
    expect(await client.next('error')).toMatchObject({
      code: 1,
      msg: '请填写消息',
      client_id: 'sock-0003-b',
    });
    client.sendFrame({
      type: 'send',
      message: { conversation_id: 999_999, client_id: 'sock-0003-c', kind: 'text', text: '你好' },
    });
    expect(await client.next('error')).toMatchObject({ code: 7, msg: '无权操作', client_id: 'sock-0003-c' });
    client.sendFrame({ type: 'ping' });
    await client.next('pong');
  });

  it('answers every other kind of bad frame with an error frame, stores nothing and stays open', async () => {
    const client = await signedIn(world.customer);
    const strangersImage = await world.upload(world.stranger);
    const bad: Array<[frame: unknown, expected: object]> = [
      [Buffer.from([1, 2, 3]), { code: 1, msg: '消息格式不正确', client_id: null }],
      [{ type: 'auth' }, { code: 1, msg: '请填写登录凭证' }],
      [textFrame('sock-0005-a', '长'.repeat(1001)), { code: 1, client_id: 'sock-0005-a' }],
      [textFrame('短', '你好'), { code: 1, msg: '消息编号格式不正确', client_id: null }],
      [
        {
          type: 'send',
          message: { conversation_id: world.conversation.id, client_id: 'sock-0005-b', kind: 'image' },
        },
        { code: 1, client_id: 'sock-0005-b' },
      ],
      [
        {
          type: 'send',
          message: {
            conversation_id: world.conversation.id,
            client_id: 'sock-0005-c',
            kind: 'image',
            upload_id: strangersImage,
          },
        },
        { code: 1, msg: '图片不存在', client_id: 'sock-0005-c' },
      ],
      [{ type: 'read', conversation_id: world.conversation.id }, { code: 1 }],
      [{ type: 'read', conversation_id: 'one', message_id: 1 }, { code: 1 }],
      [{ type: 'typing' }, { code: 1 }],
      [
        { type: 'typing', conversation_id: 999_999 },
        { code: 7, msg: '无权操作' },
      ],
      ['"just a string"', { code: 1, msg: '消息格式不正确' }],
      [JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES) }), { code: 1, msg: '消息过长' }],
    ];
    for (const [frame, expected] of bad) {
      client.sendFrame(frame);
      const error = await client.next('error');
      expect(error, JSON.stringify(frame).slice(0, 80)).toMatchObject(expected);
      // A clear Chinese message, never the validator's generic one.
      expect(error.msg).toMatch(/^[\u4e00-\u9fa5][^a-zA-Z]*$/);
      expect(error.msg).not.toMatch(/无效输入|期望/);
    }
    client.sendFrame({ type: 'ping' });
    await client.next('pong');
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect(world.ok(await world.history(world.customer)).list).toEqual([]);
  });

  it('delivers read receipts to both parties and typing to the other party only', async () => {
    const customer = await signedIn(world.customer);
    const lawyer = await signedIn(world.lawyer.token);
    customer.sendFrame(textFrame('sock-0004-a', '在吗'));
    const { message } = await customer.next('ack');
    lawyer.sendFrame({ type: 'read', conversation_id: world.conversation.id, message_id: message.id });
    expect(await customer.next('read')).toEqual({
      type: 'read',
      conversation_id: world.conversation.id,
      reader: 'lawyer',
      message_id: message.id,
    });
    lawyer.sendFrame({ type: 'typing', conversation_id: world.conversation.id });
    expect(await customer.next('typing')).toMatchObject({ sender: 'lawyer' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lawyer.frames.filter((frame) => frame.type === 'typing')).toEqual([]);
  });
});
