import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/core/db/schema';
import { createDirectoryCatalogueSync } from '../../src/modules/lawyer/directory-catalogue/sync';
import type { DirectoryFilter } from '../../src/modules/lawyer/directory-filter';
import { createSharedDatabase, type SharedDatabase } from '../helpers/shared-database';
import { legalTypeId, seedLawyer } from './lawyer-fixtures';

const EVERYONE: DirectoryFilter = { keyword: null, area: null, legalTypeIds: null };
const FIRST_PAGE = { offset: 0, limit: 20 };

async function pageOf(
  sync: ReturnType<typeof createDirectoryCatalogueSync>,
  filter: DirectoryFilter = EVERYONE,
) {
  const found = (await sync.current()).page(filter, 'default', FIRST_PAGE);
  return { names: found.entries.map((entry) => entry.name), total: found.total };
}

/** The lawyer's own choice for the first online service, as the lawyer's 服务设置 saves it. */
async function chooseFirstService(db: Kysely<Database>, lawyerId: number, price: number) {
  const service = await db
    .selectFrom('order_configs')
    .select('id')
    .where('scene', '=', 'service')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lawyer_services')
    .values({ lawyer_id: lawyerId, config_id: service.id, offered: 1, price, updated_at: 1 })
    .execute();
  return service.id;
}

describe('each server keeps its directory catalogue in step with the shared database', () => {
  let shared: SharedDatabase;
  beforeEach(async () => {
    shared = await createSharedDatabase();
  });
  afterEach(async () => {
    await shared.close();
  });

  it('sees what any module wrote, stamped by the database: a new lawyer, a review figure, legal types, prices, a ban', async () => {
    const [writer, reader] = [shared.connect(), shared.connect()];
    const there = createDirectoryCatalogueSync(reader);
    expect(await pageOf(there)).toEqual({ names: [], total: 0 });

    const zhang = await seedLawyer({ db: writer }, { name: '张伟', rating: 45 });
    const li = await seedLawyer({ db: writer }, { name: '李娜', rating: 40 });
    expect(await pageOf(there)).toEqual({ names: ['张伟', '李娜'], total: 2 });

    await writer
      .updateTable('lawyers')
      .set({ rating: 49, review_count: 3 })
      .where('id', '=', li.id)
      .execute();
    expect((await pageOf(there)).names).toEqual(['李娜', '张伟']);

    const labour = await legalTypeId({ db: writer }, '劳动纠纷');
    const onlyLabour = { ...EVERYONE, legalTypeIds: [labour] };
    expect(await pageOf(there, onlyLabour)).toEqual({ names: [], total: 0 });
    await writer
      .insertInto('lawyer_legal_types')
      .values({ lawyer_id: zhang.id, legal_type_id: labour })
      .execute();
    expect(await pageOf(there, onlyLabour)).toEqual({ names: ['张伟'], total: 1 });
    await writer.deleteFrom('lawyer_legal_types').where('lawyer_id', '=', zhang.id).execute();
    expect(await pageOf(there, onlyLabour)).toEqual({ names: [], total: 0 });

    const configId = await chooseFirstService(writer, zhang.id, 12_300);
    const choicesOfZhang = async () =>
      (await there.current())
        .page({ ...EVERYONE, keyword: 'zw' }, 'default', FIRST_PAGE)
        .entries.map((entry) => entry.choices.map(({ config_id, price }) => ({ config_id, price })));
    expect(await choicesOfZhang()).toEqual([[{ config_id: configId, price: 12_300 }]]);
    await writer
      .updateTable('lawyer_services')
      .set({ price: 9_900 })
      .where('lawyer_id', '=', zhang.id)
      .execute();
    expect(await choicesOfZhang()).toEqual([[{ config_id: configId, price: 9_900 }]]);

    await writer.updateTable('lawyers').set({ enabled: 0 }).where('id', '=', zhang.id).execute();
    expect(await pageOf(there)).toEqual({ names: ['李娜'], total: 1 });
    expect(await pageOf(there, { ...EVERYONE, keyword: '张' })).toEqual({ names: [], total: 0 });
  });

  it('does not see a write before its transaction commits, and sees it after', async () => {
    const [writer, reader] = [shared.connect(), shared.connect()];
    const there = createDirectoryCatalogueSync(reader);
    const wang = await seedLawyer({ db: writer }, { name: '王芳', served_orders: 1 });
    expect((await pageOf(there)).names).toEqual(['王芳']);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside = () => {};
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const writing = writer.transaction().execute(async (trx) => {
      await trx.updateTable('lawyers').set({ name: '王芳芳' }).where('id', '=', wang.id).execute();
      inside();
      await held;
    });
    await begun;
    expect((await pageOf(there)).names).toEqual(['王芳']);
    release();
    await writing;
    expect((await pageOf(there)).names).toEqual(['王芳芳']);
  });
});
