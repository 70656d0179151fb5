import { API, TOKEN_HEADER, type UploadResult } from '@lawbridge/contract';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Envelope } from './client';
import type { ResilientChatClient } from './resilient-chat-client';
import type { ServerProcess } from './server-process';

/** The request lines an instance logged whose address contains `marker`. */
const loggedWith = (server: ServerProcess, marker: string) =>
  server.logLines().filter((line) => JSON.stringify(line).includes(marker));

/** The first line some server logged with `marker`, waiting up to 5 s for it to come through the pipes. */
async function loggedLine(servers: ServerProcess[], marker: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    for (const server of servers) {
      const line = loggedWith(server, marker)[0];
      if (line) return { server, line };
    }
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Which of the servers took the client's current connection (by the probe in its address); an instance
 * logs a request as it answers it, and the line reaches us through its stdout pipe, which on a loaded
 * machine can be later than the answer.
 */
export async function instanceOf(
  client: ResilientChatClient,
  servers: ServerProcess[],
): Promise<ServerProcess | undefined> {
  return (await loggedLine(servers, `probe=${client.probes().at(-1)}`))?.server;
}

/**
 * Sends one request through the proxy from the local address `from` with a forged `X-Forwarded-For`, and
 * answers the client address the instance that took it logged.
 */
export async function forwardedClientAddress(
  proxyUrl: string,
  servers: ServerProcess[],
  input: { from: string; spoofed: string },
): Promise<string> {
  const marker = `xff=${randomUUID()}`;
  await new Promise<void>((resolve, reject) => {
    const request = http.get(
      `${proxyUrl}/healthz?${marker}`,
      { localAddress: input.from, headers: { 'x-forwarded-for': input.spoofed } },
      (response) => response.resume().on('end', resolve),
    );
    request.on('error', reject);
  });
  const logged = (await loggedLine(servers, marker))?.line as
    { req?: { remoteAddress?: string } } | undefined;
  if (!logged?.req?.remoteAddress) throw new Error('no instance logged the probe request within 5 s');
  return logged.req.remoteAddress;
}

/** Uploads an image as the signed-in user through the given address; answers the upload. */
export async function uploadThrough(baseUrl: string, token: string, bytes: Buffer): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${baseUrl}${API.uploadImage}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token },
    body: form,
  });
  const envelope = (await response.json()) as Envelope<UploadResult>;
  if (envelope.code !== 0) throw new Error(`upload refused: ${envelope.msg}`);
  return envelope.data;
}
