import type { Kysely } from 'kysely';

/**
 * Indexes that keep the lawyer directory fast at 100,000 lawyers (docs/performance.md).
 * Each sort order of `GET /lawyer` reads its first page straight from one index, newest id last
 * as the tie-break (`id` is listed so PostgreSQL has it too; SQLite keeps the rowid anyway).
 * Area filters use the province / city / district indexes of migration 002.
 */
const SORT_INDEXES: ReadonlyArray<[name: string, columns: string[]]> = [
  ['lawyers_directory_default', ['enabled', 'accepting', 'rating', 'served_orders', 'id']],
  ['lawyers_directory_rating', ['enabled', 'rating', 'review_count', 'id']],
  ['lawyers_directory_orders', ['enabled', 'served_orders', 'rating', 'id']],
  ['lawyers_directory_years', ['enabled', 'practice_start_year', 'id']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of SORT_INDEXES) {
    await db.schema.createIndex(name).on('lawyers').columns(columns).execute();
  }
  // Keyword search scans these short columns instead of the wide rows (descriptions included).
  await db.schema
    .createIndex('lawyers_directory_keyword')
    .on('lawyers')
    .columns(['enabled', 'name_pinyin_initials', 'name', 'law_firm'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['lawyers_directory_keyword', ...SORT_INDEXES.map(([index]) => index)]) {
    await db.schema.dropIndex(name).execute();
  }
}
