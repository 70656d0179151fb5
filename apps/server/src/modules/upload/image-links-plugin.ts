import fp from 'fastify-plugin';
import type { Clock } from '../../core/clock';
import { createImageLinks, type ImageLinks } from './image-links';

declare module 'fastify' {
  interface FastifyInstance {
    /** Addresses of uploaded images: stable for public ones, signed for private ones. */
    imageLinks: ImageLinks;
  }
}

/** Decorates the app with `imageLinks`, so every module presents images the same way. */
export const imageLinksPlugin = fp<{ secret: Buffer; clock: Clock }>(
  async (app, options) => {
    app.decorate('imageLinks', createImageLinks(options));
  },
  { name: 'image-links' },
);
