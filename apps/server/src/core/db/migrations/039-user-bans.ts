import type { Kysely } from 'kysely';

/**
 * Console 用户管理 (issue 18):
 * - `users.banned_at`, `ban_reason` (a USER_BAN_REASONS key), `ban_note` (the operator's words): a banned user
 *   cannot log in; `ban_hid_lawyer` 1 when the ban took the user's enabled lawyer out of the directory, so the
 *   unban brings exactly that lawyer back.
 * - `lawyers.disabled_reason`: why an operator 停用'd the lawyer, shown to the lawyer; null while enabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  const users = () => db.schema.alterTable('users');
  await users().addColumn('banned_at', 'bigint').execute();
  await users().addColumn('ban_reason', 'varchar(32)').execute();
  await users().addColumn('ban_note', 'varchar(200)').execute();
  await users()
    .addColumn('ban_hid_lawyer', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('lawyers').addColumn('disabled_reason', 'varchar(300)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lawyers').dropColumn('disabled_reason').execute();
  for (const column of ['ban_hid_lawyer', 'ban_note', 'ban_reason', 'banned_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
