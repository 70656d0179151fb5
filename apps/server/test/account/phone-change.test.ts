import { API, maskPhone } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, latestCode, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accountApi } from './account-api';

let serial = 0;
/** Phones of this file's users (1366…), apart from other fixtures' ranges. */
const nextPhone = () => `1366${String((serial += 1)).padStart(7, '0')}`;

describe('更换手机号', () => {
  let t: TestApp;
  let api: ReturnType<typeof accountApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = accountApi(t);
  });
  afterAll(async () => t.close());

  const info = (token: string) =>
    call<{ uuid: string; phone: string }>(t.app, { method: 'GET', url: API.userInfo, token });

  it('moves the account to the new number, ends the other sessions and keeps this one', async () => {
    const [oldPhone, newPhone] = [nextPhone(), nextPhone()];
    const here = await loginAs(t.app, oldPhone);
    api.afterResendInterval();
    const elsewhere = await loginAs(t.app, oldPhone);
    const before = await info(here);

    const ticket = await api.phoneTicket(here, oldPhone);
    expect((await api.sendNewCode(here, ticket, newPhone)).body.code).toBe(0);
    const changed = await api.changePhone(here, {
      ticket,
      phone: newPhone,
      verify_code: await latestCode(t.app, newPhone),
    });
    expect(changed.body).toMatchObject({ code: 0, data: { phone: maskPhone(newPhone) } });

    expect((await info(here)).body.data).toMatchObject({ uuid: before.body.data.uuid, phone: newPhone });
    expect((await info(elsewhere)).body.code).toBe(2);

    // The new number logs into the same account; the old one is free and makes a new account.
    api.afterResendInterval();
    expect((await info(await loginAs(t.app, newPhone))).body.data.uuid).toBe(before.body.data.uuid);
    expect((await info(await loginAs(t.app, oldPhone))).body.data.uuid).not.toBe(before.body.data.uuid);
  });

  it('refuses a number another account has, the current number, and a wrong new code', async () => {
    const [phone, taken, fresh] = [nextPhone(), nextPhone(), nextPhone()];
    const token = await loginAs(t.app, phone);
    await loginAs(t.app, taken);
    const ticket = await api.phoneTicket(token, phone);

    expect((await api.sendNewCode(token, ticket, taken)).body).toMatchObject({
      code: 7,
      msg: '该手机号已注册其他账号，请更换其他手机号',
    });
    expect((await api.sendNewCode(token, ticket, phone)).body).toMatchObject({
      code: 7,
      msg: '新手机号不能与当前手机号相同',
    });
    expect((await api.sendNewCode(token, ticket, fresh)).body.code).toBe(0);
    const wrong = (await latestCode(t.app, fresh)) === '000000' ? '111111' : '000000';
    expect((await api.changePhone(token, { ticket, phone: fresh, verify_code: wrong })).body).toMatchObject({
      code: 7,
      msg: '验证码错误',
    });
    expect((await info(token)).body.data.phone).toBe(phone);
  });

  it('refuses a ticket that is expired, forged or another user’s, and a code meant for the login', async () => {
    const [phone, other, fresh] = [nextPhone(), nextPhone(), nextPhone()];
    const token = await loginAs(t.app, phone);
    const otherToken = await loginAs(t.app, other);
    const ticket = await api.phoneTicket(token, phone);
    const invalid = { code: 7, msg: '原手机号验证已失效，请重新验证' };

    expect((await api.sendNewCode(otherToken, ticket, fresh)).body).toMatchObject(invalid);
    const [payload, mac] = ticket.split('.');
    const forged = `${Buffer.from(`1.${Date.now() + 3_600_000}`).toString('base64url')}.${mac}`;
    expect((await api.sendNewCode(token, forged, fresh)).body).toMatchObject(invalid);
    expect(payload).not.toBe(forged.split('.')[0]);
    t.clock.advance(10 * 60_000 + 1);
    expect((await api.sendNewCode(token, ticket, fresh)).body).toMatchObject(invalid);

    // A login code to the old number does not verify it for a change (each scene has its own code).
    api.afterResendInterval();
    await call(t.app, { method: 'POST', url: API.smsPush, payload: { scene: 'login', phone } });
    const verify = await api.post(API.accountPhoneVerifyOld, token, {
      verify_code: await latestCode(t.app, phone),
    });
    expect(verify.body).toMatchObject({ code: 7, msg: '验证码已失效，请重新获取' });
  });

  it('limits the codes like login codes: one a minute per number', async () => {
    const phone = nextPhone();
    const token = await loginAs(t.app, phone);
    api.afterResendInterval();
    expect((await api.post(API.accountPhoneOldCode, token)).body.code).toBe(0);
    const again = await api.post(API.accountPhoneOldCode, token);
    expect(again.body.code).toBe(7);
    expect(again.body.msg).toContain('操作过于频繁');
  });

  it('answers only a signed-in user', async () => {
    const reply = await call(t.app, { method: 'POST', url: API.accountPhoneOldCode });
    expect(reply.body.code).toBe(2);
  });
});
