import { API, type AdminApplicationItem, type Page } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { apply, applicationDetail, applyValid, approve, validApplication } from './application-api';

const LICENCE = '13301201510123456';
const HELD_FOR_APPLICANT = '该执业证号已被其他律师认证，如有疑问请联系平台';

let t: TestApp;
let operator: string;
beforeEach(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterEach(async () => t.close());

const lawyerOfPhone = (phone: string) =>
  t.app.db
    .selectFrom('lawyers')
    .innerJoin('users', 'users.id', 'lawyers.user_id')
    .select(['lawyers.uuid', 'lawyers.name', 'lawyers.enabled', 'lawyers.licence_no'])
    .where('users.phone', '=', phone)
    .executeTakeFirst();

const setEnabled = (uuid: string, enabled: 0 | 1) =>
  operatorCall(t.app, {
    method: 'POST',
    url: API.admin.lawyerEnabled,
    operatorToken: operator,
    payload: { uuid, enabled, reason: '执业证已注销或被吊销' },
  });

/** 张伟 (13800000001) becomes a lawyer holding LICENCE; answers his lawyer uuid and user token. */
async function certifiedZhang(): Promise<{ uuid: string; token: string }> {
  const token = await loginAs(t.app, '13800000001');
  expect(await approve(t.app, operator, await applyValid(t.app, token))).toMatchObject({ code: 0 });
  const lawyer = await lawyerOfPhone('13800000001');
  if (!lawyer) throw new Error('张伟 was not certified');
  return { uuid: lawyer.uuid, token };
}

describe('one licence number, one lawyer', () => {
  it("refuses an application with another lawyer's licence number", async () => {
    await certifiedZhang();
    const impostor = await loginAs(t.app, '13800000002');
    const body = await validApplication(t.app, impostor, { real_name: '张伟', licence_no: LICENCE });
    expect(await apply(t.app, impostor, body)).toEqual({ code: 7, msg: HELD_FOR_APPLICANT, data: null });
    // Another licence number is fine.
    expect((await apply(t.app, impostor, { ...body, licence_no: '13301201510654321' })).code).toBe(0);
  });

  it('counts a disabled lawyer as still holding the licence', async () => {
    const { uuid } = await certifiedZhang();
    expect(await setEnabled(uuid, 0)).toMatchObject({ code: 0 });
    const impostor = await loginAs(t.app, '13800000002');
    const body = await validApplication(t.app, impostor, { licence_no: LICENCE });
    expect(await apply(t.app, impostor, body)).toMatchObject({ code: 7, msg: HELD_FOR_APPLICANT });
  });

  it('lets a lawyer re-apply with their own licence number', async () => {
    const zhang = await certifiedZhang();
    const id = await applyValid(t.app, zhang.token, { law_firm: '浙江新律师事务所' });
    expect(await approve(t.app, operator, id)).toMatchObject({ code: 0 });
    expect(await lawyerOfPhone('13800000001')).toMatchObject({ licence_no: LICENCE, enabled: 1 });
  });

  it('refuses to approve a licence certified after the application came in, and the console warns', async () => {
    const waiting = await applyValid(t.app, await loginAs(t.app, '13800000002'), { real_name: '张薇' });
    const { uuid } = await certifiedZhang();

    const detail = (await applicationDetail(t.app, operator, waiting)).data;
    expect(detail.licence_holder).toEqual({ uuid, name: '张伟', enabled: 1 });
    expect(detail.applicant_lawyer_enabled).toBeNull();
    const queue = await operatorCall<Page<AdminApplicationItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.applications}?status=0`,
      operatorToken: operator,
    });
    expect(queue.data.list.find((item) => item.id === waiting)?.licence_holder?.name).toBe('张伟');

    expect(await approve(t.app, operator, waiting)).toEqual({
      code: 7,
      msg: '执业证号已被律师张伟认证，不能通过',
      data: null,
    });
    expect(await lawyerOfPhone('13800000002')).toBeUndefined();
    expect((await applicationDetail(t.app, operator, waiting)).data.status).toBe(0);
  });

  it('keeps a disabled lawyer disabled when their new application is approved, and the console says so', async () => {
    const { uuid, token } = await certifiedZhang();
    await setEnabled(uuid, 0);
    const id = await applyValid(t.app, token, { law_firm: '浙江新律师事务所' });

    const detail = (await applicationDetail(t.app, operator, id)).data;
    expect(detail.applicant_lawyer_enabled).toBe(0);
    expect(detail.licence_holder).toBeNull();

    expect(await approve(t.app, operator, id)).toMatchObject({ code: 0 });
    expect(await lawyerOfPhone('13800000001')).toMatchObject({ enabled: 0, licence_no: LICENCE });
    const directory = await t.app.inject({ method: 'GET', url: `${API.lawyerDetail}?uuid=${uuid}` });
    expect(directory.json()).toMatchObject({ code: 7 });
  });
});
