import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as namePinyin from '../../src/core/db/migrations/006-lawyer-name-pinyin';
import * as pinyinIndex from '../../src/core/db/migrations/010-directory-pinyin-index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { names, seedLawyer } from './lawyer-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('migration 006 (full pinyin of lawyer names)', () => {
  it('fills the column for lawyers that were there before it, and the directory finds them', async () => {
    for (const name of ['卢永宁', '吕小军', '曾国强']) await seedLawyer(t.app, { name });
    // Back to the schema before 006 (first undoing 010's index on the column), then forward again as
    // an existing database would migrate.
    const db = t.app.db as unknown as Kysely<unknown>;
    await pinyinIndex.down(db);
    await namePinyin.down(db);
    await namePinyin.up(db);
    await pinyinIndex.up(db);

    const rows = await t.app.db.selectFrom('lawyers').select(['name', 'name_pinyin']).orderBy('id').execute();
    expect(rows).toEqual([
      { name: '卢永宁', name_pinyin: 'luyongning' },
      { name: '吕小军', name_pinyin: 'lvxiaojun' },
      { name: '曾国强', name_pinyin: 'zengguoqiang' },
    ]);
    expect(await names(t.app, '?keyword=luyongning')).toEqual(['卢永宁']);
    expect(await names(t.app, `?keyword=${encodeURIComponent('lu yong')}`)).toEqual(['卢永宁']);
    expect(await names(t.app, '?keyword=lv')).toEqual(['吕小军']);
  });
});
