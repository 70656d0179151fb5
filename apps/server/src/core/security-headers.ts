import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import { API } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';

/** The WeChat JS-SDK's origin, allowed to load scripts only while WeChat Pay is the payment provider. */
export const WECHAT_JS_SDK_ORIGIN = 'https://res.wx.qq.com';
/** Uploaded files are data, never documents: nothing in them may run or load anything. */
export const UPLOAD_CSP = "default-src 'none'; sandbox";
const HSTS = 'max-age=31536000; includeSubDomains';

/** `'sha256-…'` sources for the inline scripts of the built pages (none today; the build may add some). */
export function inlineScriptHashes(indexFiles: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const file of indexFiles) {
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * Security headers on every answer (helmet, its middleware built once: @fastify/helmet built it anew for every
 * request): one Content-Security-Policy that fits the H5 app,
 * the console and the API docs (scripts only from this origin, inline styles for the component
 * libraries, images also from data: and blob: for previews and from the file storage's own origin when
 * it serves private images itself (S3 presigned links), never framed), nosniff, a referrer policy, HSTS on
 * requests that came over TLS, and a policy that lets nothing run for uploaded files.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { h5Dist: string; adminDist: string; wechatJsSdk: boolean; storageOrigin: string | null },
): void {
  const scriptSrc = [
    "'self'",
    ...inlineScriptHashes([options.h5Dist, options.adminDist].map((dist) => path.join(dist, 'index.html'))),
    ...(options.wechatJsSdk ? [WECHAT_JS_SDK_ORIGIN] : []),
  ];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.storageOrigin ? [options.storageOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith(`${API.uploadImage}/`)) reply.header('content-security-policy', UPLOAD_CSP);
  });
}
