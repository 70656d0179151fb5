import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  apply,
  isApply,
  legalTypeIds,
  uploadedImageId,
  validApplication,
  type LegalTypeIds,
} from './application-api';

let t: TestApp;
let token: string;
let types: LegalTypeIds;
let othersImage: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, '13812345678');
  types = await legalTypeIds(t.app);
  othersImage = await uploadedImageId(t.app, await loginAs(t.app, '13987654321'));
});
afterAll(async () => t.close());

type Case = [field: string, overrides: () => object, message: string];

const CASES: Case[] = [
  ['real name missing', () => ({ real_name: undefined }), '请填写真实姓名'],
  ['real name of one character', () => ({ real_name: '张' }), '真实姓名至少2个字'],
  ['real name over 20 characters', () => ({ real_name: '张'.repeat(21) }), '真实姓名不能超过20个字'],
  ['gender missing', () => ({ gender: undefined }), '请选择性别'],
  ['gender unknown (0)', () => ({ gender: 0 }), '性别不正确'],
  ['gender out of range', () => ({ gender: 3 }), '性别不正确'],
  ['licence missing', () => ({ licence_no: undefined }), '请填写执业证号'],
  ['licence of 16 digits', () => ({ licence_no: '1'.repeat(16) }), '执业证号格式不正确'],
  ['licence of 18 digits', () => ({ licence_no: '1'.repeat(18) }), '执业证号格式不正确'],
  ['licence with a letter', () => ({ licence_no: '1330120151012345X' }), '执业证号格式不正确'],
  ['firm missing', () => ({ law_firm: undefined }), '请填写执业机构'],
  ['firm of one character', () => ({ law_firm: '所' }), '执业机构至少2个字'],
  ['firm over 50 characters', () => ({ law_firm: '所'.repeat(51) }), '执业机构不能超过50个字'],
  ['year missing', () => ({ practice_start_year: undefined }), '执业起始年份格式不正确'],
  ['year before 1950', () => ({ practice_start_year: 1949 }), '执业起始年份不能小于1950'],
  ['year not whole', () => ({ practice_start_year: 2015.5 }), '执业起始年份必须是整数'],
  // The test clock is in 2025: this year is the latest first year of practice.
  ['year after this year', () => ({ practice_start_year: 2026 }), '执业起始年份最晚为2025年'],
  ['area missing', () => ({ area_code: undefined }), '请填写执业地区'],
  ['area of 4 digits', () => ({ area_code: '3301' }), '执业地区格式不正确'],
  ['area that is a province', () => ({ area_code: '330000' }), '执业地区不正确'],
  ['area unknown', () => ({ area_code: '339999' }), '执业地区不正确'],
  ['legal types missing', () => ({ legal_type_ids: undefined }), '请选择擅长领域'],
  ['no legal type', () => ({ legal_type_ids: [] }), '请选择擅长领域'],
  ['six legal types', () => ({ legal_type_ids: types.leaves.slice(0, 6) }), '擅长领域最多选择5个'],
  [
    'a repeated legal type',
    () => ({ legal_type_ids: [types.leaves[0], types.leaves[0]] }),
    '擅长领域不能重复',
  ],
  [
    'a parent legal type with children',
    () => ({ legal_type_ids: [types.leaves[0], types.parentWithChildren] }),
    '擅长领域不正确',
  ],
  ['an unknown legal type', () => ({ legal_type_ids: [99999] }), '擅长领域不正确'],
  ['degree missing', () => ({ degree_id: undefined }), '学历格式不正确'],
  ['degree unknown', () => ({ degree_id: 99 }), '学历不正确'],
  ['avatar missing', () => ({ avatar: undefined }), '请填写图片'],
  ['avatar malformed', () => ({ avatar: 'x' }), '图片格式不正确'],
  ['avatar never uploaded', () => ({ avatar: 'A'.repeat(22) }), '图片不存在'],
  ['avatar uploaded by another user', () => ({ avatar: othersImage }), '图片不存在'],
  ['licence photo missing', () => ({ licence_photo: undefined }), '请填写执业证照片'],
  ['licence photo uploaded by another user', () => ({ licence_photo: othersImage }), '图片不存在'],
  ['ID card photo missing', () => ({ id_card_photo: undefined }), '请填写身份证人像面照片'],
  ['ID card photo uploaded by another user', () => ({ id_card_photo: othersImage }), '图片不存在'],
  ['description missing', () => ({ description: undefined }), '请填写个人简介'],
  [
    'description over 2000 characters',
    () => ({ description: '述'.repeat(2001) }),
    '个人简介不能超过2000个字',
  ],
];

describe('POST lawyer/apply validation', () => {
  it.each(CASES)('refuses %s with code 1', async (_field, overrides, message) => {
    const reply = await apply(t.app, token, await validApplication(t.app, token, overrides()));
    expect(reply).toEqual({ code: 1, msg: message, data: null });
  });

  it('stored nothing for the refused applications', async () => {
    expect((await isApply(t.app, token)).data).toEqual({ status: null, reason: null, application: null });
  });

  it('needs a login for both endpoints', async () => {
    expect((await apply(t.app, undefined, await validApplication(t.app, token))).code).toBe(2);
    const reply = await call(t.app, { method: 'GET', url: API.lawyerIsApply });
    expect(reply.body.code).toBe(2);
  });

  it('accepts this year at the latest, by the Shanghai calendar', async () => {
    const applicant = await loginAs(t.app, '13700000001');
    const body = await validApplication(t.app, applicant, { practice_start_year: 2025 });
    // 23:30 on 31 December 2024 in Shanghai: 2025 has not begun.
    t.clock.set(Date.UTC(2024, 11, 31, 15, 30));
    expect(await apply(t.app, applicant, body)).toMatchObject({ code: 1, msg: '执业起始年份最晚为2024年' });
    // 00:30 on 1 January 2025 in Shanghai, still 2024 in UTC.
    t.clock.set(Date.UTC(2024, 11, 31, 16, 30));
    expect(await apply(t.app, applicant, body)).toMatchObject({
      code: 0,
      data: { practice_start_year: 2025 },
    });
  });

  it('accepts a city, five leaves with a childless parent among them, and trims the texts', async () => {
    const applicant = await loginAs(t.app, '13700000002');
    const chosen = [...types.leaves.slice(0, 4), types.childlessParent];
    const body = await validApplication(t.app, applicant, {
      area_code: '330100',
      legal_type_ids: chosen,
      real_name: '  李娜 ',
      description: '述'.repeat(2000),
    });
    const reply = await apply(t.app, applicant, body);
    expect(reply).toMatchObject({
      code: 0,
      data: {
        real_name: '李娜',
        area_code: '330100',
        area_name: '浙江省 杭州市',
        legal_type_ids: [...chosen].sort((a, b) => a - b),
        status: 0,
      },
    });
    expect(reply.data.legal_type_names).toContain('合同纠纷');
  });
});

describe('POST lawyer/apply with a disabled legal type', () => {
  it('refuses a leaf the operators disabled', async () => {
    const applicant = await loginAs(t.app, '13700000003');
    const [disabled] = types.leaves.slice(-1);
    await t.app.db.updateTable('legal_types').set({ enabled: 0 }).where('id', '=', disabled!).execute();
    const body = await validApplication(t.app, applicant, { legal_type_ids: [disabled] });
    expect(await apply(t.app, applicant, body)).toEqual({ code: 1, msg: '擅长领域不正确', data: null });
  });
});
