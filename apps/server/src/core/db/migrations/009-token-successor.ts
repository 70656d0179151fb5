import type { Kysely } from 'kysely';

/**
 * Links a rotated user token to the token that replaced it, so logging out with either one revokes both
 * (the replaced one would otherwise live on for its grace window).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_tokens').addColumn('successor_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_tokens').dropColumn('successor_id').execute();
}
