import type { Kysely } from 'kysely';

const PINYIN_INDEX = 'lawyers_directory_pinyin';

/**
 * A pinyin keyword matches the start of the initials or of the full pinyin, as index ranges
 * (docs/decisions.md): the keyword index of migration 006 leads with (enabled, name_pinyin_initials),
 * and this one serves the full-pinyin range the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex(PINYIN_INDEX).on('lawyers').columns(['enabled', 'name_pinyin']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(PINYIN_INDEX).execute();
}
