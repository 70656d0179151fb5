// The chat benchmark's load generators (bench/lib/chat-client.mjs) seen from the runner: started as
// processes of their own, given their share of users and conversations, asked over IPC.
import path from 'node:path';
import { startChild } from './processes.mjs';
import { root } from './product.mjs';

const CLIENT = path.join(root, 'bench/lib/chat-client.mjs');

/**
 * Conversation i goes to generator i mod `count` with both its parties (so one clock times each
 * message); the users in no conversation are dealt round. Users carry their index in the seed.
 */
export function splitSeed(seed, count) {
  const shares = Array.from({ length: count }, () => ({ users: [], conversations: [] }));
  const inConversation = new Set();
  seed.conversations.forEach((conversation, index) => {
    const share = shares[index % count];
    share.conversations.push({
      index,
      id: conversation.id,
      customer: conversation.customer,
      lawyer: conversation.lawyer,
    });
    for (const user of [conversation.customer, conversation.lawyer]) {
      share.users.push({ index: user, ...seed.users[user] });
      inConversation.add(user);
    }
  });
  let turn = 0;
  seed.users.forEach((user, index) => {
    if (!inConversation.has(index)) shares[turn++ % count].users.push({ index, ...user });
  });
  return shares;
}

/** Starts `count` generators; each is added to `children` so the runner stops it whatever happens. */
export function startClients(count, children) {
  return Array.from({ length: count }, () => {
    const started = startChild('node', [CLIENT], {});
    children.push(started);
    return started;
  });
}

/** Sends a command to a generator; resolves with its answer, rejects when it failed or exited. */
export function ask(started, command) {
  return new Promise((resolve, reject) => {
    const { child } = started;
    const onMessage = (answer) => {
      child.off('exit', onExit);
      if (answer.type === 'failed') reject(new Error(`load generator: ${answer.message}`));
      else resolve(answer);
    };
    const onExit = (code) => {
      child.off('message', onMessage);
      reject(new Error(`load generator exited (${code}):\n${started.output()}`));
    };
    child.once('message', onMessage);
    child.once('exit', onExit);
    child.send(command);
  });
}
