// One load generator of the chat benchmark, a process of its own (started by bench/lib/chat-clients.mjs):
// connects and authenticates its share of the users, one socket each, then sends its share of the
// conversations' messages on the open-loop schedule and times each from its scheduled send time to the
// 'message' frame on the other party's socket. Both parties of a conversation live here, so one clock
// times both ends. Commands come over the IPC channel: `connect`, then `load`; each gets one answer.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { scheduleFor } from './chat-schedule.mjs';

/** A question of the length customers write (40 characters). */
const TEXT = '您好律师，我想咨询一下劳动合同到期后公司不续签的经济补偿问题，请问应该怎么计算？';
const DRAIN_POLL_MS = 50;

/** Ready sockets by user index. */
const sockets = new Map();
/** Messages sent whose other party has not received them yet, by client id. */
const pending = new Map();
const seen = { acks: 0, errors: 0, closed: 0, errorSamples: [] };
let onReceipt = () => {};

function handleFrame(userIndex, data) {
  const frame = JSON.parse(data.toString());
  if (frame.type === 'message') {
    const sent = pending.get(frame.message.client_id);
    // The sender's own sockets get the message too; only the other party's receipt counts.
    if (sent && sent.receiver === userIndex) {
      pending.delete(frame.message.client_id);
      onReceipt(sent, performance.now());
    }
  } else if (frame.type === 'ack') {
    seen.acks += 1;
  } else if (frame.type === 'error') {
    seen.errors += 1;
    if (seen.errorSamples.length < 5) seen.errorSamples.push(`${frame.code} ${frame.msg}`);
  }
}

/** Opens the user's socket and authenticates; resolves once 'ready' names this user. */
function connect(url, user) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let ready = false;
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: user.token })));
    socket.on('message', (data) => {
      if (ready) return handleFrame(user.index, data);
      const frame = JSON.parse(data.toString());
      if (frame.type !== 'ready' || frame.user_id !== user.id) {
        reject(new Error(`user ${user.id} got ${data} instead of ready`));
        return socket.terminate();
      }
      ready = true;
      sockets.set(user.index, socket);
      resolve();
    });
    socket.on('error', (error) => {
      if (!ready) reject(new Error(`user ${user.id}: ${error.message}`));
    });
    socket.on('close', (code) => {
      if (ready) seen.closed += 1;
      else reject(new Error(`user ${user.id}: socket closed (${code}) before ready`));
    });
  });
}

/** Connects every user, `inFlight` handshakes at a time. */
async function connectAll({ url, users, inFlight }) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < users.length) await connect(url, users[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, users.length) }, worker));
  return { ready: sockets.size, seconds: (performance.now() - started) / 1000 };
}

/**
 * Sends this process's messages of the schedule, starting at `startAt` (epoch ms, the same for every
 * generator), waits up to `drainMs` after the last one for what is still on its way, and answers the
 * latencies (ms) of the messages due in the measured window (after `warmupMs`) and the counts.
 */
async function runLoad({ conversations, totalConversations, rate, warmupMs, measureMs, drainMs, startAt }) {
  const schedule = scheduleFor({
    rate,
    conversations: totalConversations,
    durationMs: warmupMs + measureMs,
    mine: conversations.map((conversation) => conversation.index),
  });
  const byIndex = new Map(conversations.map((conversation) => [conversation.index, conversation]));
  const origin = performance.now() + (startAt - Date.now());
  const result = { sent: 0, measuredSent: 0, received: 0, measuredReceived: 0, latencies: [], lateness: [] };
  onReceipt = (message, now) => {
    result.received += 1;
    if (!message.measured) return;
    result.measuredReceived += 1;
    result.latencies.push(now - origin - message.at);
  };

  const send = (entry, now) => {
    const conversation = byIndex.get(entry.conversation);
    const from = entry.from === 'customer' ? conversation.customer : conversation.lawyer;
    const to = entry.from === 'customer' ? conversation.lawyer : conversation.customer;
    const clientId = `bench-${String(entry.k).padStart(8, '0')}`;
    const measured = entry.at >= warmupMs;
    pending.set(clientId, { at: entry.at, receiver: to, measured });
    sockets.get(from).send(
      JSON.stringify({
        type: 'send',
        message: { conversation_id: conversation.id, client_id: clientId, kind: 'text', text: TEXT },
      }),
    );
    result.sent += 1;
    if (!measured) return;
    result.measuredSent += 1;
    result.lateness.push(now - entry.at);
  };

  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now() - origin;
      while (next < schedule.length && schedule[next].at <= now) send(schedule[next++], now);
      if (next === schedule.length) return resolve();
      setTimeout(tick, Math.max(0, schedule[next].at - (performance.now() - origin)));
    };
    setTimeout(tick, Math.max(0, origin - performance.now()));
  });
  const drainUntil = performance.now() + drainMs;
  while (pending.size > 0 && performance.now() < drainUntil) await sleep(DRAIN_POLL_MS);
  return { ...result, ...seen };
}

process.on('message', async (command) => {
  try {
    if (command.type === 'connect') process.send({ type: 'connected', ...(await connectAll(command)) });
    else if (command.type === 'load') process.send({ type: 'loaded', ...(await runLoad(command)) });
    else throw new Error(`unknown command ${command.type}`);
  } catch (error) {
    process.send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
