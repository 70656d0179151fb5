import { API } from '@lawbridge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../core/clock';
import { matchesIfNoneMatch } from '../common/cacheable-reply';

/** The headers `sendCacheable` sets on a directory page; the rest (request id, security) come per request. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'] as const;
/** Bodies larger than this are not kept (a page of 50 is about 5 kB gzipped). */
const MAX_BODY_BYTES = 64 * 1024;

interface Answer {
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  body: Buffer;
  expiresAt: number;
}

export interface DirectoryAnswers {
  clear(): void;
}

const isDirectoryList = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.url === API.lawyer;

/** The exact address and encodings asked for: only a request asking the very same gets the answer. */
const keyOf = (request: FastifyRequest) => `${request.headers['accept-encoding'] ?? ''}\n${request.url}`;

/**
 * Ready answers of `GET /lawyer` (status 200, headers, body bytes) by exact address and
 * `Accept-Encoding`, answered in `onRequest`, before validation, serialization and the handler.
 * An answer is kept only after a request with that very address passed validation and the handler
 * answered 200, so no address is answered that was not validated; `clear()` forgets them all (the
 * directory's `invalidate`), and an answer whose request began before a `clear()` is not kept; each
 * lives `ttlMs` and at most `maxEntries` are kept, oldest out first.
 */
export function registerDirectoryAnswers(
  app: FastifyInstance,
  options: { clock: Clock; ttlMs: number; maxEntries: number },
): DirectoryAnswers {
  const { clock, ttlMs, maxEntries } = options;
  const answers = new Map<string, Answer>();
  /** Requests answered from here: their onSend must not keep (and so prolong) the answer again. */
  const answered = new WeakSet<FastifyRequest>();
  /** Counts `clear()`s: an answer begun before one (so maybe before the change) is not kept. */
  let generation = 0;
  const begunIn = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isDirectoryList(request)) return;
    begunIn.set(request, generation);
    const key = keyOf(request);
    const answer = answers.get(key);
    if (!answer) return;
    if (answer.expiresAt <= clock.now()) {
      answers.delete(key);
      return;
    }
    answered.add(request);
    reply.headers(answer.headers);
    if (answer.headers.etag && matchesIfNoneMatch(request.headers['if-none-match'], answer.headers.etag)) {
      reply.removeHeader('content-type').removeHeader('content-encoding');
      return reply.code(304).send();
    }
    return reply.code(200).send(answer.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !isDirectoryList(request) || answered.has(request)) return payload;
    if (begunIn.get(request) !== generation) return payload;
    // only what sendCacheable answered: a Buffer with its ETag
    if (!Buffer.isBuffer(payload) || payload.length > MAX_BODY_BYTES || !reply.hasHeader('etag'))
      return payload;
    const headers: Answer['headers'] = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const key = keyOf(request);
    answers.delete(key);
    answers.set(key, { headers, body: payload, expiresAt: clock.now() + ttlMs });
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
    return payload;
  });

  return {
    clear() {
      answers.clear();
      generation += 1;
    },
  };
}
