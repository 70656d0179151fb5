import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf, dropNotNull, withIdColumn } from '../../src/core/db/dialect';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The index names on a table, on either database. */
async function indexesOf(db: Kysely<unknown>, table: string): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where tablename = ${table}`.execute(db)
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(
          db,
        );
  return rows.rows.map((row) => row.name).sort();
}

describe('dropNotNull (migration 041 lets a platform document have no uploading user)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lets the column hold null and keeps the rows, the ids, the other constraints and the indexes', async () => {
    const db = t.app.db as unknown as Kysely<unknown>;
    await withIdColumn(db, db.schema.createTable('rebuild_probe'))
      .addColumn('owner_id', 'integer', (col) => col.notNull())
      .addColumn('title', 'varchar(20)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rebuild_probe_owner')
      .on('rebuild_probe')
      .columns(['owner_id', 'title'])
      .execute();
    await sql`insert into rebuild_probe (owner_id, title) values (7, 'a'), (8, 'b')`.execute(db);
    const before = await indexesOf(db, 'rebuild_probe');

    await dropNotNull(db, 'rebuild_probe', 'owner_id');
    await dropNotNull(db, 'rebuild_probe', 'owner_id'); // a second time changes nothing

    await sql`insert into rebuild_probe (owner_id, title) values (null, 'c')`.execute(db);
    const rows = await sql<{ id: number; owner_id: number | null; title: string }>`
      select id, owner_id, title from rebuild_probe order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, owner_id: 7, title: 'a' },
      { id: 2, owner_id: 8, title: 'b' },
      { id: 3, owner_id: null, title: 'c' },
    ]);
    await expect(
      sql`insert into rebuild_probe (owner_id, title) values (1, null)`.execute(db),
    ).rejects.toThrow();
    expect(await indexesOf(db, 'rebuild_probe')).toEqual(before);
    expect(before).toContain('rebuild_probe_owner');
    await db.schema.dropTable('rebuild_probe').execute();
  });
});
