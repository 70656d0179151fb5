import {
  API,
  type AuditLogItem,
  type LawyerDetail,
  type OwnLawyerServices,
  type Page,
  type ServiceOrderDetail,
} from '@lawbridge/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createOperator, operatorCall, operatorToken } from '../operator/operator-api';
import { detail, directory, legalTypeId, loggedInLawyer, AREA } from './lawyer-fixtures';

let t: TestApp;
let operator: string;
let serial = 0;
const nextPhone = () => `1385000${String((serial += 1)).padStart(4, '0')}`;

let lawyer: { token: string; uuid: string };
let customer: string;
let configs: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await createOperator(t.app, 'prices', t.clock.now());
  operator = await operatorToken(t.app, 'prices');
  const rows = await t.app.db.selectFrom('order_configs').select(['id', 'name']).execute();
  configs = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
beforeEach(async () => {
  lawyer = await loggedInLawyer(t.app, nextPhone(), { name: '钱律师' });
  customer = await loginAs(t.app, nextPhone());
});
afterAll(async () => t.close());

const own = (token = lawyer.token) =>
  call<OwnLawyerServices>(t.app, { method: 'GET', url: API.lawyerServices, token });
const save = (services: object[], token = lawyer.token) =>
  call<OwnLawyerServices>(t.app, { method: 'POST', url: API.lawyerServices, token, payload: { services } });
const band = (payload: object) =>
  operatorCall(t.app, { method: 'POST', url: API.admin.serviceBand, operatorToken: operator, payload });
const setConfig = (payload: object) =>
  operatorCall(t.app, { method: 'POST', url: API.admin.serviceConfig, operatorToken: operator, payload });
const order = (name: string, lawyerUuid = lawyer.uuid) =>
  call<ServiceOrderDetail>(t.app, {
    method: 'POST',
    url: API.serviceOrders,
    token: customer,
    payload: { lawyer_uuid: lawyerUuid, config_id: configs[name], description: '公司拖欠三个月工资怎么办？' },
  });
const lowestPrice = async (uuid = lawyer.uuid) =>
  (await directory(t.app)).data.list.find((item) => item.uuid === uuid)?.lowest_price;
const servicesOnPage = async (uuid = lawyer.uuid) =>
  (await detail(t.app, uuid)).data.services.map((service) => [service.name, service.price]);

describe("a lawyer's own services and prices", () => {
  it('starts with every enabled service at the suggested price, with bands and the commission', async () => {
    const reply = await own();
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.commission_rate_bp).toBe(2000);
    expect(reply.body.data.services.find((service) => service.name === '图文咨询')).toMatchObject({
      min_price: 1900,
      max_price: 29900,
      suggested_price: 4900,
      offered: 1,
      price: 4900,
    });
    expect(await lowestPrice()).toBe(4900);
  });

  it('sets prices within the bands: the directory 起 price, the lawyer page and new orders follow', async () => {
    const reply = await save([
      { id: configs['图文咨询'], offered: 1, price: 8800 },
      { id: configs['合同审查'], offered: 0, price: 29900 },
    ]);
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.services.find((service) => service.name === '图文咨询')?.price).toBe(8800);
    expect(await lowestPrice()).toBe(8800);
    const page = await servicesOnPage();
    expect(page).toContainEqual(['图文咨询', 8800]);
    expect(page.map(([name]) => name)).not.toContain('合同审查');
    const placed = await order('图文咨询');
    expect([placed.body.code, placed.body.data.price]).toEqual([0, 8800]);
    const refused = await order('合同审查');
    expect([refused.body.code, refused.body.msg]).toEqual([7, '该律师未开通此服务，请选择该律师开通的服务']);
  });

  it('refuses a price outside the band, naming the service and the band', async () => {
    for (const price of [1800, 30000]) {
      const reply = await save([{ id: configs['图文咨询'], offered: 1, price }]);
      expect([price, reply.body.code, reply.body.msg]).toEqual([
        price,
        7,
        '图文咨询的价格须在 19.00–299.00 元 之间',
      ]);
    }
    expect((await own()).body.data.services.find((s) => s.name === '图文咨询')?.price).toBe(4900);
  });

  it('refuses a service operators switched off, and an unknown or non-online one', async () => {
    await setConfig({ id: configs['律师函'], price: 59900, enabled: 0 });
    try {
      for (const id of [configs['律师函'], configs['线下咨询预约'], 999_999]) {
        const reply = await save([{ id, offered: 1, price: 59900 }]);
        expect([id, reply.body.code, reply.body.msg]).toEqual([id, 7, '该服务暂不开放，请刷新后重试']);
      }
      expect((await own()).body.data.services.map((service) => service.name)).not.toContain('律师函');
    } finally {
      await setConfig({ id: configs['律师函'], price: 59900, enabled: 1 });
    }
  });

  it('a lawyer who offers nothing shows no 起 price and cannot be bought from', async () => {
    const all = (await own()).body.data.services.map((service) => ({ ...service, offered: 0 }));
    expect((await save(all.map(({ id, offered, price }) => ({ id, offered, price })))).body.code).toBe(0);
    expect(await lowestPrice()).toBeNull();
    expect(await servicesOnPage()).toEqual([]);
    const refused = await order('图文咨询');
    expect([refused.body.code, refused.body.msg]).toEqual([7, '该律师暂未开通任何服务，请选择其他律师']);
  });

  it('refuses malformed choices with a clear message', async () => {
    const id = configs['图文咨询'];
    const cases: Array<[object[], string]> = [
      [[], '请选择服务'],
      [[{ id, offered: 1, price: 0 }], '服务价格不能小于1'],
      [[{ id, offered: 1, price: 99.5 }], '服务价格必须是整数'],
      [[{ id, offered: 2, price: 9900 }], '开通状态不正确'],
      [
        [
          { id, offered: 1, price: 9900 },
          { id, offered: 0, price: 9900 },
        ],
        '服务不能重复',
      ],
    ];
    for (const [services, msg] of cases) {
      const reply = await save(services);
      expect([reply.status, reply.body.code, reply.body.msg]).toEqual([200, 1, msg]);
    }
  });

  it("is the signed-in lawyer's own: a customer and a visitor are refused", async () => {
    expect((await own(customer)).body.code).toBe(7);
    expect((await save([{ id: configs['图文咨询'], offered: 1, price: 9900 }], customer)).body.code).toBe(7);
    const anonymous = await call(t.app, { method: 'GET', url: API.lawyerServices });
    expect(anonymous.body.code).toBe(2);
  });

  it('a paused lawyer keeps the prices on the page but takes no order', async () => {
    await t.app.db.updateTable('lawyers').set({ accepting: 0 }).where('uuid', '=', lawyer.uuid).execute();
    expect((await detail(t.app, lawyer.uuid)).data.accepting).toBe(0);
    const refused = await order('图文咨询');
    expect([refused.body.code, refused.body.msg]).toEqual([7, '该律师暂不接单，请选择其他律师']);
  });

  it('keeps the office address from 编辑资料 and shows it on the lawyer page', async () => {
    const body = {
      law_firm: '深圳新衡律师事务所',
      area_code: AREA.futian,
      legal_type_ids: [await legalTypeId(t.app, '劳动仲裁')],
      degree_id: 3,
      description: '专注劳动争议。',
      accepting: 1,
    };
    const post = (payload: object) =>
      call<LawyerDetail>(t.app, { method: 'POST', url: API.lawyer, token: lawyer.token, payload });
    const saved = await post({ ...body, office_address: '  深圳市福田区福华一路 1 号 18 楼 ' });
    expect(saved.body.data.office_address).toBe('深圳市福田区福华一路 1 号 18 楼');
    await post(body);
    expect((await detail(t.app, lawyer.uuid)).data.office_address).toBe('深圳市福田区福华一路 1 号 18 楼');
    const tooLong = await post({ ...body, office_address: '址'.repeat(101) });
    expect([tooLong.body.code, tooLong.body.msg]).toEqual([1, '办公地址不能超过100个字']);
  });
});

