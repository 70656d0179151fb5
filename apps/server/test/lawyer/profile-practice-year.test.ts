import { API, type LawyerDetail } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AREA, detail, legalTypeId, loggedInLawyer } from './lawyer-fixtures';

// The test clock is in 2025 (Shanghai): 2025 is the latest first year of practice accepted.
let t: TestApp;
let lawyer: { token: string; uuid: string };
beforeEach(async () => {
  t = await createTestApp();
  lawyer = await loggedInLawyer(t.app, '13900000201', { name: '卢永宁', practice_start_year: 2015 });
});
afterEach(async () => t.close());

async function save(overrides: object) {
  const body = {
    law_firm: '深圳新衡律师事务所',
    area_code: AREA.nanshan,
    legal_type_ids: [await legalTypeId(t.app, '离婚纠纷')],
    degree_id: 2,
    description: '简介',
    accepting: 1,
    ...overrides,
  };
  return call<LawyerDetail>(t.app, { method: 'POST', url: API.lawyer, token: lawyer.token, payload: body });
}

const setStoredYear = (year: number) =>
  t.app.db
    .updateTable('lawyers')
    .set({ practice_start_year: year })
    .where('uuid', '=', lawyer.uuid)
    .execute();

describe('POST /lawyer first year of practice', () => {
  it('corrects the year, and the lawyer page shows it and the years of practice', async () => {
    expect((await detail(t.app, lawyer.uuid)).data).toMatchObject({
      practice_start_year: 2015,
      practice_years: 10,
    });
    const reply = await save({ practice_start_year: 2012 });
    expect(reply.body).toMatchObject({ code: 0, data: { practice_start_year: 2012, practice_years: 13 } });
    expect((await detail(t.app, lawyer.uuid)).data).toMatchObject({
      practice_start_year: 2012,
      practice_years: 13,
    });
    expect((await save({ practice_start_year: 2024 })).body.data).toMatchObject({ practice_years: 1 });
  });

  it('keeps the stored year when none is sent', async () => {
    const reply = await save({ description: '新的简介' });
    expect(reply.body).toMatchObject({
      code: 0,
      data: { practice_start_year: 2015, description: '新的简介' },
    });
  });

  it('refuses a year in the future, or before 1950, and changes nothing', async () => {
    const cases: Array<[number, string]> = [
      [2026, '执业起始年份最晚为2025年'],
      [1949, '执业起始年份不能小于1950'],
    ];
    for (const [year, msg] of cases) {
      expect((await save({ practice_start_year: year })).body).toMatchObject({ code: 1, msg });
    }
    expect((await detail(t.app, lawyer.uuid)).data.practice_start_year).toBe(2015);
  });

  it('lets a lawyer keep a stored future year while saving other changes, not pick another future year', async () => {
    await setStoredYear(2026);
    const kept = await save({ practice_start_year: 2026, accepting: 0 });
    expect(kept.body).toMatchObject({ code: 0, data: { practice_start_year: 2026, accepting: 0 } });
    await setStoredYear(2024);
    expect((await save({ practice_start_year: 2026 })).body).toMatchObject({ code: 1 });
  });
});
