import {
  API,
  APPLICATION_REJECT_PRESETS,
  composeRejectReason,
  type AuditLogItem,
  type Page,
} from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { applicationDetail, applyValid, isApply, reject } from './application-api';

let t: TestApp;
let operator: string;
beforeEach(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterEach(async () => t.close());

describe('rejecting with preset reasons and the operator’s own words', () => {
  it('sends the applicant the presets and the note as one reason, audited as such', async () => {
    const applicant = await loginAs(t.app, '13800000001');
    const id = await applyValid(t.app, applicant);
    const reason = composeRejectReason(
      [APPLICATION_REJECT_PRESETS[0], APPLICATION_REJECT_PRESETS[2]],
      ' 请上传执业证首页的完整照片 ',
    );
    expect(reason).toBe('执业证照片不清晰；姓名与执业证不一致；请上传执业证首页的完整照片');

    expect(await reject(t.app, operator, id, reason)).toMatchObject({ code: 0 });
    expect((await isApply(t.app, applicant)).data).toMatchObject({ status: 2, reason });
    const log = await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=application.reject`,
      operatorToken: operator,
    });
    expect(log.data.list[0]?.detail).toBe(`张伟：${reason}`);
  });

  it('accepts a single preset alone', async () => {
    const id = await applyValid(t.app, await loginAs(t.app, '13800000001'));
    expect(await reject(t.app, operator, id, composeRejectReason(['律所信息有误']))).toMatchObject({
      code: 0,
    });
    expect((await applicationDetail(t.app, operator, id)).data.reason).toBe('律所信息有误');
  });

  it('holds every preset and a note to 200 characters in all', async () => {
    const id = await applyValid(t.app, await loginAs(t.app, '13800000001'));
    const presets = composeRejectReason(APPLICATION_REJECT_PRESETS);
    const fill = (length: number) => composeRejectReason(APPLICATION_REJECT_PRESETS, '补'.repeat(length));
    const room = 200 - presets.length - 1;
    expect(fill(room)).toHaveLength(200);
    expect(await reject(t.app, operator, id, fill(room + 1))).toEqual({
      code: 1,
      msg: '驳回原因不能超过200个字',
      data: null,
    });
    expect(await reject(t.app, operator, id, fill(room))).toMatchObject({ code: 0 });
    expect((await applicationDetail(t.app, operator, id)).data.reason).toBe(fill(room));
  });
});
