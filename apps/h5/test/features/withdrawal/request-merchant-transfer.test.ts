import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestMerchantTransfer } from '../../../src/features/withdrawal/request-merchant-transfer';
import { BRIDGE_WAIT_MS } from '../../../src/lib/wechat/wechat-bridge';

const params = { mchId: '1900000109', appId: 'wx8888888888888888', package: 'affffddafdfafddffda==' };

afterEach(() => vi.useRealTimers());

function windowWith(errMsg?: string) {
  const target = new EventTarget();
  const invoke = vi.fn((_name: string, _params: object, callback: (result: { err_msg?: string }) => void) =>
    callback(errMsg === undefined ? {} : { err_msg: errMsg }),
  );
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    ...(errMsg === undefined ? {} : { WeixinJSBridge: { invoke } }),
  } as unknown as Window;
  return { win, invoke, target };
}

describe('requestMerchantTransfer', () => {
  it('hands WeChat exactly mchId, appId and package, and answers how its page closed', async () => {
    const { win, invoke } = windowWith('requestMerchantTransfer:ok');
    await expect(requestMerchantTransfer({ ...params, extra: 'x' } as typeof params, win)).resolves.toBe(
      'ok',
    );
    expect(invoke).toHaveBeenCalledWith('requestMerchantTransfer', params, expect.any(Function));
    for (const [errMsg, outcome] of [
      ['requestMerchantTransfer:cancel', 'cancel'],
      ['requestMerchantTransfer:fail', 'fail'],
      ['get_brand_wcpay_request:ok', 'fail'],
    ] as const) {
      await expect(requestMerchantTransfer(params, windowWith(errMsg).win)).resolves.toBe(outcome);
    }
  });

  it('fails when no bridge arrives (not really inside WeChat)', async () => {
    vi.useFakeTimers();
    const confirming = requestMerchantTransfer(params, windowWith().win);
    await vi.advanceTimersByTimeAsync(BRIDGE_WAIT_MS);
    await expect(confirming).resolves.toBe('fail');
  });
});
