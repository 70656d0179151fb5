import {
  API,
  OPERATOR_TOKEN_HEADER,
  type AdminApplicationItem,
  type AuditLogItem,
  type Page,
  type UserInfo,
} from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { applicationDetail, applyValid, approve, isApply, legalTypeIds, reject } from './application-api';

const MINUTE = 60 * 1000;

let t: TestApp;
let operator: string;
beforeEach(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterEach(async () => t.close());

const queue = (query = '') =>
  operatorCall<Page<AdminApplicationItem>>(t.app, {
    method: 'GET',
    url: `${API.admin.applications}${query}`,
    operatorToken: operator,
  });

const auditEntries = async (action: string) =>
  (
    await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=${action}`,
      operatorToken: operator,
    })
  ).data;

const lawyerOf = (userUuid: string) =>
  t.app.db.selectFrom('lawyers').selectAll().where('uuid', '=', userUuid).executeTakeFirst();

const legalTypesOfLawyer = async (lawyerId: number) =>
  (
    await t.app.db
      .selectFrom('lawyer_legal_types')
      .select('legal_type_id')
      .where('lawyer_id', '=', lawyerId)
      .orderBy('legal_type_id')
      .execute()
  ).map((row) => row.legal_type_id);

async function userInfo(token: string): Promise<UserInfo> {
  return (await call<UserInfo>(t.app, { method: 'GET', url: API.userInfo, token })).body.data;
}

describe('console application routes need an operator', () => {
  it('refuses no token and a user token with code 2 on every route', async () => {
    const userToken = await loginAs(t.app, '13812345678');
    const id = await applyValid(t.app, userToken);
    const routes = [
      { method: 'GET' as const, url: API.admin.applications },
      { method: 'GET' as const, url: `${API.admin.applications}/${id}` },
      { method: 'POST' as const, url: API.admin.applicationApprove, payload: { id } },
      { method: 'POST' as const, url: API.admin.applicationReject, payload: { id, reason: '资料不全' } },
    ];
    for (const route of routes) {
      expect(await operatorCall(t.app, route)).toMatchObject({ code: 2 });
      expect(await operatorCall(t.app, { ...route, userToken })).toMatchObject({ code: 2 });
    }
    expect((await isApply(t.app, userToken)).data.status).toBe(0);
    expect(await auditEntries('application.approve')).toMatchObject({ total: 0 });
  });
});

describe('application queue', () => {
  let ids: { zhang: number; li: number; wang: number };
  beforeEach(async () => {
    const zhang = await applyValid(t.app, await loginAs(t.app, '13800000001'));
    t.clock.advance(MINUTE);
    const li = await applyValid(t.app, await loginAs(t.app, '13800000002'), {
      real_name: '李娜',
      licence_no: '31101201810654321',
      law_firm: '上海东方律师事务所',
    });
    t.clock.advance(MINUTE);
    const wang = await applyValid(t.app, await loginAs(t.app, '13800000003'), { real_name: '王芳' });
    ids = { zhang, li, wang };
    await reject(t.app, operator, li, '执业证照片模糊');
  });

  const listedIds = async (query = '') => (await queue(query)).data.list.map((item) => item.id);

  it('lists every application newest first, with the applicant', async () => {
    const { data } = await queue();
    expect(data).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(data.list.map((item) => item.id)).toEqual([ids.wang, ids.li, ids.zhang]);
    expect(data.list[2]).toMatchObject({
      real_name: '张伟',
      user_phone: '13800000001',
      user_uuid: expect.any(String),
      legal_type_names: ['离婚纠纷', '子女抚养'],
      degree_name: '本科',
      status: 0,
    });
    expect(data.list[1]).toMatchObject({ status: 2, reason: '执业证照片模糊' });
  });

  it('filters by status and by a keyword in name, phone, licence or firm', async () => {
    expect(await listedIds('?status=0')).toEqual([ids.wang, ids.zhang]);
    expect(await listedIds('?status=2')).toEqual([ids.li]);
    expect(await listedIds('?status=1')).toEqual([]);
    expect(await listedIds(`?keyword=${encodeURIComponent('李')}`)).toEqual([ids.li]);
    expect(await listedIds('?keyword=00000003')).toEqual([ids.wang]);
    expect(await listedIds('?keyword=654321')).toEqual([ids.li]);
    expect(await listedIds(`?keyword=${encodeURIComponent('东方')}`)).toEqual([ids.li]);
    expect(await listedIds(`?status=0&keyword=${encodeURIComponent('律桥')}`)).toEqual([ids.wang, ids.zhang]);
    expect(await listedIds(`?keyword=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await listedIds(`?keyword=${encodeURIComponent('_')}`)).toEqual([]);
  });

  it('pages and checks its query', async () => {
    expect((await queue('?page=2&page_size=2')).data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(await listedIds('?page=2&page_size=2')).toEqual([ids.zhang]);
    expect(await queue('?status=3')).toMatchObject({ code: 1, msg: '审核状态不正确' });
    expect(await queue('?page_size=51')).toMatchObject({ code: 1, msg: '每页条数不能大于50' });
  });

  it('shows one application with its licence photo, and refuses an unknown id', async () => {
    const detail = await applicationDetail(t.app, operator, ids.li);
    expect(detail).toMatchObject({
      code: 0,
      data: { id: ids.li, real_name: '李娜', user_phone: '13800000002', licence_no: '31101201810654321' },
    });
    expect(detail.data.licence_photo).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
    expect(await applicationDetail(t.app, operator, 9999)).toEqual({
      code: 7,
      msg: '申请不存在',
      data: null,
    });
  });
});

