import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { createAppRouter } from '../../../src/app/router';
import { WECHAT_PENDING_KEY } from '../../../src/features/payment/wechat-pending';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { pageExit } from '../../../src/lib/wechat/oauth-return';
import { customerUser } from '../../fixtures/users';
import { mockApi, type Answer } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { ORDER_NO, orderDetail, unpaidOrder } from '../service-orders/order-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';
const DETAIL_ROUTE = `/pages/customer/order/service/detail?order_no=${ORDER_NO}`;
const JSAPI = {
  appId: 'wx8888888888888888',
  timeStamp: '1741000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx123',
  signType: 'RSA',
  paySign: 'c2lnbg==',
};

let paymentAnswer: () => Answer;
let detailAnswer: () => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  detailAnswer = () => ({ data: unpaidOrder() });
  paymentAnswer = () => ({ data: { kind: 'jsapi', jsapi: JSAPI } });
  api = mockApi({
    '/api/v1/order/service/detail': () => detailAnswer(),
    '/api/v1/payment': () => paymentAnswer(),
    '/api/v1/user/openid': () => ({ data: { has_openid: true } }),
  });
});
/**
 * The QR sheet is gone, or closed: antd-mobile may keep a closed dialog in the document (faded out, taking
 * no input) until its closing animation has been cleaned up, which on a busy machine can come late.
 */
function qrSheetClosed(): boolean {
  const prompt = screen.queryByText('请使用微信扫码支付');
  return prompt === null || prompt.closest('[style*="pointer-events: none"]') !== null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

/** The app opened at `address` (path, query and hash, as the browser's address bar holds them). */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
  return render(<App queryClient={createQueryClient()} router={createAppRouter()} />);
}

function insideWechat() {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
}

/** WeChat's bridge answering the payment sheet with `errMsg`, recording what it was given. */
function fakeBridge(errMsg: string) {
  const invoke = vi.fn((_name: string, _params: object, callback: (result: { err_msg: string }) => void) =>
    callback({ err_msg: errMsg }),
  );
  Object.assign(window, { WeixinJSBridge: { invoke } });
  return invoke;
}

const paymentBody = () => JSON.parse(String(api.calls('/api/v1/payment').at(-1)?.init?.body)) as unknown;

describe('inside WeChat', { timeout: 20_000 }, () => {
  it('without an openid: 去支付 goes to WeChat OAuth, back to the order’s page, keeping the state', async () => {
    insideWechat();
    const authorizeUrl = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1#wechat_redirect';
    paymentAnswer = () => ({ data: { kind: 'wechat_oauth', authorize_url: authorizeUrl, state: 'st4te' } });
    const leave = vi.spyOn(pageExit, 'replace').mockImplementation(() => undefined);
    openAt(`/?from=timeline#${DETAIL_ROUTE}`);
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }, PAGE));

    await waitFor(() => expect(leave).toHaveBeenCalledWith(authorizeUrl));
    expect(paymentBody()).toEqual({
      app_scene: 'h5',
      scene: 'service',
      order_no: ORDER_NO,
      client: 'wechat',
      return_url: `${window.location.origin}/?from=timeline#${DETAIL_ROUTE}`,
    });
    expect(JSON.parse(sessionStorage.getItem(WECHAT_PENDING_KEY) ?? 'null')).toEqual({
      state: 'st4te',
      order_no: ORDER_NO,
      opening: 'push',
    });
  });

  it('back with the code: stores the openid, cleans the address, pays in WeChat’s sheet and waits for the server', async () => {
    insideWechat();
    const invoke = fakeBridge('get_brand_wcpay_request:ok');
    let paid = false;
    invoke.mockImplementation((_name, _params, callback) => {
      paid = true;
      callback({ err_msg: 'get_brand_wcpay_request:ok' });
    });
    detailAnswer = () => ({ data: paid ? orderDetail() : unpaidOrder() });
    sessionStorage.setItem(
      WECHAT_PENDING_KEY,
      JSON.stringify({ state: 'st4te', order_no: ORDER_NO, opening: 'replace' }),
    );
    const entries = window.history.length;
    openAt(`/?from=timeline&code=061CODE&state=st4te#${DETAIL_ROUTE}`);

    await waitFor(
      () => expect(currentHashAddress()).toBe(`/pages/customer/order/service/success?order_no=${ORDER_NO}`),
      PAGE,
    );
    expect(JSON.parse(String(api.calls('/api/v1/user/openid')[0]?.init?.body))).toEqual({ code: '061CODE' });
    expect(api.calls('/api/v1/user/openid')).toHaveLength(1);
    expect(window.location.search).toBe('?from=timeline');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', JSAPI, expect.any(Function));
    expect(paymentBody()).toMatchObject({ client: 'wechat' });
    expect(sessionStorage.getItem(WECHAT_PENDING_KEY)).toBeNull();
    // 确认订单's payment replaces the entry, as the cashier does.
    expect(window.history.length).toBe(entries);
  });

  it('a code that does not answer our own redirect is dropped without asking the server', async () => {
    insideWechat();
    sessionStorage.setItem(
      WECHAT_PENDING_KEY,
      JSON.stringify({ state: 'ours', order_no: ORDER_NO, opening: 'push' }),
    );
    openAt(`/?code=061FORGED&state=theirs#${DETAIL_ROUTE}`);
    await screen.findByRole('button', { name: '去支付' }, PAGE);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('微信授权失败，请重试'));
    expect(window.location.search).toBe('');
    expect(api.calls('/api/v1/user/openid')).toHaveLength(0);
    expect(api.calls('/api/v1/payment')).toHaveLength(0);
  });

  it('closing WeChat’s sheet says 已取消支付 and leaves the order payable', async () => {
    insideWechat();
    fakeBridge('get_brand_wcpay_request:cancel');
    openAt(`/#${DETAIL_ROUTE}`);
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }, PAGE));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已取消支付'));
    expect(currentHashAddress()).toBe(DETAIL_ROUTE);
    expect(screen.getByRole('button', { name: '去支付' })).toBeTruthy();
  });
});

