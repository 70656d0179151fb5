import { API } from '@lawbridge/contract';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger';
import { registerDirectoryAnswers } from '../../src/modules/lawyer/directory-answers';
import { createTestClock } from '../helpers/test-clock';

/** `GET /lawyer` answering cacheable bytes, each answer waiting for `release()` once asked to. */
async function directoryStandIn() {
  const silent: FastifyBaseLogger = createLogger('silent');
  const app = Fastify({ loggerInstance: silent });
  const answers = registerDirectoryAnswers(app, { clock: createTestClock(), ttlMs: 5_000, maxEntries: 10 });
  let handled = 0;
  let hold: { entered: () => void; release: Promise<void> } | null = null;
  app.get(API.lawyer, async (_request, reply) => {
    handled += 1;
    if (hold) {
      hold.entered();
      await hold.release;
    }
    return reply
      .header('etag', `"v${handled}"`)
      .type('application/json')
      .send(Buffer.from(`{"v":${handled}}`));
  });
  await app.ready();
  return {
    app,
    answers,
    handled: () => handled,
    /** The next answer waits: resolves `entered` once its handler runs; `release` lets it finish. */
    holdNext() {
      let release: () => void = () => {};
      const entered = new Promise<void>((resolve) => {
        hold = { entered: resolve, release: new Promise<void>((done) => (release = done)) };
      });
      return { entered, release: () => release() };
    },
  };
}

describe('ready answers and invalidation', () => {
  it('keep no answer whose request began before a clear (it may hold the data from before the change)', async () => {
    const standIn = await directoryStandIn();
    const held = standIn.holdNext();
    const early = standIn.app.inject({ method: 'GET', url: API.lawyer });
    await held.entered;
    standIn.answers.clear();
    held.release();
    expect((await early).json()).toEqual({ v: 1 });

    expect((await standIn.app.inject({ method: 'GET', url: API.lawyer })).json()).toEqual({ v: 2 });
    // Begun after the clear: kept, and answered from memory from now on.
    expect((await standIn.app.inject({ method: 'GET', url: API.lawyer })).json()).toEqual({ v: 2 });
    expect(standIn.handled()).toBe(2);
    await standIn.app.close();
  });
});