describe('approving', () => {
  it('makes the applicant a lawyer with the profile from the application, audited', async () => {
    const token = await loginAs(t.app, '13812345678');
    const { leaves } = await legalTypeIds(t.app);
    const id = await applyValid(t.app, token, { legal_type_ids: [leaves[2], leaves[0]] });
    const { uuid } = await userInfo(token);
    t.clock.advance(MINUTE);

    expect(await approve(t.app, operator, id)).toEqual({ code: 0, msg: 'ok', data: null });

    expect(await userInfo(token)).toMatchObject({ is_lawyer: 1 });
    const lawyer = await lawyerOf(uuid);
    expect(lawyer).toMatchObject({
      name: '张伟',
      gender: 1,
      licence_no: '13301201510123456',
      law_firm: '浙江律桥律师事务所',
      practice_start_year: 2015,
      area_code: '330106',
      city_code: '330100',
      province_code: '330000',
      degree_id: 2,
      description: '专注婚姻家庭纠纷十年。',
      accepting: 1,
      enabled: 1,
      name_pinyin_initials: 'zw',
      name_pinyin: 'zhangwei',
      created_at: t.clock.now(),
      updated_at: t.clock.now(),
    });
    expect(await legalTypesOfLawyer(lawyer!.id)).toEqual([leaves[0], leaves[2]]);
    expect((await applicationDetail(t.app, operator, id)).data).toMatchObject({
      status: 1,
      decided_at: t.clock.now(),
    });
    expect((await auditEntries('application.approve')).list).toEqual([
      expect.objectContaining({
        operator: '运营 alice',
        target: `application:${id}`,
        detail: '张伟（执业证号 13301201510123456）',
      }),
    ]);
  });

  it('rolls everything back when the lawyer profile cannot be written', async () => {
    const token = await loginAs(t.app, '13812345678');
    const id = await applyValid(t.app, token);
    const { uuid } = await userInfo(token);
    // Another user's lawyer row already holds this uuid, so writing the profile fails mid-approval.
    const other = await loginAs(t.app, '13987654321');
    await applyValid(t.app, other, { real_name: '李娜', licence_no: '31101201810654321' });
    const otherId = (await queue('?keyword=13987654321')).data.list[0]!.id;
    await approve(t.app, operator, otherId);
    await t.app.db.updateTable('lawyers').set({ uuid }).where('name', '=', '李娜').execute();

    const response = await t.app.inject({
      method: 'POST',
      url: API.admin.applicationApprove,
      headers: { [OPERATOR_TOKEN_HEADER]: operator },
      payload: { id },
    });
    expect(response.statusCode).toBe(500);
    expect(await userInfo(token)).toMatchObject({ is_lawyer: 0 });
    expect((await applicationDetail(t.app, operator, id)).data).toMatchObject({
      status: 0,
      decided_at: null,
    });
    expect((await auditEntries('application.approve')).total).toBe(1);
  });
});

