import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  /** The query string as sent, without `?`. */
  rawQuery: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface StandInAnswer {
  status: number;
  body: object;
}

export interface StandInServer {
  /** 127.0.0.1:<port>, what the provider is configured with. */
  host: string;
  port: number;
  close(): Promise<void>;
}

/** A vendor stand-in on 127.0.0.1 and a random port: every request goes to `answer`, JSON comes back. */
export async function listen(answer: (request: StandInRequest) => StandInAnswer): Promise<StandInServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const queryAt = url.indexOf('?');
      const reply = answer({
        method: req.method ?? 'GET',
        path: queryAt < 0 ? url : url.slice(0, queryAt),
        rawQuery: queryAt < 0 ? '' : url.slice(queryAt + 1),
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(reply.status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    port,
    async close() {
      // The SDKs keep connections alive; close them so the server can stop.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Compares two hex signatures in constant time. */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** A header's single value (Node joins repeated ones). */
export const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};
