import { API, type AdminUserItem, type AuditLogItem, type Page } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, latestCode, loginAs, loginWithCode, sendCode } from '../helpers/api';
import { partnerCiphertext } from '../helpers/partner-keys';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { detail, directory, loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { operatorCall, signedInOperator } from '../operator/operator-api';

const PHONE = '13800000001';
const REFUSAL = '账号已被封禁（骚扰或辱骂他人），无法登录，如有疑问请联系平台客服';

let t: TestApp;
let operator: string;
beforeEach(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterEach(async () => t.close());

const post = (url: string, payload: object, operatorToken = operator) =>
  operatorCall<null>(t.app, { method: 'POST', url, operatorToken, payload });
const ban = (uuid: string, reason = 'harassment', note?: string) =>
  post(API.admin.userBan, { uuid, reason, ...(note === undefined ? {} : { note }) });
const unban = (uuid: string) => post(API.admin.userUnban, { uuid, note: '核实后解封' });

async function uuidOf(phone: string): Promise<string> {
  const row = await t.app.db
    .selectFrom('users')
    .select('uuid')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return row.uuid;
}

/** SMS login a minute after the last code (one code per phone per minute). */
async function smsLogin(phone: string) {
  t.clock.advance(61_000);
  await sendCode(t.app, phone);
  return (await loginWithCode(t.app, phone, await latestCode(t.app, phone))).body;
}

const userInfo = async (token: string) =>
  (await call(t.app, { method: 'GET', url: API.userInfo, token })).body;

const auditEntries = async (action: string) =>
  (
    await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=${action}`,
      operatorToken: operator,
    })
  ).data.list;

describe('banning a user', () => {
  it('ends their sessions at once, refuses SMS and partner login with the reason, and is audited', async () => {
    const token = await loginAs(t.app, PHONE);
    const uuid = await uuidOf(PHONE);
    expect(await ban(uuid, 'harassment', '多次辱骂律师')).toMatchObject({ code: 0 });

    expect(await userInfo(token)).toMatchObject({ code: 2 });
    expect(await smsLogin(PHONE)).toEqual({ code: 7, msg: REFUSAL, data: null });
    const partner = await call(t.app, {
      method: 'POST',
      url: API.login,
      payload: { type: 'rsa_phone', phone: partnerCiphertext(PHONE, t.clock.now()), channel_type: 'gsy' },
    });
    expect(partner.body).toEqual({ code: 7, msg: REFUSAL, data: null });

    const [entry] = await auditEntries('user.ban');
    expect(entry).toMatchObject({
      operator: '运营 alice',
      target: `user:${uuid}`,
      target_ref: { kind: 'user', id: uuid, name: '用户0001/138****0001' },
      detail: '骚扰或辱骂他人；多次辱骂律师',
    });
    const banned = await operatorCall<Page<AdminUserItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.users}?banned=1`,
      operatorToken: operator,
    });
    expect(banned.data.list).toEqual([
      expect.objectContaining({
        uuid,
        ban: {
          banned_at: t.clock.now() - 61_000,
          reason: 'harassment',
          reason_label: '骚扰或辱骂他人',
          note: '多次辱骂律师',
        },
      }),
    ]);
  });

  it('lets the user log in again once unbanned', async () => {
    await loginAs(t.app, PHONE);
    const uuid = await uuidOf(PHONE);
    await ban(uuid, 'spam');
    expect((await smsLogin(PHONE)).msg).toBe(
      '账号已被封禁（发布广告或垃圾信息），无法登录，如有疑问请联系平台客服',
    );
    expect(await unban(uuid)).toMatchObject({ code: 0 });
    const login = await smsLogin(PHONE);
    expect(login.code).toBe(0);
    expect(await userInfo((login.data as { token: string }).token)).toMatchObject({ code: 0 });
    expect(await auditEntries('user.unban')).toEqual([
      expect.objectContaining({ target: `user:${uuid}`, detail: '核实后解封' }),
    ]);
  });

  it('refuses what does not fit the user state, and `other` without words', async () => {
    await loginAs(t.app, PHONE);
    const uuid = await uuidOf(PHONE);
    expect(await unban(uuid)).toMatchObject({ code: 7, msg: '该用户未被封禁' });
    expect(await ban(uuid, 'other')).toMatchObject({
      code: 1,
      msg: '封禁原因选择“其他违规行为”时请填写补充说明',
    });
    expect(await ban(uuid, 'fraud')).toMatchObject({ code: 0 });
    expect(await ban(uuid, 'fraud')).toMatchObject({ code: 7, msg: '该用户已被封禁' });
    expect(await ban('00000000-0000-4000-8000-000000000000')).toMatchObject({ code: 7, msg: '用户不存在' });
    expect(await ban(uuid, 'nonsense')).toMatchObject({ code: 1, msg: '封禁原因不正确' });
    expect(await auditEntries('user.ban')).toHaveLength(1);
  });

  it('is refused to users', async () => {
    const token = await loginAs(t.app, PHONE);
    const reply = await operatorCall(t.app, {
      method: 'POST',
      url: API.admin.userBan,
      userToken: token,
      payload: { uuid: await uuidOf(PHONE), reason: 'spam' },
    });
    expect(reply).toMatchObject({ code: 2 });
    expect(await userInfo(token)).toMatchObject({ code: 0 });
  });
});

describe("banning a lawyer's account", () => {
  it('hides the lawyer from the directory until the unban, which alone brings them back', async () => {
    const lawyer = await loggedInLawyer(t.app, '13900000001', { name: '张轩飞' });
    const uuid = await uuidOf('13900000001');
    expect((await directory(t.app)).data.total).toBe(1);

    await ban(uuid, 'private_deal');
    expect((await directory(t.app)).data.total).toBe(0);
    expect(await detail(t.app, lawyer.uuid)).toMatchObject({ code: 7 });
    const enable = await post(API.admin.lawyerEnabled, { uuid: lawyer.uuid, enabled: 1 });
    expect(enable).toMatchObject({ code: 7, msg: '该律师的账号已被封禁，请先在用户管理中解封' });

    await unban(uuid);
    expect((await directory(t.app)).data.total).toBe(1);
  });

  it('leaves a lawyer an operator had disabled before the ban disabled after the unban', async () => {
    const lawyer = await loggedInLawyer(t.app, '13900000001', { name: '张轩飞' });
    const uuid = await uuidOf('13900000001');
    await post(API.admin.lawyerEnabled, { uuid: lawyer.uuid, enabled: 0, reason: '资料信息不实' });
    await ban(uuid, 'fraud');
    await unban(uuid);
    const row = await t.app.db
      .selectFrom('lawyers')
      .select(['enabled', 'disabled_reason'])
      .where('uuid', '=', lawyer.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ enabled: 0, disabled_reason: '资料信息不实' });
  });
});
