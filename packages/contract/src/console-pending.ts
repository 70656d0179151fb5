import { z } from 'zod';

/**
 * What waits for operators, one count per queue (the console menu's badges, the 工作台's to-do cards):
 * applications to review, appointments to dispatch, refund requests (service orders, appointments) to
 * decide, appeals waiting for the platform, withdrawals to approve, documents in review, feedback without a
 * reply.
 */
export const PENDING_QUEUES = [
  'applications',
  'dispatch',
  'refunds',
  'appointment_refunds',
  'appeals',
  'withdrawals',
  'documents',
  'feedback',
] as const;
export type PendingQueue = (typeof PENDING_QUEUES)[number];

export const pendingCounts = z.object(
  Object.fromEntries(PENDING_QUEUES.map((queue) => [queue, z.number().int()])) as Record<
    PendingQueue,
    z.ZodNumber
  >,
);
export type PendingCounts = Record<PendingQueue, number>;
