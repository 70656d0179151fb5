import fp from 'fastify-plugin';
import type { Clock } from '../../core/clock';
import { createDirectoryService, type DirectoryService } from './directory-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lawyer directory with its page cache; call `invalidate()` after changing any lawyer. */
    lawyerDirectory: DirectoryService;
  }
}

/** One directory (and cache) for the whole app, so every module that changes lawyers can refresh it. */
export const lawyerDirectoryPlugin = fp<{ clock: Clock }>(
  async (app, options) => {
    app.decorate('lawyerDirectory', createDirectoryService({ db: app.db, clock: options.clock }));
  },
  { name: 'lawyer-directory', dependencies: ['db'] },
);
