import { envelopeOf, errorEnvelope, MSG } from '@lawbridge/contract';
import { z } from 'zod';

/** Success envelope for a handler's return value. */
export function ok<T>(data: T): { code: 0; msg: string; data: T } {
  return { code: 0, msg: MSG.ok, data };
}

/**
 * `response` schema for a route answering with `ok(data)`. Refusals (codes 1/2/7) share HTTP 200,
 * so the same status accepts the error envelope too; both end up in the OpenAPI document.
 */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: z.union([envelopeOf(data), errorEnvelope]) };
}
