import { sql, type Kysely } from 'kysely';

/**
 * The document centre's orders as indexes (modules/document/centre-repo.ts writes the same expressions), so a
 * page of listed documents walks one index and stops when it is full, on SQLite and PostgreSQL alike:
 * 综合 (the score of docs/decisions.md), 评分 (average, then count) and 价格; 最新 and 销量 have theirs from
 * migration 032. `documents_centre_search` holds the search text next to the state, so a keyword's total and
 * its collected matches read the index, not the table.
 */
const INDEXES = {
  documents_centre_default: sql`(state, (sales * 3 + rating_sum * 4 / (rating_count + 1) + listed_at / 86400000) desc, id desc)`,
  documents_centre_rating: sql`(state, (case when rating_count = 0 then 0 else rating_sum * 100 / rating_count end) desc, rating_count desc, id desc)`,
  documents_centre_price: sql`(state, price, id)`,
  documents_centre_search: sql`(state, search_text, id)`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES)) {
    await sql`create index ${sql.ref(name)} on documents ${columns}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).execute();
}
