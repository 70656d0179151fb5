import { API, type AdminLawyerDetail } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { detail, loggedInLawyer } from './lawyer-fixtures';

let t: TestApp;
let operator: string;
beforeEach(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterEach(async () => t.close());

const setEnabled = (payload: object) =>
  operatorCall<null>(t.app, {
    method: 'POST',
    url: API.admin.lawyerEnabled,
    operatorToken: operator,
    payload,
  });
const consoleDetail = async (uuid: string) =>
  (
    await operatorCall<AdminLawyerDetail>(t.app, {
      method: 'GET',
      url: `${API.admin.lawyers}/${uuid}`,
      operatorToken: operator,
    })
  ).data;

describe('停用律师 with a reason', () => {
  it('stores the reason, shows it to the lawyer and the console, and forgets it on 启用', async () => {
    const lawyer = await loggedInLawyer(t.app, '13900000001', { name: '张轩飞' });
    const reason = '执业证已注销或被吊销；请重新提交执业证';
    expect(await setEnabled({ uuid: lawyer.uuid, enabled: 0, reason })).toMatchObject({ code: 0 });

    expect((await detail(t.app, lawyer.uuid, lawyer.token)).data).toMatchObject({
      enabled: 0,
      disabled_reason: reason,
    });
    expect(await consoleDetail(lawyer.uuid)).toMatchObject({ enabled: 0, disabled_reason: reason });

    expect(await setEnabled({ uuid: lawyer.uuid, enabled: 1 })).toMatchObject({ code: 0 });
    expect((await detail(t.app, lawyer.uuid, lawyer.token)).data).toMatchObject({
      enabled: 1,
      disabled_reason: null,
    });
    expect(await consoleDetail(lawyer.uuid)).toMatchObject({ enabled: 1, disabled_reason: null });
  });

  it('refuses to disable without a reason, or with one too long', async () => {
    const lawyer = await loggedInLawyer(t.app, '13900000001', { name: '张轩飞' });
    expect(await setEnabled({ uuid: lawyer.uuid, enabled: 0 })).toMatchObject({
      code: 1,
      msg: '请填写停用原因',
    });
    expect(await setEnabled({ uuid: lawyer.uuid, enabled: 0, reason: '长'.repeat(201) })).toMatchObject({
      code: 1,
      msg: '停用原因不能超过200个字',
    });
    expect((await detail(t.app, lawyer.uuid)).data).toMatchObject({ enabled: 1 });
  });
});
