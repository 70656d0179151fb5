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
