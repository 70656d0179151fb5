import type { PaymentLaunch } from '@lawbridge/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  dispatchLaunch,
  MSG_PAY_CANCELLED,
  MSG_PAY_FAILED,
  type LaunchEffects,
} from '../../../src/features/payment/pay-dispatcher';
import type { WechatPayOutcome } from '../../../src/lib/wechat/wechat-bridge';

const ORDER_NO = 'S2026031012345678';
const JSAPI = {
  appId: 'wx8888888888888888',
  timeStamp: '1741000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx123',
  signType: 'RSA' as const,
  paySign: 'c2lnbg==',
};

function effects(outcome: WechatPayOutcome = 'ok'): LaunchEffects & Record<string, ReturnType<typeof vi.fn>> {
  return {
    openCashier: vi.fn(),
    authorize: vi.fn(),
    payInWechat: vi.fn(async () => outcome),
    confirmPaid: vi.fn(),
    showNativeQr: vi.fn(),
    notPaid: vi.fn(),
  };
}

const only = (done: ReturnType<typeof effects>, name: string) =>
  Object.entries(done)
    .filter(([, fn]) => fn.mock.calls.length > 0)
    .map(([key]) => key)
    .every((key) => key === name || (name === 'confirmPaid' && key === 'payInWechat'));

describe('dispatchLaunch', () => {
  it('opens the sandbox cashier route it was given, or the cashier of the order', async () => {
    const done = effects();
    await dispatchLaunch(
      { kind: 'sandbox', cashier_url: `/pages/common/cashier?order_no=${ORDER_NO}`, payment_id: 'p' },
      ORDER_NO,
      done,
    );
    expect(done.openCashier).toHaveBeenCalledWith(`/pages/common/cashier?order_no=${ORDER_NO}`);
    const other = effects();
    await dispatchLaunch(
      { kind: 'sandbox', cashier_url: 'https://pay.example/x', payment_id: 'p' },
      ORDER_NO,
      other,
    );
    expect(other.openCashier).toHaveBeenCalledWith(`/pages/common/cashier?order_no=${ORDER_NO}`);
    expect(only(other, 'openCashier')).toBe(true);
  });

  it('sends the browser to WeChat OAuth first when the server has no openid', async () => {
    const done = effects();
    const launch: PaymentLaunch = {
      kind: 'wechat_oauth',
      authorize_url: 'https://open.example/connect',
      state: 's1',
    };
    await dispatchLaunch(launch, ORDER_NO, done);
    expect(done.authorize).toHaveBeenCalledWith(launch);
    expect(only(done, 'authorize')).toBe(true);
  });

  it('shows the Native QR code outside WeChat', async () => {
    const done = effects();
    await dispatchLaunch({ kind: 'native', code_url: 'weixin://wxpay/bizpayurl?pr=abc' }, ORDER_NO, done);
    expect(done.showNativeQr).toHaveBeenCalledWith('weixin://wxpay/bizpayurl?pr=abc');
    expect(only(done, 'showNativeQr')).toBe(true);
  });

  it('opens WeChat’s sheet with the JSAPI parameters; ok waits for the server, cancel and fail say so', async () => {
    const paid = effects('ok');
    await dispatchLaunch({ kind: 'jsapi', jsapi: JSAPI }, ORDER_NO, paid);
    expect(paid.payInWechat).toHaveBeenCalledWith(JSAPI);
    expect(paid.confirmPaid).toHaveBeenCalledTimes(1);
    expect(only(paid, 'confirmPaid')).toBe(true);

    const cancelled = effects('cancel');
    await dispatchLaunch({ kind: 'jsapi', jsapi: JSAPI }, ORDER_NO, cancelled);
    expect(cancelled.notPaid).toHaveBeenCalledWith(MSG_PAY_CANCELLED);
    expect(cancelled.confirmPaid).not.toHaveBeenCalled();

    const failed = effects('fail');
    await dispatchLaunch({ kind: 'jsapi', jsapi: JSAPI }, ORDER_NO, failed);
    expect(failed.notPaid).toHaveBeenCalledWith(MSG_PAY_FAILED);
  });
});
