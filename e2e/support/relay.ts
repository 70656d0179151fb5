import { connect, createServer, type Socket } from 'node:net';

export interface Relay {
  /** The product's address through the relay (same server, another port). */
  baseUrl: string;
  /** The network goes away: every open connection is dropped and new ones are refused until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay on a loopback port in front of the product server, for a browser whose connection to the
 * server must really break (a phone losing its network): Chromium's offline emulation keeps an open
 * WebSocket open and only holds its frames, so `context.setOffline` alone never drops the chat socket.
 */
export async function startRelay(target: string): Promise<Relay> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    const pair = [client, upstream];
    const drop = () => {
      for (const socket of pair) {
        socket.destroy();
        open.delete(socket);
      }
    };
    for (const socket of pair) {
      open.add(socket);
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const relayPort = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${relayPort}`,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((closed) => server.close(() => closed()));
    },
  };
}
