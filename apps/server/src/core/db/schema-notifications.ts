import type { NotificationKind } from '@lawbridge/contract';
import type { Generated, Selectable } from 'kysely';

/** Table types of migration 019 (notifications, PRODUCT §14). They join `Database` by declaration merging. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  read_at: number | null;
  created_at: number;
}

export type NotificationRow = Selectable<NotificationsTable>;

declare module './schema' {
  interface Database {
    notifications: NotificationsTable;
  }
}

/** Migration 020: the SMS a notification sends, until the vendor accepted it. */
export interface SmsOutboxTable {
  id: Generated<number>;
  notification_id: number;
  phone: string;
  template: string;
  /** JSON object of the template's params. */
  params: string;
  state: 'pending' | 'sent';
  attempts: Generated<number>;
  claimed_until: number | null;
  provider_message_id: string | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

declare module './schema' {
  interface Database {
    sms_outbox: SmsOutboxTable;
  }
}
