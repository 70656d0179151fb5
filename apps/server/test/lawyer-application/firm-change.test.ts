import {
  API,
  type AdminFirmChangeItem,
  type AuditLogItem,
  type FirmChange,
  type LawyerDetail,
  type NotificationPage,
  type Page,
} from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AREA, detail, legalTypeId, loggedInLawyer, names } from '../lawyer/lawyer-fixtures';
import { operatorCall, signedInOperator } from '../operator/operator-api';

const OLD_FIRM = '张伟律师事务所';
const NEW_FIRM = '深圳新衡律师事务所';

let t: TestApp;
let operator: string;
let lawyer: { token: string; uuid: string };
beforeEach(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
  lawyer = await loggedInLawyer(t.app, '13900000301', { name: '张伟', area_code: AREA.futian });
});
afterEach(async () => t.close());

async function saveFirm(lawFirm: string, overrides: object = {}) {
  const payload = {
    law_firm: lawFirm,
    area_code: AREA.futian,
    legal_type_ids: [await legalTypeId(t.app, '劳动仲裁')],
    degree_id: 3,
    description: '专注劳动争议。',
    accepting: 1,
    ...overrides,
  };
  return (await call<LawyerDetail>(t.app, { method: 'POST', url: API.lawyer, token: lawyer.token, payload }))
    .body;
}

const ownChange = async (token = lawyer.token) =>
  (await call<FirmChange | null>(t.app, { method: 'GET', url: API.lawyerFirmChange, token })).body;

const queue = (query = '') =>
  operatorCall<Page<AdminFirmChangeItem>>(t.app, {
    method: 'GET',
    url: `${API.admin.firmChanges}${query}`,
    operatorToken: operator,
  });

const decide = (url: string, payload: object) =>
  operatorCall<null>(t.app, { method: 'POST', url, operatorToken: operator, payload });

async function waitingId(): Promise<number> {
  const id = (await queue('?status=0')).data.list[0]?.id;
  if (id === undefined) throw new Error('no waiting firm change');
  return id;
}

const notices = async () =>
  (
    await call<NotificationPage>(t.app, { method: 'GET', url: API.notifications, token: lawyer.token })
  ).body.data.list.map((item) => [item.kind, item.title, item.body, item.link]);

describe('a change of 执业机构 waits for review (issue 18)', () => {
  it('keeps the approved firm on the profile and shows the lawyer the waiting change; a second save replaces it', async () => {
    expect(await ownChange()).toMatchObject({ code: 0, data: null });
    const saved = await saveFirm('深圳旧衡律师事务所');
    expect(saved).toMatchObject({ code: 0, data: { law_firm: OLD_FIRM } });
    expect(await saveFirm(NEW_FIRM)).toMatchObject({ code: 0, data: { law_firm: OLD_FIRM } });
    expect((await detail(t.app, lawyer.uuid)).data.law_firm).toBe(OLD_FIRM);
    expect(await ownChange()).toMatchObject({
      code: 0,
      data: { previous_law_firm: OLD_FIRM, law_firm: NEW_FIRM, status: 0, reason: null, decided_at: null },
    });

    // Saving other fields with the approved firm (接单, 个人简介) leaves the waiting change alone.
    expect(await saveFirm(OLD_FIRM, { accepting: 0 })).toMatchObject({ code: 0, data: { accepting: 0 } });
    const listed = await queue('?status=0');
    expect(listed.data).toMatchObject({ total: 1 });
    expect(listed.data.list[0]).toMatchObject({
      lawyer_uuid: lawyer.uuid,
      lawyer_name: '张伟',
      lawyer_phone: '13900000301',
      previous_law_firm: OLD_FIRM,
      law_firm: NEW_FIRM,
      status: 0,
    });
  });

  it('approval writes the new firm onto the profile and the directory, audited, and tells the lawyer', async () => {
    await saveFirm(NEW_FIRM);
    const id = await waitingId();
    expect(await decide(API.admin.firmChangeApprove, { id })).toEqual({ code: 0, msg: 'ok', data: null });

    expect((await detail(t.app, lawyer.uuid)).data.law_firm).toBe(NEW_FIRM);
    expect(await names(t.app, `?keyword=${encodeURIComponent('新衡')}`)).toEqual(['张伟']);
    expect(await ownChange()).toMatchObject({
      data: { law_firm: NEW_FIRM, status: 1, decided_at: t.clock.now() },
    });
    expect((await queue('?status=0')).data.total).toBe(0);
    expect(await notices()).toContainEqual([
      'firm_change_decided',
      '执业机构变更已通过',
      `您的执业机构已更新为${NEW_FIRM}`,
      '/pages/lawyer/profile/user',
    ]);
    const audit = await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=lawyer.firm_approve`,
      operatorToken: operator,
    });
    expect(audit.data.list).toEqual([
      expect.objectContaining({ target: `lawyer:${lawyer.uuid}`, detail: `${OLD_FIRM} → ${NEW_FIRM}` }),
    ]);
    expect(await decide(API.admin.firmChangeApprove, { id })).toMatchObject({ code: 7, msg: '该申请已处理' });
  });

  it('rejection keeps the firm and shows the lawyer the reason; the lawyer may ask again', async () => {
    await saveFirm(NEW_FIRM);
    const id = await waitingId();
    expect(await decide(API.admin.firmChangeReject, { id, reason: '律所名称与执业证不一致' })).toMatchObject({
      code: 0,
    });
    expect((await detail(t.app, lawyer.uuid)).data.law_firm).toBe(OLD_FIRM);
    expect(await ownChange()).toMatchObject({ data: { status: 2, reason: '律所名称与执业证不一致' } });
    expect(await notices()).toContainEqual([
      'firm_change_decided',
      '执业机构变更未通过',
      '原因：律所名称与执业证不一致',
      '/pages/lawyer/profile/user',
    ]);

    await saveFirm(NEW_FIRM);
    expect(await ownChange()).toMatchObject({ data: { status: 0, law_firm: NEW_FIRM } });
  });

  it('refuses bad input with a Chinese message and unknown changes with code 7', async () => {
    await saveFirm(NEW_FIRM);
    const id = await waitingId();
    expect(await decide(API.admin.firmChangeReject, { id, reason: '不' })).toMatchObject({
      code: 1,
      msg: '驳回原因至少2个字',
    });
    expect(await decide(API.admin.firmChangeApprove, { id: 'x' })).toMatchObject({ code: 1 });
    expect(await decide(API.admin.firmChangeApprove, { id: 9999 })).toMatchObject({
      code: 7,
      msg: '变更申请不存在',
    });
    expect(await queue('?status=5')).toMatchObject({ code: 1, msg: '审核状态不正确' });
  });

  it('is the lawyer’s own: a customer is refused, the console needs an operator', async () => {
    const customer = await loginAs(t.app, '13800000301');
    expect(await ownChange(customer)).toMatchObject({ code: 7, msg: '无权操作' });
    const asUser = await call(t.app, { method: 'GET', url: API.admin.firmChanges, token: lawyer.token });
    expect(asUser.body).toMatchObject({ code: 2 });
  });
});
