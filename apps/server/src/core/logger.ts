import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { maskPhonesInText } from '@lawbridge/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pinoPretty from 'pino-pretty';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Masks phone numbers in every string inside a logged value. */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPhonesInText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, depth + 1)]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A logged message or merge object with phone numbers masked; anything else is left to its serializer. */
function maskLogArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return maskPhonesInText(arg);
  if (!isPlainObject(arg)) return arg;
  return Object.fromEntries(
    Object.entries(arg).map(([key, item]) => [
      key,
      typeof item === 'string' || isPlainObject(item) ? maskLogArgument(item) : item,
    ]),
  );
}

/** Honours a well-formed `x-request-id` from a proxy or client, otherwise makes one. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The server's pino logger: request lines carry method, masked URL and address only (no headers, so no
 * `x-token`, and no bodies); errors and message strings have phone numbers masked too.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskPhonesInText(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: (error: Error) => maskDeep(stdSerializers.err(error)),
    },
    hooks: {
      // Messages and the plain fields logged with them (a refusal's `detail`, a rate-limit key):
      // requests, replies and errors keep their serializers above.
      logMethod(args, method) {
        method.apply(this, args.map(maskLogArgument) as typeof args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Development logs for a person at the terminal: one line per entry (time, level, message), its fields
 * indented below; the same masking as JSON, since it formats what the logger above has written.
 */
export function prettyDestination(destination?: DestinationStream): DestinationStream {
  return pinoPretty({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    sync: true,
    ...(destination ? { destination, colorize: false } : {}),
  });
}

/** The server's logger as configured: JSON lines (production default), or pretty (development default). */
export function configuredLogger(config: { logLevel: string; logFormat: 'json' | 'pretty' }): Logger {
  return createLogger(config.logLevel, config.logFormat === 'pretty' ? prettyDestination() : undefined);
}