describe('deciding once', () => {
  it('refuses a second decision and writes no second audit entry', async () => {
    const approvedId = await applyValid(t.app, await loginAs(t.app, '13800000001'));
    const rejectedId = await applyValid(t.app, await loginAs(t.app, '13800000002'));
    await approve(t.app, operator, approvedId);
    await reject(t.app, operator, rejectedId, '资料不全');

    const decided = { code: 7, msg: '该申请已处理', data: null };
    expect(await approve(t.app, operator, approvedId)).toEqual(decided);
    expect(await reject(t.app, operator, approvedId, '资料不全')).toEqual(decided);
    expect(await approve(t.app, operator, rejectedId)).toEqual(decided);
    expect(await reject(t.app, operator, rejectedId, '资料不全')).toEqual(decided);
    expect(await approve(t.app, operator, 9999)).toEqual({ code: 7, msg: '申请不存在', data: null });

    expect((await auditEntries('application.approve')).total).toBe(1);
    const rejections = await auditEntries('application.reject');
    expect(rejections.list).toEqual([
      expect.objectContaining({ target: `application:${rejectedId}`, detail: '张伟：资料不全' }),
    ]);
    expect((await applicationDetail(t.app, operator, rejectedId)).data).toMatchObject({
      status: 2,
      reason: '资料不全',
    });
  });

  it('needs a rejection reason of 2 to 200 characters', async () => {
    const id = await applyValid(t.app, await loginAs(t.app, '13800000001'));
    expect(await reject(t.app, operator, id, ' 糊 ')).toEqual({
      code: 1,
      msg: '驳回原因至少2个字',
      data: null,
    });
    expect(await reject(t.app, operator, id, '糊'.repeat(201))).toEqual({
      code: 1,
      msg: '驳回原因不能超过200个字',
      data: null,
    });
    expect((await applicationDetail(t.app, operator, id)).data.status).toBe(0);
  });
});

describe('a certified lawyer applying again', () => {
  it('keeps the profile until approval, then updates the same lawyer row', async () => {
    const token = await loginAs(t.app, '13812345678');
    const { leaves } = await legalTypeIds(t.app);
    const { uuid } = await userInfo(token);
    await approve(t.app, operator, await applyValid(t.app, token));
    const before = (await lawyerOf(uuid))!;
    await t.app.db
      .updateTable('lawyers')
      .set({ rating: 48, review_count: 12, served_orders: 30, accepting: 0 })
      .where('id', '=', before.id)
      .execute();

    t.clock.advance(60 * MINUTE);
    const second = await applyValid(t.app, token, {
      real_name: '曾小明',
      licence_no: '13301202012345678',
      legal_type_ids: [leaves[5]],
    });
    expect((await lawyerOf(uuid))?.name).toBe('张伟');

    t.clock.advance(MINUTE);
    await approve(t.app, operator, second);
    const after = (await lawyerOf(uuid))!;
    expect(after).toMatchObject({
      id: before.id,
      name: '曾小明',
      name_pinyin_initials: 'zxm',
      name_pinyin: 'zengxiaoming',
      licence_no: '13301202012345678',
      rating: 48,
      review_count: 12,
      served_orders: 30,
      accepting: 1,
      created_at: before.created_at,
      updated_at: t.clock.now(),
    });
    expect(await legalTypesOfLawyer(before.id)).toEqual([leaves[5]]);
    expect(await t.app.db.selectFrom('lawyers').select('id').execute()).toHaveLength(1);
  });
});