describe("operators' price bands", () => {
  it("narrows a band: lawyers' prices outside it move to its end, audited, the directory follows", async () => {
    await save([{ id: configs['图文咨询'], offered: 1, price: 19900 }]);
    expect(await lowestPrice()).toBe(9900);
    const reply = await band({ id: configs['图文咨询'], min_price: 1900, max_price: 6900 });
    expect(reply.code).toBe(0);
    expect(await lowestPrice()).toBe(6900);
    const log = await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=config.band`,
      operatorToken: operator,
    });
    expect(log.data.list[0]?.detail).toMatch(
      /^图文咨询：律师价格区间 19.00–299.00 元 → 19.00–69.00 元，\d+ 位律师的价格已移入区间$/,
    );
    const settings = await operatorCall<{
      services: Array<{ id: number; min_price: number; max_price: number }>;
    }>(t.app, { method: 'GET', url: API.admin.orderSettings, operatorToken: operator });
    expect(settings.data.services.find((s) => s.id === configs['图文咨询'])).toMatchObject({
      min_price: 1900,
      max_price: 6900,
    });
    const refused = await save([{ id: configs['图文咨询'], offered: 1, price: 9900 }]);
    expect(refused.body.msg).toBe('图文咨询的价格须在 19.00–69.00 元 之间');
    expect((await band({ id: configs['图文咨询'], min_price: 1900, max_price: 29900 })).code).toBe(0);
  });

  it('keeps the suggested price inside the band, both ways', async () => {
    const outside = await band({ id: configs['图文咨询'], min_price: 5000, max_price: 29900 });
    expect([outside.code, outside.msg]).toEqual([7, '价格区间须包含建议价格 49.00 元']);
    const price = await setConfig({ id: configs['图文咨询'], price: 39900, enabled: 1 });
    expect([price.code, price.msg]).toEqual([7, '建议价格须在律师价格区间 19.00–299.00 元 内']);
  });

  it('refuses a reversed or malformed band and an unknown or offline service', async () => {
    const cases: Array<[object, number, string]> = [
      [{ id: configs['图文咨询'], min_price: 9900, max_price: 1900 }, 1, '最低价格不能高于最高价格'],
      [{ id: configs['图文咨询'], min_price: 0, max_price: 1900 }, 1, '最低价格不能小于1'],
      [{ id: configs['图文咨询'], min_price: 1900 }, 1, '最高价格格式不正确'],
      [{ id: 999_999, min_price: 1900, max_price: 29900 }, 7, '服务不存在'],
      [{ id: configs['线下咨询预约'], min_price: 1900, max_price: 29900 }, 7, '服务不存在'],
    ];
    for (const [payload, code, msg] of cases) {
      const reply = await band(payload);
      expect([payload, reply.code, reply.msg]).toEqual([payload, code, msg]);
    }
  });
});
