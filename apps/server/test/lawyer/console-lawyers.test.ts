import { API, type AdminLawyerItem, type AuditLogItem, type Page } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { AREA, detail, directory, loggedInLawyer, seedLawyer } from './lawyer-fixtures';

let t: TestApp;
let operator: string;
beforeEach(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterEach(async () => t.close());

const lawyers = (query = '', token = operator) =>
  operatorCall<Page<AdminLawyerItem>>(t.app, {
    method: 'GET',
    url: `${API.admin.lawyers}${query}`,
    operatorToken: token,
  });

const setEnabled = (payload: object, token = operator) =>
  operatorCall<null>(t.app, { method: 'POST', url: API.admin.lawyerEnabled, operatorToken: token, payload });

const auditLog = async (action: string) =>
  (
    await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=${action}`,
      operatorToken: operator,
    })
  ).data;

describe('console lawyers list', () => {
  it('lists every lawyer newest first, disabled ones too, with the full phone and licence', async () => {
    await loggedInLawyer(t.app, '13912345678', { name: '张伟', area_code: AREA.nanshan });
    await seedLawyer(t.app, { name: '李娜', law_firm: '北京正和律师事务所', enabled: 0 });
    const { code, data } = await lawyers();
    expect(code).toBe(0);
    expect(data.total).toBe(2);
    expect(data.list.map((item) => item.name)).toEqual(['李娜', '张伟']);
    expect(data.list[1]).toMatchObject({
      name: '张伟',
      phone: '13912345678',
      law_firm: '张伟律师事务所',
      area_name: '深圳市 南山区',
      licence_no: '14403201510123456',
      enabled: 1,
      accepting: 1,
    });
  });

  it('searches name, phone, licence number and firm, filters by state and pages', async () => {
    await loggedInLawyer(t.app, '13912345678', { name: '张伟' });
    await seedLawyer(t.app, { name: '李娜', law_firm: '北京正和律师事务所', enabled: 0 });
    await seedLawyer(t.app, { name: '王芳' });
    const search = async (query: string) => (await lawyers(query)).data.list.map((item) => item.name);
    expect(await search(`?keyword=${encodeURIComponent('张')}`)).toEqual(['张伟']);
    expect(await search('?keyword=1234567')).toEqual(['张伟']);
    await t.app.db
      .updateTable('lawyers')
      .set({ licence_no: '31101201990000077' })
      .where('name', '=', '王芳')
      .execute();
    expect(await search('?keyword=201990000077')).toEqual(['王芳']);
    expect(await search(`?keyword=${encodeURIComponent('正和')}`)).toEqual(['李娜']);
    expect(await search('?enabled=0')).toEqual(['李娜']);
    expect(await search('?enabled=1')).toEqual(['王芳', '张伟']);
    expect((await lawyers('?page=2&page_size=2')).data).toMatchObject({ total: 3, page: 2 });
    expect(await search('?page=2&page_size=2')).toEqual(['张伟']);
    expect(await lawyers('?page_size=51')).toMatchObject({ code: 1, msg: '每页条数不能大于50' });
  });

  it('answers only an operator token', async () => {
    const userToken = await loginAs(t.app, '13800000001');
    const asUser = await operatorCall(t.app, { method: 'GET', url: API.admin.lawyers, userToken });
    expect(asUser).toMatchObject({ code: 2 });
    expect(await operatorCall(t.app, { method: 'GET', url: API.admin.lawyers })).toMatchObject({ code: 2 });
    const { uuid } = await seedLawyer(t.app, { name: '张伟' });
    const disable = { method: 'POST' as const, url: API.admin.lawyerEnabled, payload: { uuid, enabled: 0 } };
    expect(await operatorCall(t.app, { ...disable, userToken })).toMatchObject({ code: 2 });
    expect((await detail(t.app, uuid)).code).toBe(0);
  });
});

describe('console enable / disable', () => {
  it('disabling hides the lawyer from the directory at once and is audited; enabling brings them back', async () => {
    const { uuid } = await seedLawyer(t.app, { name: '张伟' });
    expect((await directory(t.app)).data.total).toBe(1);

    expect(await setEnabled({ uuid, enabled: 0, reason: '多次违规或被投诉；屡次爽约' })).toMatchObject({
      code: 0,
    });
    expect((await directory(t.app)).data.total).toBe(0);
    expect(await detail(t.app, uuid)).toMatchObject({ code: 7, msg: '律师不存在' });
    const disabled = await auditLog('lawyer.disable');
    expect(disabled.list.map((item) => [item.operator, item.target, item.detail])).toEqual([
      ['运营 alice', `lawyer:${uuid}`, '多次违规或被投诉；屡次爽约'],
    ]);

    expect(await setEnabled({ uuid, enabled: 1 })).toMatchObject({ code: 0 });
    expect((await directory(t.app)).data.total).toBe(1);
    expect((await auditLog('lawyer.enable')).total).toBe(1);
  });

  it('records nothing when the lawyer already is in that state', async () => {
    const { uuid } = await seedLawyer(t.app, { name: '张伟' });
    expect(await setEnabled({ uuid, enabled: 1 })).toMatchObject({ code: 0 });
    expect((await auditLog('lawyer.enable')).total).toBe(0);
  });

  it('refuses an unknown lawyer and a bad state', async () => {
    expect(await setEnabled({ uuid: 'a1b2c3d4-0000', enabled: 0, reason: '资料信息不实' })).toMatchObject({
      code: 7,
      msg: '律师不存在',
    });
    const { uuid } = await seedLawyer(t.app, { name: '张伟' });
    expect(await setEnabled({ uuid, enabled: 2 })).toMatchObject({ code: 1, msg: '启用状态不正确' });
    expect(await setEnabled({ uuid, enabled: 0 })).toMatchObject({ code: 1, msg: '请填写停用原因' });
    expect(await setEnabled({ uuid, enabled: 0, reason: ' ' })).toMatchObject({
      code: 1,
      msg: '请填写停用原因',
    });
    expect((await auditLog('lawyer.disable')).total).toBe(0);
  });
});
