import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope';

/** One encoding of a body with its own strong ETag. */
interface Representation {
  bytes: Buffer;
  etag: string;
}

interface SerializedBody {
  identity: Representation;
  /** null for bodies too small to gain from compression. */
  gzip: Representation | null;
}

/** Smaller bodies are sent as they are: compressing them saves nothing worth a header. */
const GZIP_MIN_BYTES = 1024;

/** Serialized (and compressed) bodies of data objects served again and again, computed once each. */
const serializedOnce = new WeakMap<object, SerializedBody>();

function serialize(data: object): SerializedBody {
  const cached = serializedOnce.get(data);
  if (cached) return cached;
  const bytes = Buffer.from(JSON.stringify(ok(data)));
  const hash = createHash('sha1').update(bytes).digest('base64url');
  const serialized = {
    identity: { bytes, etag: `"${hash}"` },
    gzip: bytes.length >= GZIP_MIN_BYTES ? { bytes: gzipSync(bytes), etag: `"${hash}-gzip"` } : null,
  };
  serializedOnce.set(data, serialized);
  return serialized;
}

/** True when `If-None-Match` names this ETag (weak or strong, alone or in a list) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** True when `Accept-Encoding` lists gzip (or `*`) without refusing it with `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * Answers with the success envelope of `data` (gzip-compressed when the client accepts it and the body
 * is large enough), an ETag per encoding and `Cache-Control: no-cache`, or with an empty 304 when the
 * client already holds that body. Serializing and compressing happen once per data object.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, data: object): FastifyReply {
  const body = serialize(data);
  const gzip = body.gzip && acceptsGzip(request.headers['accept-encoding']) ? body.gzip : null;
  const chosen = gzip ?? body.identity;
  reply.header('etag', chosen.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.type('application/json; charset=utf-8').send(chosen.bytes);
}
