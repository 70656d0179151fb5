import fp from 'fastify-plugin';
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
 * Ready answers live half the page cache's time, so a page reaches another instance's clients at most
 * 15 s after a change there (10 s in the page cache, then 5 s as an answer).
 */
const ANSWER_TTL_MS = DIRECTORY_CACHE_TTL_MS / 2;
const ANSWER_ENTRIES = 2_000;

/**
 * One directory (and cache) for the whole app, so every module that changes lawyers can refresh it;
 * its `invalidate()` also forgets the ready answers of `GET /lawyer` (directory-answers.ts).
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
    app.decorate('lawyerDirectory', {
      ...service,
      invalidate() {
        service.invalidate();
        answers.clear();
      },
    });
  },
  { name: 'lawyer-directory', dependencies: ['db'] },
);
