import { API, CLOSED_ACCOUNT_NICKNAME, OPERATOR_TOKEN_HEADER } from '@lawbridge/contract';
import { signedInOperator } from '../operator/operator-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chatWorld, type ChatWorld } from '../chat/chat-fixtures';
import { accountApi, keysInStorage, rowsHolding, uploadKeysOf } from './account-api';
import { listAuditLog } from '../../src/modules/operator/audit';

const NICKNAME = '注销测试甲先生';
const OPENID = 'oClosingTest-openid-000001';

describe('注销账号', () => {
  let t: TestApp;
  let api: ReturnType<typeof accountApi>;
  let w: ChatWorld;
  let formerUuid = '';
  beforeAll(async () => {
    t = await createTestApp();
    api = accountApi(t);
    w = await chatWorld(t);
  });
  afterAll(async () => t.close());

  const userIdOf = async (phone: string) =>
    (await t.app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

  /** The customer's history: profile, a finished order with an image and a review, chat, feedback, an appointment. */
  async function richHistory(): Promise<string> {
    const { customer, customerPhone, lawyer } = w;
    const field = (payload: object) => api.post(API.userInfoField, customer, payload);
    w.ok(await field({ field: 'nickname', value: NICKNAME }));
    w.ok(await field({ field: 'avatar', value: await w.upload(customer) }));
    await t.app.db.updateTable('users').set({ openid: OPENID }).where('phone', '=', customerPhone).execute();

    const orderNo = await w.serving([await w.upload(customer)]);
    w.ok(await w.act(lawyer.token, { order_no: orderNo, action: 'deliver', note: '已给出书面意见。' }));
    w.ok(await w.act(customer, { order_no: orderNo, action: 'confirm' }));
    w.ok(
      await api.post(API.review, customer, { order_no: orderNo, rating: 5, text: '律师回复及时，很专业。' }),
    );

    w.ok(await w.sendText(customer, '律师您好，合同照片发您了。'));
    const image = await w.upload(customer);
    w.ok(
      await api.post(API.chatMessages, customer, {
        conversation_id: w.conversation.id,
        client_id: 'closing-image-01',
        kind: 'image',
        upload_id: image,
      }),
    );
    w.ok(await w.sendText(lawyer.token, '收到，我看一下。'));

    w.ok(
      await api.post(API.feedback, customer, {
        content: '希望增加夜间咨询。',
        contact: `电话 ${customerPhone}`,
        images: [await w.upload(customer)],
      }),
    );
    const appointment = w.ok(
      await api.post<{ order_no: string }>(API.appointments, customer, {
        name: NICKNAME,
        phone: customerPhone,
        area_code: '110105',
        legal_type_id: (await t.app.db.selectFrom('legal_types').select('id').executeTakeFirstOrThrow()).id,
        appointment_at: Math.ceil((t.clock.now() + 30 * 3_600_000) / 3_600_000) * 3_600_000,
        place_note: '朝阳区律所会议室',
        description: '想当面咨询房屋买卖合同纠纷。',
      }),
    );
    w.ok(
      await api.post(API.appointmentAction, customer, { order_no: appointment.order_no, action: 'close' }),
    );
    return orderNo;
  }

  it('refuses while an order is open or the wallet holds money, naming what is open', async () => {
    const open = w.ok(await w.place()).order_no;
    const status = w.ok(await api.closing(w.customer));
    expect(status.blockers).toEqual([{ kind: 'service_order', label: '未完成的咨询订单', count: 1 }]);
    const refused = await api.closeAccount(w.customer, w.customerPhone);
    expect(refused.body).toMatchObject({
      code: 7,
      msg: '暂不能注销：您还有未完成的咨询订单，请处理完成后再申请注销',
    });
    w.ok(await w.act(w.customer, { order_no: open, action: 'close' }));
    expect(w.ok(await api.closing(w.customer)).blockers).toEqual([]);
  });

  it('erases the customer from every table and from storage, keeping the order, review and ledger', async () => {
    const orderNo = await richHistory();
    const phone = w.customerPhone;
    const userId = await userIdOf(phone);
    formerUuid = w.ok(
      await call<{ uuid: string }>(t.app, { method: 'GET', url: API.userInfo, token: w.customer }),
    ).uuid;
    const keys = await uploadKeysOf(t, userId);
    expect(keys).toHaveLength(4);
    expect(await rowsHolding(t, [phone, NICKNAME, OPENID])).not.toEqual([]);
    const entries = await t.app.db.selectFrom('ledger_entries').select('id').execute();

    // The lawyer of the finished order has money pending: not closable, and told why.
    expect(w.ok(await api.closing(w.lawyer.token)).blockers.map((blocker) => blocker.kind)).toEqual([
      'wallet',
    ]);

    expect((await api.closeAccount(w.customer, phone)).body).toMatchObject({ code: 0, data: null });

    expect(await rowsHolding(t, [phone, NICKNAME, OPENID])).toEqual([]);
    expect(await keysInStorage(t, keys)).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: API.userInfo, token: w.customer })).body.code).toBe(2);

    // What the lawyer and the ledger need stays, without the person.
    const order = w.ok(
      await call<{ order_no: string; customer: { nickname: string } }>(t.app, {
        method: 'GET',
        url: `${API.serviceOrderDetail}?order_no=${orderNo}`,
        token: w.lawyer.token,
      }),
    );
    expect(order.customer.nickname).toBe(CLOSED_ACCOUNT_NICKNAME);
    expect(order.order_no).toBe(orderNo);
    expect((await t.app.db.selectFrom('ledger_entries').select('id').execute()).length).toBe(entries.length);
    const review = await t.app.db
      .selectFrom('reviews')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(review.anonymous).toBe(1);
    const messages = w.ok(await w.history(w.lawyer.token)).list;
    expect(messages.map((message) => message.kind)).toEqual(['text', 'text', 'text']);
    expect(messages.filter((message) => message.text === '该消息已随账号注销删除')).toHaveLength(2);
    const closed = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(closed).toMatchObject({ nickname: CLOSED_ACCOUNT_NICKNAME, avatar_upload_id: null, openid: null });
    expect(closed.closed_at).not.toBeNull();
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'user.close')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ target: `user:${userId}`, detail: null })]);
    const log = await listAuditLog(t.app.db, { page: 1, page_size: 10, action: 'user.close' });
    expect(log.list.map((entry) => entry.operator)).toEqual(['用户本人']);
    // 用户管理 finds the closed account by its new name only, and says it is closed.
    const operator = await signedInOperator(t.app, t.clock.now());
    const listed = async (keyword: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${API.admin.users}?keyword=${encodeURIComponent(keyword)}`,
          headers: { [OPERATOR_TOKEN_HEADER]: operator },
        })
      ).json<{ data: { list: Array<{ nickname: string; phone: string }> } }>().data.list;
    expect(await listed(w.customerPhone)).toEqual([]);
    expect(await listed(CLOSED_ACCOUNT_NICKNAME)).toEqual([
      expect.objectContaining({ nickname: CLOSED_ACCOUNT_NICKNAME, phone: '已注销' }),
    ]);
  });

  it('lets the number register again as a new user who sees nothing of the old account', async () => {
    api.afterResendInterval();
    const token = await loginAs(t.app, w.customerPhone);
    const me = w.ok(
      await call<{ uuid: string; nickname: string }>(t.app, { method: 'GET', url: API.userInfo, token }),
    );
    expect(me.uuid).not.toBe(formerUuid);
    expect(formerUuid).not.toBe('');
    expect(me.nickname).toBe(`用户${w.customerPhone.slice(-4)}`);
    const orders = w.ok(
      await call<{ total: number }>(t.app, {
        method: 'GET',
        url: `${API.serviceOrders}?page=1&page_size=10`,
        token,
      }),
    );
    expect(orders.total).toBe(0);
    expect(w.ok(await w.list(token, 'customer'))).toEqual([]);
  });
});
