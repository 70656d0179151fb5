import type { Kysely } from 'kysely';
import { CONTENT_DEFAULTS } from '../../../modules/content/defaults';

type ContentRefreshTables = {
  content_pages: { key: string; body: string; updated_at: number; updated_by: number | null };
};

/**
 * Accounts (issue 18):
 * - `users.closed_at`, when the account was closed (注销账号). A closed account's row stays for the orders,
 *   journal entries and reviews that point at it, with its personal data erased; its phone is freed
 *   (replaced by a placeholder no phone can equal), so the number may register again as a new user.
 * - The privacy agreement and 联系我们 say how to close an account: installations still showing the shipped
 *   text (never saved by an operator) get the new one; an operator's own text is left alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('closed_at', 'bigint').execute();
  const now = Date.now();
  for (const key of ['agreement_privacy', 'contact'] as const) {
    await db
      .withTables<ContentRefreshTables>()
      .updateTable('content_pages')
      .set({ body: CONTENT_DEFAULTS[key].body, updated_at: now })
      .where('key', '=', key)
      .where('updated_by', 'is', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('closed_at').execute();
}
