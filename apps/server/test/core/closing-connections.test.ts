import { request, Agent } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closingConnectionsPlugin } from '../../src/core/shutdown/closing-connections';

/** A GET over a keep-alive connection; answers the status, the Connection header and when the body ended. */
function get(port: number, agent: Agent) {
  return new Promise<{ status: number; connection: string | undefined; endedAt: number }>(
    (resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/slow', agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            endedAt: Date.now(),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

async function slowServer(withPlugin: boolean) {
  const app = Fastify();
  if (withPlugin) await app.register(closingConnectionsPlugin);
  let arrived = (): void => undefined;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0, inFlight };
}

describe('closing with a request in flight on a keep-alive connection', () => {
  it('answers it, with Connection: close, and the app closes right after', async () => {
    const { app, port, inFlight } = await slowServer(true);
    const agent = new Agent({ keepAlive: true });
    const answered = get(port, agent);
    await inFlight;
    const closed = app.close().then(() => Date.now());
    const answer = await answered;
    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect((await closed) - answer.endedAt).toBeLessThan(1000);
    agent.destroy();
  });

  it('without it the close waits for the idle connection (the defect it mends)', async () => {
    const { app, port, inFlight } = await slowServer(false);
    const agent = new Agent({ keepAlive: true });
    const answered = get(port, agent);
    await inFlight;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    const answer = await answered;
    expect(answer.connection).toBe('keep-alive');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(closed).toBe(false);
    agent.destroy();
    await closing;
  });
});
