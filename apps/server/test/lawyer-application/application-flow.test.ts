import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { signedImageUrl } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInOperator } from '../operator/operator-api';
import { apply, applyValid, approve, isApply, reject, validApplication } from './application-api';

const MINUTE = 60 * 1000;

describe('certification as the applicant sees it', () => {
  let t: TestApp;
  let token: string;
  let operator: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await loginAs(t.app, '13812345678');
    operator = await signedInOperator(t.app, t.clock.now());
  });
  afterEach(async () => t.close());

  it('answers status null before the first application', async () => {
    expect(await isApply(t.app, token)).toEqual({
      code: 0,
      msg: 'ok',
      data: { status: null, reason: null, application: null },
    });
  });

  it('returns the stored application, waiting, and shows it in is_apply', async () => {
    const body = await validApplication(t.app, token);
    const applied = await apply(t.app, token, body);
    expect(applied.code).toBe(0);
    expect(applied.data).toEqual({
      id: expect.any(Number),
      real_name: '张伟',
      gender: 1,
      licence_no: '13301201510123456',
      law_firm: '浙江律桥律师事务所',
      practice_start_year: 2015,
      area_code: '330106',
      area_name: '浙江省 杭州市 西湖区',
      legal_type_ids: body.legal_type_ids,
      legal_type_names: ['离婚纠纷', '子女抚养'],
      degree_id: 2,
      degree_name: '本科',
      avatar: body.avatar,
      licence_photo: body.licence_photo,
      avatar_url: expect.stringMatching(signedImageUrl(body.avatar)),
      licence_photo_url: expect.stringMatching(signedImageUrl(body.licence_photo)),
      id_card_photo: body.id_card_photo,
      id_card_photo_url: expect.stringMatching(signedImageUrl(body.id_card_photo)),
      description: '专注婚姻家庭纠纷十年。',
      status: 0,
      reason: null,
      created_at: t.clock.now(),
      decided_at: null,
    });
    expect((await isApply(t.app, token)).data).toEqual({
      status: 0,
      reason: null,
      application: applied.data,
    });
  });

  it('refuses a second application while one is waiting', async () => {
    await applyValid(t.app, token);
    expect(await apply(t.app, token, await validApplication(t.app, token, { real_name: '张三' }))).toEqual({
      code: 7,
      msg: '已有待审核的认证申请',
      data: null,
    });
    expect((await isApply(t.app, token)).data.application?.real_name).toBe('张伟');
  });

  it('shows a rejection with its reason, then accepts a new application', async () => {
    const first = await applyValid(t.app, token);
    t.clock.advance(5 * MINUTE);
    expect((await reject(t.app, operator, first, '执业证照片模糊')).code).toBe(0);
    expect((await isApply(t.app, token)).data).toMatchObject({
      status: 2,
      reason: '执业证照片模糊',
      application: { id: first, status: 2, reason: '执业证照片模糊', decided_at: t.clock.now() },
    });

    t.clock.advance(MINUTE);
    const second = await applyValid(t.app, token, { real_name: '张伟伟' });
    expect(second).not.toBe(first);
    expect((await isApply(t.app, token)).data).toMatchObject({
      status: 0,
      reason: null,
      application: { id: second, real_name: '张伟伟', decided_at: null },
    });
  });

  it('shows an approval without a reason', async () => {
    const id = await applyValid(t.app, token);
    t.clock.advance(MINUTE);
    await approve(t.app, operator, id);
    expect((await isApply(t.app, token)).data).toMatchObject({
      status: 1,
      reason: null,
      application: { id, status: 1, decided_at: t.clock.now() },
    });
  });
});
