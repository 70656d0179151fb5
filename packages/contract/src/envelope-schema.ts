import { z } from 'zod';

/** The envelope as a schema, for OpenAPI and response serialization (kept apart so clients need no zod for MSG). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.union([z.literal(1), z.literal(2), z.literal(7)]),
  msg: z.string(),
  data: z.null(),
});
