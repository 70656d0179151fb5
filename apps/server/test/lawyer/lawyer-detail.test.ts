import { lawyerDetail } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AREA, detail, legalTypeId, loggedInLawyer, seedLawyer } from './lawyer-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /lawyer/detail', () => {
  it('shows the list item plus profile, masked licence, services and prices', async () => {
    const { uuid } = await seedLawyer(t.app, {
      name: '张伟',
      area_code: AREA.chaoyang,
      legal_types: ['合同纠纷', '离婚纠纷'],
      rating: 47,
      review_count: 12,
      served_orders: 80,
      practice_start_year: 2012,
    });
    const reply = await detail(t.app, uuid);
    expect(reply.code).toBe(0);
    expect(lawyerDetail.parse(reply.data)).toEqual(reply.data);
    expect(reply.data).toMatchObject({
      uuid,
      name: '张伟',
      area_code: AREA.chaoyang,
      area_name: '北京市 朝阳区',
      practice_years: 13,
      rating: 4.7,
      review_count: 12,
      served_orders: 80,
      gender: 1,
      description: '张伟的个人简介',
      degree_id: 2,
      degree_name: '本科',
      licence_masked: '1440*********3456',
      legal_type_ids: [await legalTypeId(t.app, '离婚纠纷'), await legalTypeId(t.app, '合同纠纷')],
      legal_type_names: ['离婚纠纷', '合同纠纷'],
      lowest_price: 4900,
      appointment_price: 19900,
      latest_reviews: [],
      enabled: 1,
    });
    expect(reply.data.services.map((service) => [service.name, service.price])).toEqual([
      ['图文咨询', 4900],
      ['电话咨询', 9900],
      ['合同审查', 29900],
      ['文书代写', 39900],
      ['律师函', 59900],
    ]);
  });

  it('answers 律师不存在 for an unknown lawyer and refuses a malformed uuid', async () => {
    expect(await detail(t.app, 'a1b2c3d4-0000-4000-8000-000000000000')).toMatchObject({
      code: 7,
      msg: '律师不存在',
    });
    expect(await detail(t.app, 'x')).toMatchObject({ code: 1, msg: '律师格式不正确' });
  });

  it('hides a disabled lawyer from everyone but the lawyer', async () => {
    const owner = await loggedInLawyer(t.app, '13700000001', { name: '停用律师', enabled: 0 });
    const customer = await loginAs(t.app, '13700000002');
    expect(await detail(t.app, owner.uuid)).toMatchObject({ code: 7, msg: '律师不存在' });
    expect(await detail(t.app, owner.uuid, customer)).toMatchObject({ code: 7, msg: '律师不存在' });
    expect(await detail(t.app, owner.uuid, owner.token)).toMatchObject({
      code: 0,
      data: { uuid: owner.uuid, enabled: 0 },
    });
  });

  it('treats a stale token as a visitor instead of refusing the public page', async () => {
    const { uuid } = await seedLawyer(t.app, { name: '公开律师' });
    expect(await detail(t.app, uuid, 'not-a-valid-token')).toMatchObject({ code: 0, data: { uuid } });
  });
});
