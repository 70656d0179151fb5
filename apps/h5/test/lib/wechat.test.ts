import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readOauthReturn,
  returnAddress,
  stripOauthReturn,
  withoutOauthParams,
} from '../../src/lib/wechat/oauth-return';
import { BRIDGE_WAIT_MS, requestWechatPay, type WechatPayParams } from '../../src/lib/wechat/wechat-bridge';
import { isWechatBrowser } from '../../src/lib/wechat/wechat-env';

const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.48.2580(0x28003035) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const WECOM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh ColorScheme/Light';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('isWechatBrowser (seed: the messaging app, not its work variant)', () => {
  it('is true in WeChat on iOS and Android', () => {
    expect(isWechatBrowser(IOS_WECHAT)).toBe(true);
    expect(isWechatBrowser(ANDROID_WECHAT)).toBe(true);
  });

  it('is false in WeCom (wxwork), other browsers and without a user agent', () => {
    expect(isWechatBrowser(WECOM)).toBe(false);
    expect(isWechatBrowser(SAFARI)).toBe(false);
    expect(isWechatBrowser('')).toBe(false);
  });
});

describe('the OAuth return address', () => {
  const back =
    'https://h5.example.com/?from=singlemessage&code=061Ab&state=s1#/pages/customer/order/service/detail?order_no=S1';

  it('reads code and state from the query WeChat put before the #hash', () => {
    expect(readOauthReturn({ search: '?from=singlemessage&code=061Ab&state=s1' })).toEqual({
      code: '061Ab',
      state: 's1',
    });
    expect(readOauthReturn({ search: '?state=s1' })).toBeNull();
    expect(readOauthReturn({ search: '' })).toBeNull();
  });

  it('takes code and state out of the address, keeping the rest, the hash route and the history state', () => {
    expect(withoutOauthParams(back)).toBe(
      'https://h5.example.com/?from=singlemessage#/pages/customer/order/service/detail?order_no=S1',
    );
    const history = { state: { idx: 3, key: 'k' }, replaceState: vi.fn() };
    stripOauthReturn({ href: back }, history);
    expect(history.replaceState).toHaveBeenCalledWith(
      { idx: 3, key: 'k' },
      '',
      'https://h5.example.com/?from=singlemessage#/pages/customer/order/service/detail?order_no=S1',
    );
    const untouched = { state: null, replaceState: vi.fn() };
    stripOauthReturn({ href: 'https://h5.example.com/#/' }, untouched);
    expect(untouched.replaceState).not.toHaveBeenCalled();
  });

  it('builds the return address for a route of this page, without an earlier code', () => {
    expect(returnAddress('/pages/customer/order/service/detail?order_no=S2', { href: back })).toBe(
      'https://h5.example.com/?from=singlemessage#/pages/customer/order/service/detail?order_no=S2',
    );
  });
});

describe('requestWechatPay', () => {
  const params: WechatPayParams = {
    appId: 'wx8888888888888888',
    timeStamp: '1741000000',
    nonceStr: 'n0nce',
    package: 'prepay_id=wx123',
    signType: 'RSA',
    paySign: 'c2lnbg==',
  };
  afterEach(() => vi.useRealTimers());

  function bridgeAnswering(errMsg: string | undefined) {
    const invoke = vi.fn((_name: string, _params: object, callback: (result: { err_msg?: string }) => void) =>
      callback(errMsg === undefined ? {} : { err_msg: errMsg }),
    );
    return { invoke };
  }

  it('invokes getBrandWCPayRequest with the parameters and answers ok, cancel or fail', async () => {
    const target = new EventTarget();
    const win = {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      WeixinJSBridge: bridgeAnswering('get_brand_wcpay_request:ok'),
    } as unknown as Window;
    await expect(requestWechatPay(params, win)).resolves.toBe('ok');
    const bridge = (win as unknown as { WeixinJSBridge: ReturnType<typeof bridgeAnswering> }).WeixinJSBridge;
    expect(bridge.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));

    for (const [errMsg, outcome] of [
      ['get_brand_wcpay_request:cancel', 'cancel'],
      ['get_brand_wcpay_request:fail', 'fail'],
      [undefined, 'fail'],
    ] as const) {
      const other = { ...win, WeixinJSBridge: bridgeAnswering(errMsg) } as unknown as Window;
      await expect(requestWechatPay(params, other)).resolves.toBe(outcome);
    }
  });

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    const target = new EventTarget();
    const win = {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    } as unknown as Window;
    const paying = requestWechatPay(params, win);
    Object.assign(win, { WeixinJSBridge: bridgeAnswering('get_brand_wcpay_request:ok') });
    target.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(paying).resolves.toBe('ok');
  });

  it('fails when no bridge arrives (not really inside WeChat)', async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const win = {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    } as unknown as Window;
    const paying = requestWechatPay(params, win);
    await vi.advanceTimersByTimeAsync(BRIDGE_WAIT_MS);
    await expect(paying).resolves.toBe('fail');
  });
});
