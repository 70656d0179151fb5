import type { Kysely } from 'kysely';

/**
 * Accounts (issue 18): `users.closed_at`, when the account was closed (注销账号). A closed account's row stays
 * for the orders, journal entries and reviews that point at it, with its personal data erased; its phone is
 * freed (replaced by a placeholder no phone can equal), so the number may register again as a new user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('closed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('closed_at').execute();
}
