import fp from 'fastify-plugin';
import { topic } from '../../core/cluster/cluster-bus';
import type { Clock } from '../../core/clock';
import { registerDirectoryAnswers } from './directory-answers';
import { createDirectoryService, DIRECTORY_CACHE_TTL_MS, type DirectoryService } from './directory-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lawyer directory with its page cache; call `invalidate()` after changing any lawyer. */
    lawyerDirectory: DirectoryService;
  }
}

/**
 * Ready answers live half the page cache's time, so should an instance miss a change (Redis down or
 * reconnecting), its clients see it at most 15 s late (10 s in the page cache, then 5 s as an answer).
 */
const ANSWER_TTL_MS = DIRECTORY_CACHE_TTL_MS / 2;
const ANSWER_ENTRIES = 2_000;

/** Some instance changed a lawyer: every instance forgets its directory pages and ready answers. */
const LAWYERS_CHANGED = topic<Record<string, never>>('lawyer-directory');

/**
 * One directory (and cache) for the whole app, so every module that changes lawyers can refresh it;
 * its `invalidate()` forgets this instance's pages and ready answers of `GET /lawyer`
 * (directory-answers.ts) at once, and tells every other instance over the cluster bus (PRODUCT §17).
 */
export const lawyerDirectoryPlugin = fp<{ clock: Clock }>(
  async (app, options) => {
    const { clock } = options;
    const service = createDirectoryService({ db: app.db, clock });
    const answers = registerDirectoryAnswers(app, {
      clock,
      ttlMs: ANSWER_TTL_MS,
      maxEntries: ANSWER_ENTRIES,
    });
    const forget = () => {
      service.invalidate();
      answers.clear();
    };
    await app.cluster.subscribe(LAWYERS_CHANGED, forget);
    app.addHook('onReady', () => service.load());
    app.decorate('lawyerDirectory', {
      ...service,
      invalidate() {
        forget();
        app.cluster.publish(LAWYERS_CHANGED, {}).catch((error: unknown) => {
          app.log.error({ err: error }, 'directory change not sent to the other instances');
        });
      },
    });
  },
  { name: 'lawyer-directory', dependencies: ['db', 'cluster'] },
);
