import { z } from 'zod';
import { orderNoField } from './service-order';

/**
 * 电话咨询 through privacy numbers (issue 15): the service whose orders get an AXB binding once accepted.
 * Orders copy the service's name at creation, so the name tells the kind of service.
 */
export const PHONE_SERVICE_NAME = '电话咨询';

/** How long one binding lasts; asked again after it ran out, the number is bound anew. */
export const CALL_BINDING_MINUTES = 30;

/** POST /call/bind and GET /call: the order the number is for. */
export const callOrderBody = z.object({ order_no: orderNoField });
export const callOrderQuery = callOrderBody;

/** The middle number both parties dial while it is valid; neither sees the other's real number. */
export const callBinding = z.object({
  middle_number: z.string(),
  expires_at: z.number().int(),
  /** The sandbox provider made it up: the page says 模拟号码 and no call goes anywhere. */
  simulated: z.boolean(),
});
export type CallBinding = z.infer<typeof callBinding>;

/** One call through the middle number, from the provider's notify. */
export const callRecord = z.object({
  /** When the callee answered; null for a call nobody answered. */
  started_at: z.number().int().nullable(),
  /** When the caller dialled. */
  called_at: z.number().int(),
  duration_seconds: z.number().int(),
  /** Who dialled. */
  caller: z.enum(['customer', 'lawyer']),
});
export type CallRecord = z.infer<typeof callRecord>;

/** GET /call: whether the order may call now, its current binding (if still valid) and its calls. */
export const callOverview = z.object({
  callable: z.boolean(),
  binding: callBinding.nullable(),
  records: z.array(callRecord),
});
export type CallOverview = z.infer<typeof callOverview>;
