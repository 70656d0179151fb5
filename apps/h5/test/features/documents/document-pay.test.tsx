import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageExit } from '../../../src/lib/wechat/oauth-return';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { customerUser } from '../../fixtures/users';
import { mockApi, pageOf } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { buyer, DOC_ORDER_NO, documentDetail, documentOrder, visitor, WECHAT_UA } from './document-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const CASHIER = `/pages/common/cashier?order_no=${DOC_ORDER_NO}`;
let paid = false;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  paid = false;
  sessionStorage.clear();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  api = mockApi({
    '/api/v1/document/detail': () => ({ data: documentDetail(paid ? buyer : visitor) }),
    '/api/v1/document/rating': () => ({ data: pageOf([]) }),
    '/api/v1/document/order': () => ({ data: { order_no: DOC_ORDER_NO } }),
    '/api/v1/document/order/detail': () => ({
      data: paid
        ? documentOrder()
        : documentOrder({
            state: 'unpaid',
            state_label: '待支付',
            paid_at: null,
            pay_deadline: Date.now() + 600_000,
          }),
    }),
    '/api/v1/payment': () => ({ data: { kind: 'sandbox', cashier_url: CASHIER, payment_id: 'p1' } }),
    '/api/v1/payment/sandbox/confirm': () => {
      paid = true;
      return { data: documentOrder() };
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
});

const bodyOf = (path: string) => JSON.parse(String(api.calls(path).at(-1)?.init?.body)) as unknown;

describe('文档下载 pay page', { timeout: 30_000 }, () => {
  it('shows the summary, the price and the §25 note; 立即支付 waits for the tick box', async () => {
    openApp('#/pages/common/document/pay?id=7');
    const summary = await screen.findByRole('region', { name: '文档信息' }, PAGE_WAIT);
    expect(within(summary).getByText('房屋租赁合同（出租方版）')).toBeTruthy();
    expect(within(summary).getByText('Word · 12页')).toBeTruthy();
    expect(
      screen.getByText(
        '数字商品一经下载不支持无理由退货（《消费者权益保护法》第二十五条）；下载前可申请全额退款。',
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '立即支付' })).getByText('¥19.90')).toBeTruthy();
    const pay = screen.getByRole('button', { name: '立即支付' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    fireEvent.click(pay);
    expect(api.calls('/api/v1/document/order')).toHaveLength(0);
    fireEvent.click(screen.getByText('我已阅读并同意购买须知'));
    expect(pay.disabled).toBe(false);
  });

  it('creates the order, pays in the sandbox cashier and comes back to the detail, now with 下载 and 在线阅读', async () => {
    openApp('#/pages/common/document/download?id=7');
    const purchase = await screen.findByRole('button', { name: '购买' }, PAGE_WAIT);
    const detailEntry = (window.history.state as { idx: number }).idx;
    fireEvent.click(purchase);
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/pay?id=7'));
    fireEvent.click(await screen.findByText('我已阅读并同意购买须知', {}, PAGE_WAIT));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(currentHashAddress()).toBe(CASHIER), PAGE_WAIT);
    expect(bodyOf('/api/v1/document/order')).toEqual({ document_id: 7 });
    expect(bodyOf('/api/v1/payment')).toMatchObject({
      app_scene: 'h5',
      scene: 'document',
      order_no: DOC_ORDER_NO,
    });

    const confirm = await screen.findByRole('button', { name: '确认支付' }, PAGE_WAIT);
    expect(screen.getByText('文档名称').nextElementSibling?.textContent).toBe('房屋租赁合同（出租方版）');
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download?id=7'), PAGE_WAIT);
    const bar = await screen.findByRole('group', { name: '文档操作' }, PAGE_WAIT);
    expect(within(bar).getByRole('button', { name: '下载' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: '在线阅读' })).toBeTruthy();

    // Paid, the app went back to the detail the purchase started from: the pay page and the cashier are gone
    // from the history, and the detail is in it once.
    expect((window.history.state as { idx: number }).idx).toBe(detailEntry);
  });

  it('inside WeChat goes to WeChat’s OAuth first, to come back to the order’s pay page', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const leave = vi.spyOn(pageExit, 'replace').mockImplementation(() => undefined);
    const authorizeUrl = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1#wechat_redirect';
    api = mockApi({
      '/api/v1/document/detail': () => ({ data: documentDetail(visitor) }),
      '/api/v1/document/order': () => ({ data: { order_no: DOC_ORDER_NO } }),
      '/api/v1/payment': () => ({
        data: { kind: 'wechat_oauth', authorize_url: authorizeUrl, state: 'st4te' },
      }),
    });
    openApp('#/pages/common/document/pay?id=7');
    fireEvent.click(await screen.findByText('我已阅读并同意购买须知', {}, PAGE_WAIT));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(authorizeUrl));
    expect(bodyOf('/api/v1/payment')).toEqual({
      app_scene: 'h5',
      scene: 'document',
      order_no: DOC_ORDER_NO,
      client: 'wechat',
      return_url: `${window.location.origin}/#/pages/common/document/pay?order_no=${DOC_ORDER_NO}`,
    });
  });

  it('shows the countdown of an open unpaid order (the server answers the same order again)', async () => {
    api = mockApi({
      '/api/v1/document/detail': () => ({
        data: documentDetail({ ...visitor, order_no: DOC_ORDER_NO, order_state: 'unpaid' }),
      }),
      '/api/v1/document/order/detail': () => ({
        data: documentOrder({
          state: 'unpaid',
          state_label: '待支付',
          paid_at: null,
          pay_deadline: Date.now() + 600_000,
        }),
      }),
    });
    openApp('#/pages/common/document/pay?id=7');
    expect((await screen.findByRole('timer', {}, PAGE_WAIT)).textContent).toMatch(
      /请在 (10:00|09:5\d) 内完成支付/,
    );
  });

  it('opens the detail in its place when the document needs no paying', async () => {
    paid = true;
    openApp('#/pages/common/document/pay?id=7');
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download?id=7'), PAGE_WAIT);
  });
});
