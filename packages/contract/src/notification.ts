import { z } from 'zod';
import { idField } from './fields';
import { pageOf, pageQuery } from './paging';

/**
 * In-app notifications (PRODUCT §14): one row per event that needs someone's action, written in the
 * event's own transaction, pushed over the chat socket after commit, listed at
 * /pages/common/notification/list. `link` is the H5 page that shows what it is about.
 */
export const NOTIFICATION_KINDS = [
  'order_paid',
  'order_accepted',
  'order_declined',
  'order_delivered',
  'refund_requested',
  'refund_answered',
  'refund_decided',
  'appointment_offered',
  'appointment_accepted',
  'appointment_time_proposed',
  'appointment_time_answered',
  'review_received',
  'application_decided',
  'firm_change_decided',
  'feedback_replied',
  'withdrawal_confirm',
  'withdrawal_result',
  'appeal_opened',
  'appeal_answered',
  'appeal_decided',
  'document_failed',
  'document_reviewed',
  'document_taken_down',
  'document_updated',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The H5 page to open, e.g. `/pages/lawyer/order/detailService?order_no=S…`. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.number().int(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListQuery = pageQuery;
export type NotificationListQuery = z.infer<typeof notificationListQuery>;
export const notificationPage = pageOf(notificationItem).extend({
  /** Everything unread, whatever the page: the badge. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPage>;
export const notificationUnread = z.object({ unread: z.number().int() });

/** Marks one notification read (`id`), or all of them (`all: 1`). */
export const notificationReadBody = z.union(
  [z.object({ id: idField('通知') }), z.object({ all: z.literal(1) })],
  { error: '请选择要标记的通知' },
);
export type NotificationReadBody = z.infer<typeof notificationReadBody>;
