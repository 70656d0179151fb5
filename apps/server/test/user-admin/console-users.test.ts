import { API, type AdminUserDetail, type AdminUserItem, type Page } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendFeedback } from '../feedback/feedback-api';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { serviceOrderWorld } from '../service-order/service-order-fixtures';

let t: TestApp;
let operator: string;
beforeEach(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t.app, t.clock.now());
});
afterEach(async () => t.close());

const users = (query = '') =>
  operatorCall<Page<AdminUserItem>>(t.app, {
    method: 'GET',
    url: `${API.admin.users}${query}`,
    operatorToken: operator,
  });
const userDetail = (uuid: string) =>
  operatorCall<AdminUserDetail>(t.app, {
    method: 'GET',
    url: `${API.admin.users}/${uuid}`,
    operatorToken: operator,
  });

async function uuidOf(phone: string): Promise<string> {
  const row = await t.app.db
    .selectFrom('users')
    .select('uuid')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return row.uuid;
}

async function rename(phone: string, nickname: string): Promise<void> {
  await t.app.db.updateTable('users').set({ nickname }).where('phone', '=', phone).execute();
}

describe('console 用户管理: search', () => {
  beforeEach(async () => {
    for (const phone of ['13800000001', '13800000002', '13900000001']) await loginAs(t.app, phone);
    await rename('13800000001', '王先生');
    await rename('13800000002', '王小姐');
  });

  it('lists every user newest first, with the full phone and the last login', async () => {
    const { code, data } = await users('?page=1&page_size=2');
    expect(code).toBe(0);
    expect(data.total).toBe(3);
    expect(data.list.map((user) => user.phone)).toEqual(['13900000001', '13800000002']);
    expect(data.list[0]).toMatchObject({ nickname: '用户0001', is_lawyer: 0, ban: null });
    expect(data.list[0]!.last_login_at).toBe(t.clock.now());
  });

  it('finds a user by the whole phone, by the last 4 digits, or inside the nickname', async () => {
    const phones = async (keyword: string) =>
      (await users(`?keyword=${encodeURIComponent(keyword)}`)).data.list.map((user) => user.phone);
    expect(await phones('13800000002')).toEqual(['13800000002']);
    expect(await phones('0001')).toEqual(['13900000001', '13800000001']);
    expect(await phones('王')).toEqual(['13800000002', '13800000001']);
    expect(await phones('小姐')).toEqual(['13800000002']);
    // Digits that are neither a whole phone nor 4 digits match nicknames only.
    expect(await phones('138000')).toEqual([]);
    expect(await phones('%')).toEqual([]);
  });

  it('refuses a bad filter with a Chinese message', async () => {
    expect(await users('?banned=2')).toMatchObject({ code: 1 });
    expect(await users(`?keyword=${'王'.repeat(21)}`)).toMatchObject({
      code: 1,
      msg: '搜索词不能超过20个字',
    });
  });
});

describe('console 用户管理: one user', () => {
  it("shows the profile, the lawyer profile and the latest orders on both sides and the user's feedback", async () => {
    const world = await serviceOrderWorld(t);
    const order = await world.service.create({
      customerId: world.customerId,
      lawyerUuid: world.lawyerUuid,
      configId: world.config.id,
      description: '公司拖欠三个月工资怎么办？',
      images: [],
    });
    const customer = await t.app.db
      .selectFrom('users')
      .select(['uuid', 'phone'])
      .where('id', '=', world.customerId)
      .executeTakeFirstOrThrow();
    t.clock.advance(61_000); // one SMS code per phone per minute
    const token = await loginAs(t.app, customer.phone);
    await sendFeedback(t.app, token, { content: '支付页面加载很慢' });

    const asCustomer = (await userDetail(customer.uuid)).data;
    expect(asCustomer).toMatchObject({
      uuid: customer.uuid,
      phone: customer.phone,
      is_lawyer: 0,
      lawyer: null,
      ban: null,
      service_orders: {
        total: 1,
        list: [{ order_no: order.order_no, name: '图文咨询', state_label: '待支付', role: 'customer' }],
      },
      appointments: { total: 0, list: [] },
      reviews: { total: 0, list: [] },
      feedback: { total: 1, list: [{ content: '支付页面加载很慢', handled: 0 }] },
    });

    const asLawyer = (await userDetail(await uuidOf(world.lawyerPhone))).data;
    expect(asLawyer).toMatchObject({
      is_lawyer: 1,
      lawyer: { uuid: world.lawyerUuid, name: '周律师', enabled: 1 },
      service_orders: { total: 1, list: [{ order_no: order.order_no, role: 'lawyer' }] },
      feedback: { total: 0 },
    });
  });

  it('answers code 7 for an unknown user and code 1 for a malformed id', async () => {
    expect(await userDetail('00000000-0000-4000-8000-000000000000')).toMatchObject({
      code: 7,
      msg: '用户不存在',
    });
    expect(await userDetail('x')).toMatchObject({ code: 1, msg: '用户格式不正确' });
  });

  it('answers only an operator', async () => {
    const userToken = await loginAs(t.app, '13800000009');
    expect(await operatorCall(t.app, { method: 'GET', url: API.admin.users, userToken })).toMatchObject({
      code: 2,
    });
  });
});
