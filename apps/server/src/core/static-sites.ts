import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MSG_NO_SUCH_API } from './error-handler';

const ADMIN_PREFIX = '/admin';
/** Every H5 page of the spec lives under /pages/ (customer, lawyer, common, auth, feedback, index). */
const H5_PAGES = '/pages/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

type HeaderTarget = { setHeader(name: string, value: string): unknown };

/**
 * Vite writes content-hashed files under assets/: cached for a year. Everything else (index.html,
 * favicon) is revalidated on every use (`no-cache` with the ETag / Last-Modified that send sets, so an
 * unchanged file answers 304). The build writes `.br` and `.gz` files next to each asset and
 * `preCompressed` picks one by Accept-Encoding, so every answer varies by it.
 */
function cacheHeaders(root: string): (res: HeaderTarget, filePath: string) => void {
  const assetsDir = path.join(root, 'assets') + path.sep;
  return (res, filePath) => {
    res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    res.setHeader('vary', 'Accept-Encoding');
  };
}

function staticOptions(root: string) {
  return {
    root,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(root),
  };
}

function hasIndex(dist: string): boolean {
  return fs.existsSync(path.join(dist, 'index.html'));
}

/**
 * The built H5 app at `/` (its pages asked as paths redirected to their hash routes) and the operator console at `/admin/` (SPA: unknown paths under it get
 * its index.html). A missing build is logged and skipped; the API keeps working.
 */
export async function registerStaticSites(
  app: FastifyInstance,
  sites: { h5Dist: string; adminDist: string },
): Promise<void> {
  if (hasIndex(sites.h5Dist)) {
    await app.register(async (h5) => {
      await h5.register(fastifyStatic, staticOptions(sites.h5Dist));
      // The H5 app routes by hash: a page asked without `#` (a link typed or shared as a path) goes to it.
      h5.get(`${H5_PAGES}*`, { schema: { hide: true } }, (request, reply) =>
        reply.redirect(`/#${request.url}`),
      );
    });
  } else {
    app.log.warn({ dir: sites.h5Dist }, 'H5 build not found: nothing served at /  (run npm run build)');
  }

  if (hasIndex(sites.adminDist)) {
    app.get(ADMIN_PREFIX, { schema: { hide: true } }, (_request, reply) =>
      reply.redirect(`${ADMIN_PREFIX}/`),
    );
    await app.register(
      async (admin) => {
        await admin.register(fastifyStatic, staticOptions(sites.adminDist));
        admin.setNotFoundHandler((request, reply) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') {
            return reply.status(404).send({ code: 7, msg: MSG_NO_SUCH_API, data: null });
          }
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        });
      },
      { prefix: ADMIN_PREFIX },
    );
  } else {
    app.log.warn(
      { dir: sites.adminDist },
      'console build not found: nothing served at /admin/  (run npm run build)',
    );
  }
}
