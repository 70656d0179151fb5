import { API, type AdminLawyerDetail } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { signedImageUrl } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { applyValid, approve } from '../lawyer-application/application-api';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { AREA, seedLawyer } from './lawyer-fixtures';

let t: TestApp;
let operator: string;
beforeEach(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterEach(async () => t.close());

const lawyerDetail = (uuid: string, tokens: { operatorToken?: string; userToken?: string } = {}) =>
  operatorCall<AdminLawyerDetail>(t.app, {
    method: 'GET',
    url: `${API.admin.lawyers}/${uuid}`,
    ...(Object.keys(tokens).length > 0 ? tokens : { operatorToken: operator }),
  });

const userUuid = async (phone: string) =>
  (await t.app.db.selectFrom('users').select('uuid').where('phone', '=', phone).executeTakeFirstOrThrow())
    .uuid;

describe('console lawyer detail', () => {
  it('shows a certified lawyer’s whole profile with the licence photo of the approved application', async () => {
    const applicantToken = await loginAs(t.app, '13812345678');
    const applicationId = await applyValid(t.app, applicantToken, { description: '专注婚姻家庭纠纷十年。' });
    expect(await approve(t.app, operator, applicationId)).toMatchObject({ code: 0 });
    const uuid = await userUuid('13812345678');
    const application = await t.app.db
      .selectFrom('lawyer_applications')
      .select(['avatar_upload_id', 'licence_photo_upload_id'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();

    const { code, data } = await lawyerDetail(uuid);
    expect(code).toBe(0);
    expect(data).toMatchObject({
      uuid,
      name: '张伟',
      gender: 1,
      phone: '13812345678',
      licence_no: '13301201510123456',
      law_firm: '浙江律桥律师事务所',
      area_name: '杭州市 西湖区',
      degree_name: expect.any(String),
      practice_start_year: 2015,
      description: '专注婚姻家庭纠纷十年。',
      office_address: '',
      accepting: 1,
      enabled: 1,
      created_at: t.clock.now(),
      application_id: applicationId,
      avatar: `/api/v1/upload/image/${application.avatar_upload_id}`,
      // The licence photo is private: signed for the operator.
      licence_photo: expect.stringMatching(signedImageUrl(application.licence_photo_upload_id)),
    });
    expect(data.legal_type_names).toHaveLength(2);
    expect(data.practice_years).toBeGreaterThan(0);
  });

  it('shows a lawyer created without an application (demo data) without a licence photo', async () => {
    const { uuid } = await seedLawyer(t.app, {
      name: '李娜',
      area_code: AREA.chaoyang,
      legal_types: ['离婚纠纷'],
      enabled: 0,
      rating: 46,
    });
    const { data } = await lawyerDetail(uuid);
    expect(data).toMatchObject({
      name: '李娜',
      area_name: '北京市 朝阳区',
      legal_type_names: ['离婚纠纷'],
      enabled: 0,
      rating: 4.6,
      avatar: null,
      application_id: null,
      licence_photo: null,
    });
  });

  it('answers only an operator token', async () => {
    const { uuid } = await seedLawyer(t.app, { name: '张伟' });
    const userToken = await loginAs(t.app, '13800000001');
    expect(await lawyerDetail(uuid, { userToken })).toMatchObject({ code: 2, data: null });
    expect(await operatorCall(t.app, { method: 'GET', url: `${API.admin.lawyers}/${uuid}` })).toMatchObject({
      code: 2,
      data: null,
    });
  });

  it('refuses an unknown lawyer with code 7 and a malformed one with code 1', async () => {
    expect(await lawyerDetail('a1b2c3d4-0000-4000-8000-000000000000')).toEqual({
      code: 7,
      msg: '律师不存在',
      data: null,
    });
    expect(await lawyerDetail('bad!uuid%3F')).toEqual({ code: 1, msg: '律师格式不正确', data: null });
    expect(await lawyerDetail('short')).toEqual({ code: 1, msg: '律师格式不正确', data: null });
  });
});
