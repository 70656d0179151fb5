import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkLawyerPhone, seedBulkLawyers } from '../../src/cli/demo/bulk-lawyers';
import { analyzedRows } from '../helpers/planner-statistics';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { directory } from './lawyer-fixtures';

/** More than two insert statements' worth (500 each), fewer than a transaction's. */
const COUNT = 1_203;

describe('seedBulkLawyers', () => {
  let t: TestApp;
  let inserted: number;
  beforeAll(async () => {
    t = await createTestApp();
    inserted = await seedBulkLawyers(t.app.db, { count: COUNT, now: t.clock.now() });
  });
  afterAll(async () => t.close());

  it('inserts certified, enabled lawyers with their accounts, one uuid for both', async () => {
    expect(inserted).toBe(COUNT);
    const rows = await t.app.db
      .selectFrom('lawyers')
      .innerJoin('users', 'users.id', 'lawyers.user_id')
      .select(['lawyers.uuid', 'users.uuid as user_uuid', 'users.phone', 'users.is_lawyer'])
      .select(['lawyers.licence_no', 'lawyers.enabled', 'lawyers.name_pinyin_initials'])
      .execute();
    expect(rows).toHaveLength(COUNT);
    expect(new Set(rows.map((row) => row.phone)).size).toBe(COUNT);
    expect(rows.map((row) => row.phone).sort()[COUNT - 1]).toBe(bulkLawyerPhone(COUNT - 1));
    for (const row of rows) {
      expect(row).toMatchObject({ user_uuid: row.uuid, is_lawyer: 1, enabled: 1 });
      expect(row.licence_no).toMatch(/^\d{17}$/);
      expect(row.name_pinyin_initials).toMatch(/^[a-z]{2,4}$/);
    }
  });

  it('gives each lawyer one to three legal types, and the directory lists them all', async () => {
    const links = await t.app.db
      .selectFrom('lawyer_legal_types')
      .select(['lawyer_id'])
      .select((eb) => eb.fn.countAll<number>().as('types'))
      .groupBy('lawyer_id')
      .execute();
    expect(links).toHaveLength(COUNT);
    expect(links.every((link) => Number(link.types) >= 1 && Number(link.types) <= 3)).toBe(true);
    expect((await directory(t.app)).data.total).toBe(COUNT);
  });

  it('leaves the planner statistics current (ANALYZE after the bulk load)', async () => {
    expect(await analyzedRows(t.app.db, 'lawyers')).toBe(COUNT);
    expect(await analyzedRows(t.app.db, 'users')).toBe(COUNT);
  });

  it('adds nothing when bulk lawyers exist, and refuses a bad count', async () => {
    expect(await seedBulkLawyers(t.app.db, { count: 10, now: t.clock.now() })).toBe(0);
    await expect(seedBulkLawyers(t.app.db, { count: 0, now: 0 })).rejects.toThrow('律师数量须为');
  });
});
