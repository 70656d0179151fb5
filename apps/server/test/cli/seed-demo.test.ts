import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LAWYER_COUNT, seedDemo } from '../../src/cli/demo/seed-demo';
import { DEMO_OPERATOR_FILE } from '../../src/cli/demo/demo-operator';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorLogin } from '../operator/operator-api';

describe('seedDemo', () => {
  let t: TestApp;
  const messages: string[] = [];
  const log = { info: (message: string) => messages.push(message) };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, log, { dataDir: t.config.dataDir, now: t.clock.now() });
  });
  afterAll(async () => t.close());

  it('creates at least 60 certified lawyers over at least 10 provinces', async () => {
    const lawyers = await t.app.db
      .selectFrom('lawyers')
      .innerJoin('users', 'users.id', 'lawyers.user_id')
      .select(['lawyers.uuid', 'users.uuid as user_uuid', 'users.is_lawyer', 'lawyers.province_code'])
      .select(['lawyers.area_code', 'lawyers.city_code', 'lawyers.name', 'lawyers.name_pinyin_initials'])
      .execute();
    expect(lawyers.length).toBeGreaterThanOrEqual(60);
    expect(lawyers).toHaveLength(DEMO_LAWYER_COUNT);
    expect(new Set(lawyers.map((lawyer) => lawyer.province_code)).size).toBeGreaterThanOrEqual(10);
    for (const lawyer of lawyers) {
      expect(lawyer.is_lawyer).toBe(1);
      expect(lawyer.uuid).toBe(lawyer.user_uuid);
      expect(lawyer.area_code.startsWith(lawyer.province_code.slice(0, 2))).toBe(true);
      expect(lawyer.area_code.startsWith(lawyer.city_code.slice(0, 4))).toBe(true);
      expect(lawyer.name_pinyin_initials).toMatch(/^[a-z]{2,4}$/);
    }
  });

  it('gives every lawyer one to three legal-type leaves and uses every leaf', async () => {
    const links = await t.app.db
      .selectFrom('lawyer_legal_types')
      .innerJoin('legal_types', 'legal_types.id', 'lawyer_legal_types.legal_type_id')
      .select(['lawyer_legal_types.lawyer_id', 'legal_types.id'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('legal_types as child')
              .select('child.id')
              .whereRef('child.parent_id', '=', 'legal_types.id'),
          )
          .as('has_children'),
      )
      .execute();
    const perLawyer = new Map<number, number>();
    for (const link of links) perLawyer.set(link.lawyer_id, (perLawyer.get(link.lawyer_id) ?? 0) + 1);
    expect(perLawyer.size).toBe(DEMO_LAWYER_COUNT);
    for (const count of perLawyer.values()) expect(count).toBeGreaterThanOrEqual(1);
    for (const count of perLawyer.values()) expect(count).toBeLessThanOrEqual(3);
    expect(links.every((link) => !link.has_children)).toBe(true);
    expect(new Set(links.map((link) => link.id)).size).toBe(24);
  });

  it('creates demo customers and an admin whose printed password logs in', async () => {
    const customers = await t.app.db.selectFrom('users').select('id').where('is_lawyer', '=', 0).execute();
    expect(customers.length).toBeGreaterThanOrEqual(3);
    const file = readFileSync(path.join(t.config.dataDir, DEMO_OPERATOR_FILE), 'utf8');
    const password = /密码：(\S+)/.exec(file)?.[1] ?? '';
    expect(messages.some((message) => message.includes(password))).toBe(true);
    expect((await operatorLogin(t.app, 'admin', password)).code).toBe(0);
  });

  it('does nothing when the demo data exists', async () => {
    const count = async (table: 'users' | 'lawyers' | 'operators') =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count('users'), await count('lawyers'), await count('operators')];
    await seedDemo(t.app.db, log, { dataDir: t.config.dataDir, now: t.clock.now() });
    expect([await count('users'), await count('lawyers'), await count('operators')]).toEqual(before);
    expect(messages.at(-1)).toBe('演示数据已存在，跳过');
  });
});
