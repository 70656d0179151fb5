import { API, type DocumentList } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkLawyers } from '../../src/cli/demo/bulk-lawyers';
import { seedBulkDocuments } from '../../src/cli/demo/documents/bulk-documents';
import { analyzedRows } from '../helpers/planner-statistics';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** More than two insert statements' worth (400 each), fewer than a transaction's. */
const COUNT = 903;

describe('seedBulkDocuments (the document centre benchmark data)', () => {
  let t: TestApp;
  let inserted: number;
  const centre = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${API.documents}?${query}` });
    const body = response.json() as { code: number; data: DocumentList };
    expect(body.code).toBe(0);
    return body.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedBulkLawyers(t.app.db, { count: 20, now: t.clock.now() });
    inserted = await seedBulkDocuments(t.app.db, { count: COUNT, now: t.clock.now() });
  });
  afterAll(async () => t.close());

  it('lists every generated document in the centre, each with its listed version', async () => {
    expect(inserted).toBe(COUNT);
    expect((await centre('page_size=5')).total).toBe(COUNT);
    const unlisted = await t.app.db
      .selectFrom('documents')
      .select('id')
      .where((eb) => eb.or([eb('listed_version_id', 'is', null), eb('state', '!=', 'listed')]))
      .execute();
    expect(unlisted).toEqual([]);
  });

  it('finds them by Chinese words and by pinyin initials, as people search', async () => {
    const byWords = await centre(`keyword=${encodeURIComponent('租赁合同')}&page_size=50`);
    expect(byWords.total).toBeGreaterThan(0);
    expect(byWords.list.every((item) => item.title.includes('租赁合同'))).toBe(true);
    const byInitials = await centre('keyword=fwzlht&page_size=50');
    expect(byInitials.total).toBe(byWords.total);
  });

  it('indexes every document it writes: totals from the postings agree with a scan of search_text', async () => {
    const rows = await t.app.db.selectFrom('documents').select(['search_text', 'legal_type_id']).execute();
    const leaf = rows[0]!.legal_type_id;
    for (const keyword of ['劳', '合同', '租赁合同', 'ht', 'hetong', 'fwzlht', 'bzfb', '（通用版）']) {
      const expected = rows.filter((row) => row.search_text.includes(keyword));
      expect({ keyword, total: (await centre(`keyword=${encodeURIComponent(keyword)}`)).total }).toEqual({
        keyword,
        total: expected.length,
      });
      const ofType = (await centre(`keyword=${encodeURIComponent(keyword)}&legal_type_id=${leaf}`)).total;
      expect({ keyword, ofType }).toEqual({
        keyword,
        ofType: expected.filter((row) => row.legal_type_id === leaf).length,
      });
    }
  });

  it('does nothing a second time, and leaves the planner statistics current', async () => {
    expect(await seedBulkDocuments(t.app.db, { count: COUNT, now: t.clock.now() })).toBe(0);
    expect(await analyzedRows(t.app.db, 'documents')).toBe(COUNT);
  });
});
