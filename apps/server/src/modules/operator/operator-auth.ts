import { OPERATOR_TOKEN_HEADER, type OperatorProfile } from '@lawbridge/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../core/app-error';
import type { OperatorService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on console routes by the operator hook; user tokens (`x-token`) never set it. */
    operator: OperatorProfile | null;
  }
}

/** The `x-operator-token` header when it is a single non-empty value. */
export function operatorTokenFromRequest(request: FastifyRequest): string | null {
  const value = request.headers[OPERATOR_TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Refuses with code 2 unless the request carries a valid operator token; runs before the body is read. */
export function operatorAuthHook(service: OperatorService): onRequestAsyncHookHandler {
  return async (request) => {
    const token = operatorTokenFromRequest(request);
    const operator = token ? await service.authenticate({ token }) : null;
    if (!operator) throw AppError.token();
    request.operator = operator;
  };
}

/** The token of the current console request (the hook has already checked it). */
export function requireOperatorToken(request: FastifyRequest): string {
  const token = operatorTokenFromRequest(request);
  if (!token) throw AppError.token('route did not run the operator auth hook');
  return token;
}

/** The operator of a route inside the console scope. */
export function requireOperator(request: FastifyRequest): OperatorProfile {
  if (!request.operator) throw AppError.token('route did not run the operator auth hook');
  return request.operator;
}
