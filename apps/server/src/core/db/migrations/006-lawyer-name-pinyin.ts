import type { Kysely } from 'kysely';
import { fullPinyin } from '../../../modules/common/pinyin-initials';

/** Only the columns this migration reads and writes (a type alias: `withTables` needs an index signature). */
type PinyinTables = {
  lawyers: { id: number; name: string; name_pinyin: string };
};

const BACKFILL_BATCH = 1_000;
const KEYWORD_INDEX = 'lawyers_directory_keyword';

/** Writes the pinyin of one batch; in its own transaction unless the migration already runs in one. */
async function writeBatch(db: Kysely<PinyinTables>, rows: ReadonlyArray<{ id: number; name: string }>) {
  const write = async (trx: Kysely<PinyinTables>) => {
    for (const row of rows) {
      await trx
        .updateTable('lawyers')
        .set({ name_pinyin: fullPinyin(row.name) })
        .where('id', '=', row.id)
        .execute();
    }
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** Fills `name_pinyin` of the lawyers already there, a batch of ids at a time. */
async function backfill(db: Kysely<PinyinTables>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('lawyers')
      .select(['id', 'name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    const last = rows.at(-1);
    if (!last) return;
    await writeBatch(db, rows);
    after = last.id;
  }
}

/**
 * The full pinyin of each lawyer's name (卢永宁 → luyongning) next to its initials, so the directory
 * keyword finds a lawyer by `luyongning` or `lu yongning` too. The keyword index gains the column, so a
 * keyword search still scans that narrow index rather than the wide rows (docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lawyers')
    .addColumn('name_pinyin', 'varchar(128)', (col) => col.notNull().defaultTo(''))
    .execute();
  await backfill(db.withTables<PinyinTables>());
  await db.schema.dropIndex(KEYWORD_INDEX).execute();
  await db.schema
    .createIndex(KEYWORD_INDEX)
    .on('lawyers')
    .columns(['enabled', 'name_pinyin_initials', 'name_pinyin', 'name', 'law_firm'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(KEYWORD_INDEX).execute();
  await db.schema
    .createIndex(KEYWORD_INDEX)
    .on('lawyers')
    .columns(['enabled', 'name_pinyin_initials', 'name', 'law_firm'])
    .execute();
  await db.schema.alterTable('lawyers').dropColumn('name_pinyin').execute();
}
