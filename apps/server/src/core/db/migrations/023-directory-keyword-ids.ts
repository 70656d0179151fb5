import type { Kysely } from 'kysely';

const KEYWORD_INDEX = 'lawyers_directory_keyword';
const COLUMNS = ['enabled', 'name_pinyin_initials', 'name_pinyin', 'name', 'law_firm'];

/**
 * The keyword index of migration 006 gains `id`, so a total or a collected page of a pinyin keyword with
 * a legal type finds its lawyers' ids in the index alone on PostgreSQL, instead of visiting each matching
 * row of the table (a one-letter keyword and a parent type: 23 → 6 ms). SQLite's indexes hold the row id
 * anyway (docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(KEYWORD_INDEX).execute();
  await db.schema
    .createIndex(KEYWORD_INDEX)
    .on('lawyers')
    .columns([...COLUMNS, 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(KEYWORD_INDEX).execute();
  await db.schema.createIndex(KEYWORD_INDEX).on('lawyers').columns(COLUMNS).execute();
}
