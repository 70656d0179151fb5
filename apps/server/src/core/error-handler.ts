import { ApiCode } from '@lawbridge/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

export const MSG_NO_SUCH_API = '接口不存在';
export const MSG_INTERNAL = '服务器内部错误';
export const MSG_MALFORMED_REQUEST = '请求参数格式不正确';

/** A Chinese message naming the field, from the first zod issue (the contract's field builders write them). */
function firstIssueMessage(
  issues: Array<{ instancePath: string; keyword: string; message?: string }>,
): string {
  const first = issues[0];
  // No body / not an object at all: the default message would only say "expected object".
  if (!first?.message || (first.instancePath === '/' && first.keyword === 'invalid_type')) {
    return MSG_MALFORMED_REQUEST;
  }
  return first.message;
}

function sendRefusal(reply: FastifyReply, code: 1 | 2 | 7, msg: string) {
  return reply.status(200).send({ code, msg, data: null });
}

function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.detail) request.log.info({ code: error.code, detail: error.detail }, 'request refused');
    return sendRefusal(reply, error.code, error.userMessage);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendRefusal(reply, ApiCode.badParams.value, firstIssueMessage(error.validation));
  }
  // Fastify's own 4xx refusals: unparsable JSON, wrong content type, body too large, ...
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'malformed request');
    return sendRefusal(reply, ApiCode.badParams.value, MSG_MALFORMED_REQUEST);
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ code: ApiCode.common.value, msg: MSG_INTERNAL, data: null });
}

/**
 * Refusals Fastify makes before routing (a path parameter over its length limit, a malformed URL):
 * code 1 in the envelope on the API, a plain 4xx elsewhere.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, 'malformed request');
  if (!request.url.startsWith('/api/')) {
    return reply.status(error.statusCode ?? 400).send({ message: error.message });
  }
  return sendRefusal(reply, ApiCode.badParams.value, MSG_MALFORMED_REQUEST);
}

/**
 * Maps every outcome onto the envelope (PRODUCT §3). Unknown API paths answer code 7 `接口不存在`
 * with HTTP 200 like any handled outcome; other unknown paths (pages, assets) keep a real 404.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const status = request.url.startsWith('/api/') ? 200 : 404;
    return reply.status(status).send({ code: ApiCode.common.value, msg: MSG_NO_SUCH_API, data: null });
  });
}
