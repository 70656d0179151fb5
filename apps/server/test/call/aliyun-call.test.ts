import { CALL_BINDING_MINUTES } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunCallProvider } from '../../src/providers/call/aliyun-call-provider';
import { CallProviderError, chinaTimeText } from '../../src/providers/call/call-provider';
import { createTestApp } from '../helpers/test-app';
import { silentLog } from '../sms/sms-fixtures';
import { AliyunPlsStandIn } from './aliyun-pls-stand-in';
import { aliyunCallEnv, aliyunCallSettings, phoneOrderWorld, PLS, pushedCall } from './call-fixtures';

let standIn: AliyunPlsStandIn;

beforeAll(async () => {
  standIn = await new AliyunPlsStandIn(PLS).start();
});
afterAll(async () => {
  await standIn.close();
});

const provider = (secret?: string) =>
  new AliyunCallProvider(
    { ...aliyunCallSettings(standIn.host), ...(secret ? { accessKeySecret: secret } : {}) },
    silentLog,
  );

const HOUR = 3_600_000;

describe('privacy numbers through Aliyun Dyplsapi (stand-in checking the ACS3-HMAC-SHA256 signature)', () => {
  it('binds A and B to a middle number until the expiry, sent in China time', async () => {
    const expiresAt = Date.now() + HOUR;
    const made = await provider().bind({
      phoneA: '13600001111',
      phoneB: '13600002222',
      expiresAt,
      reference: 'S2026112312345678',
    });
    const bound = standIn.bindings.at(-1);
    expect(bound).toMatchObject({
      a: '13600001111',
      b: '13600002222',
      expiration: chinaTimeText(expiresAt),
      outId: 'S2026112312345678',
      unbound: false,
    });
    expect(made).toEqual({ middleNumber: bound?.x, subscriptionId: bound?.subsId });
  });

  it('is refused by the signature check when signed with another secret', async () => {
    const before = standIn.bindings.length;
    const binding = provider('AnotherSecret0123456789abcdef').bind({
      phoneA: '13600001111',
      phoneB: '13600002222',
      expiresAt: Date.now() + HOUR,
      reference: 'S2026112312345678',
    });
    await expect(binding).rejects.toBeInstanceOf(CallProviderError);
    await expect(binding).rejects.toMatchObject({ provider: 'aliyun', code: 'SignatureDoesNotMatch' });
    expect(standIn.refused.at(-1)).toBe('SignatureDoesNotMatch');
    expect(standIn.bindings).toHaveLength(before);
  });

  it('unbinds a subscription once; a second unbind is the vendor refusing it', async () => {
    const made = await provider().bind({
      phoneA: '13600003333',
      phoneB: '13600004444',
      expiresAt: Date.now() + HOUR,
      reference: 'S2026112312345679',
    });
    await provider().unbind(made);
    expect(standIn.bindings.find((item) => item.subsId === made.subscriptionId)?.unbound).toBe(true);
    await expect(provider().unbind(made)).rejects.toMatchObject({
      provider: 'aliyun',
      code: 'isv.NO_SUCH_SUBSCRIPTION',
    });
  });

  it('turns an expiry in the past into CallProviderError with the vendor code', async () => {
    const binding = provider().bind({
      phoneA: '13600001111',
      phoneB: '13600002222',
      expiresAt: Date.now() - 1,
      reference: 'S2026112312345678',
    });
    await expect(binding).rejects.toMatchObject({ code: 'isv.EXPIRE_DATE_ILLEGAL' });
  });

  it('gives both parties one binding, binds again after it ran out, unbinds when the order ends', async () => {
    const t = await createTestApp({ env: aliyunCallEnv(standIn.host) });
    // The vendor wants expiries after its own now: the test clock runs at the real time.
    t.clock.set(Date.now());
    try {
      const world = await phoneOrderWorld(t);
      const orderNo = await world.serving();
      const before = standIn.bindings.length;
      const forCustomer = world.ok(await world.bind(world.customer, orderNo));
      const forLawyer = world.ok(await world.bind(world.lawyer.token, orderNo));
      expect(forLawyer).toEqual(forCustomer);
      expect(forCustomer).toMatchObject({
        simulated: false,
        expires_at: t.clock.now() + CALL_BINDING_MINUTES * 60_000,
      });
      expect(standIn.bindings.slice(before)).toEqual([
        expect.objectContaining({
          a: world.customerPhone,
          b: world.lawyerPhone,
          x: forCustomer.middle_number,
        }),
      ]);
      const first = standIn.bindings.at(-1)!;

      // The binding ran out: asking again binds anew (the vendor let the old one go by itself).
      t.clock.advance(CALL_BINDING_MINUTES * 60_000 + 1);
      const again = world.ok(await world.bind(world.lawyer.token, orderNo));
      expect(again.middle_number).not.toBe(forCustomer.middle_number);
      expect(standIn.bindings.slice(before)).toHaveLength(2);
      const second = standIn.bindings.at(-1)!;

      // A call through it, pushed by the vendor, shows on the order.
      const pushed = pushedCall({
        poolKey: PLS.poolKey,
        subId: second.subsId,
        x: second.x,
        callId: 'call-aliyun-1',
        callType: 1,
        callTime: '2026-11-23 10:00:00',
        startTime: '2026-11-23 10:00:08',
        releaseTime: '2026-11-23 10:12:38',
      });
      const notified = await world.notify('aliyun', [pushed]);
      expect(notified.json()).toEqual({ code: 0, msg: '成功' });
      expect(world.ok(await world.overview(world.customer, orderNo)).records).toEqual([
        {
          caller: 'lawyer',
          called_at: Date.parse('2026-11-23T10:00:00+08:00'),
          started_at: Date.parse('2026-11-23T10:00:08+08:00'),
          duration_seconds: 750,
        },
      ]);

      await world.finish(orderNo);
      await t.app.scheduler.tick();
      expect(second.unbound).toBe(true);
      // The one that ran out was never unbound: there was nothing left to unbind.
      expect(first.unbound).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('tells the party the number could not be bound when the vendor is unreachable', async () => {
    const gone = await new AliyunPlsStandIn(PLS).start();
    const host = gone.host;
    await gone.close();
    const t = await createTestApp({ env: aliyunCallEnv(host) });
    try {
      const world = await phoneOrderWorld(t);
      const orderNo = await world.serving();
      const reply = await world.bind(world.customer, orderNo);
      expect(reply.body).toMatchObject({ code: 7, msg: '隐私号服务暂时不可用，请稍后再试' });
    } finally {
      await t.close();
    }
  });
});