describe('outside WeChat with WeChat Pay', { timeout: 20_000 }, () => {
  it('shows the Native QR code and moves on to 支付成功 once the order is paid', async () => {
    let paid = false;
    paymentAnswer = () => ({ data: { kind: 'native', code_url: 'weixin://wxpay/bizpayurl?pr=abc123' } });
    detailAnswer = () => ({ data: paid ? orderDetail() : unpaidOrder() });
    openAt(`/#${DETAIL_ROUTE}`);
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }, PAGE));

    const dialog = await screen.findByRole('dialog', {}, PAGE);
    await within(dialog).findByText('请使用微信扫码支付', {}, PAGE);
    expect(within(dialog).getByText('¥49.00')).toBeTruthy();
    const code = within(dialog).getByRole('img', { name: '微信支付二维码' });
    expect(code.getAttribute('data-content')).toBe('weixin://wxpay/bizpayurl?pr=abc123');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(paymentBody()).toEqual({ app_scene: 'h5', scene: 'service', order_no: ORDER_NO });

    paid = true;
    await waitFor(
      () => expect(currentHashAddress()).toBe(`/pages/customer/order/service/success?order_no=${ORDER_NO}`),
      PAGE,
    );
    await waitFor(() => expect(qrSheetClosed()).toBe(true), PAGE);
  });

  it('取消支付 closes the code, stops asking for the order and leaves it payable', async () => {
    paymentAnswer = () => ({ data: { kind: 'native', code_url: 'weixin://wxpay/bizpayurl?pr=abc123' } });
    openAt(`/#${DETAIL_ROUTE}`);
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }, PAGE));
    const dialog = await screen.findByRole('dialog', {}, PAGE);
    await within(dialog).findByText('请使用微信扫码支付', {}, PAGE);
    await act(async () => fireEvent.click(within(dialog).getByText('取消支付')));
    await waitFor(() => expect(qrSheetClosed()).toBe(true), PAGE);
    const asked = api.calls('/api/v1/order/service/detail').length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 4500)));
    expect(api.calls('/api/v1/order/service/detail')).toHaveLength(asked);
    expect(currentHashAddress()).toBe(DETAIL_ROUTE);
    expect(screen.getByRole('button', { name: '去支付' })).toBeTruthy();
  });
});
