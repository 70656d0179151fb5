import { API, type WithdrawalDetail, type WithdrawalRules } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDueIncome } from '../../src/modules/wallet/release-job';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { serviceOrderWorld } from '../service-order/service-order-fixtures';
import { lawyerCall } from './withdrawal-fixtures';

const DAY = 24 * 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('withdrawing income earned by an order', () => {
  it('is possible only once the held income was released to available', async () => {
    const world = await serviceOrderWorld(t);
    const lawyerActor = { kind: 'lawyer' as const, id: world.lawyerUserId };
    const created = await world.service.create({
      customerId: world.customerId,
      lawyerUuid: world.lawyerUuid,
      configId: world.config.id,
      description: '劳动合同到期公司不续签，能要补偿吗？',
      images: [],
    });
    const paid = await world.service.recordPayment({
      orderNo: created.order_no,
      amount: created.price,
      providerTxn: `wd-${created.id}`,
    });
    const accepted = await world.service.act({ order: paid, transition: 'accept', actor: lawyerActor });
    const delivered = await world.service.act({ order: accepted, transition: 'deliver', actor: lawyerActor });
    await world.service.act({
      order: delivered,
      transition: 'confirm',
      actor: { kind: 'customer', id: world.customerId },
    });

    await t.app.db
      .updateTable('users')
      .set({ openid: 'openid-earned' })
      .where('id', '=', world.lawyerUserId)
      .execute();
    t.clock.advance(61_000);
    const lawyer = { token: await loginAs(t.app, world.lawyerPhone) };
    await lawyerCall(t, lawyer, 'POST', API.withdrawalWechatPayee);

    const held = (await lawyerCall<WithdrawalRules>(t, lawyer, 'GET', API.withdrawalRules)).data;
    expect(held.available).toBe(0);
    expect(held.pending).toBeGreaterThan(0);
    const early = await lawyerCall(t, lawyer, 'POST', API.withdrawals, {
      amount: held.pending,
      method: 'wechat',
    });
    expect([early.code, early.msg]).toEqual([7, '可提现余额不足，最多可提现¥0.00']);

    t.clock.advance(7 * DAY + 1000);
    expect(await releaseDueIncome(t.app.db, t.clock.now())).toBe(1);
    const released = (await lawyerCall<WithdrawalRules>(t, lawyer, 'GET', API.withdrawalRules)).data;
    expect(released).toMatchObject({ available: held.pending, pending: 0, max_now: held.pending });
    const requested = await lawyerCall<WithdrawalDetail>(t, lawyer, 'POST', API.withdrawals, {
      amount: held.pending,
      method: 'wechat',
    });
    expect(requested.data).toMatchObject({ state: 'requested', amount: held.pending });
  });
});
