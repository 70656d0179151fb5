// The chat benchmark's baseline: a bare `ws` server on node:http speaking the chat frames with no
// framework, no database and no checks — a token → user map and the conversations' parties read from the
// seed file, 'ready' on auth, and for each 'send' the 'message' frame to every socket of both parties and
// the 'ack' to the sender (the order the API server sends them in). Run as its own process under the same
// load, it shows what the machine, the sockets and the load generators cost without the server's work.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { WebSocketServer } from 'ws';

const [port, file] = process.argv.slice(2);
const seed = JSON.parse(readFileSync(file, 'utf8'));
const userByToken = new Map(seed.users.map((user) => [user.token, user.id]));
const parties = new Map(
  seed.conversations.map((conversation) => [
    conversation.id,
    { customer: seed.users[conversation.customer].id, lawyer: seed.users[conversation.lawyer].id },
  ]),
);
/** Sockets by user id. */
const sockets = new Map();
let nextMessageId = 1;

function relay(userId, body) {
  const conversation = parties.get(body.conversation_id);
  const message = {
    id: nextMessageId++,
    conversation_id: body.conversation_id,
    client_id: body.client_id,
    sender: userId === conversation.customer ? 'customer' : 'lawyer',
    kind: 'text',
    text: body.text,
    image_url: null,
    created_at: Date.now(),
  };
  const serialized = JSON.stringify({ type: 'message', message });
  for (const party of [conversation.customer, conversation.lawyer]) {
    for (const socket of sockets.get(party) ?? []) socket.send(serialized);
  }
  return { type: 'ack', client_id: body.client_id, message };
}

const server = http.createServer((request, response) => {
  response.writeHead(request.url === '/healthz' ? 200 : 404).end();
});
const wss = new WebSocketServer({ server, path: '/api/v1/ws', maxPayload: 16 * 1024 });
wss.on('connection', (socket) => {
  let userId = null;
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.type === 'auth') {
      userId = userByToken.get(frame.token) ?? null;
      if (userId === null) return socket.close(4001, 'unauthenticated');
      if (!sockets.has(userId)) sockets.set(userId, new Set());
      sockets.get(userId).add(socket);
      return socket.send(JSON.stringify({ type: 'ready', user_id: userId }));
    }
    if (frame.type === 'send' && userId !== null) socket.send(JSON.stringify(relay(userId, frame.message)));
  });
  socket.on('close', () => sockets.get(userId)?.delete(socket));
});
server.listen(Number(port), '127.0.0.1');
