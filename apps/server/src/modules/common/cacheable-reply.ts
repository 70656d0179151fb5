import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope';

interface SerializedBody {
  json: string;
  etag: string;
}

/** Serialized bodies of data objects served again and again (the area tree), computed once each. */
const serializedOnce = new WeakMap<object, SerializedBody>();

function serialize(data: object): SerializedBody {
  const cached = serializedOnce.get(data);
  if (cached) return cached;
  const json = JSON.stringify(ok(data));
  const serialized = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
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

/**
 * Answers with the success envelope of `data`, an ETag (hash of the body) and `Cache-Control: no-cache`,
 * or with an empty 304 when the client already holds that body.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, data: object): FastifyReply {
  const { json, etag } = serialize(data);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
