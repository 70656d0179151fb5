import { SERVICE_ORDER_LIFECYCLE, type ChatServerFrame } from '@lawbridge/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../src/lib/toast';
import { paymentDeadline } from '../../../src/lib/realtime/use-live-order';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { mockApi, type Answer } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';
import { installFakeSocket, readySocket, socketCount } from '../chat/fake-socket';
import { ORDER_NO, orderDetail, unpaidOrder } from './order-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
const MINUTE = 60_000;
const CUSTOMER_DETAIL = `#/pages/customer/order/service/detail?order_no=${ORDER_NO}`;
let detailAnswer: () => Answer;
let api: ReturnType<typeof mockApi>;

const notice = (orderNo: string, page = '/pages/customer/order/service/detail'): ChatServerFrame => ({
  type: 'notification',
  unread: 1,
  notification: {
    id: 9,
    kind: 'order_accepted',
    title: '律师已接单',
    body: '图文咨询：律师已开始为您服务',
    link: `${page}?order_no=${orderNo}`,
    read: false,
    created_at: Date.now(),
  },
});

beforeEach(() => {
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  installFakeSocket();
  vi.mocked(showToast).mockClear();
  detailAnswer = () => ({ data: orderDetail() });
  api = mockApi({
    '/api/v1/order/service/detail': () => detailAnswer(),
    '/api/v1/lawyer/detail': () => ({ data: lawyerProfile }),
  });
});
afterEach(() => {
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

const detailCalls = () => api.calls('/api/v1/order/service/detail').length;

describe('paymentDeadline (from the lifecycle table)', () => {
  it('is the unpaid timer counted from creation, and none once paid', () => {
    expect(paymentDeadline(SERVICE_ORDER_LIFECYCLE, { state: 'unpaid', created_at: 1_000 })).toBe(
      1_000 + 15 * MINUTE,
    );
    expect(paymentDeadline(SERVICE_ORDER_LIFECYCLE, { state: 'waiting', created_at: 1_000 })).toBeNull();
    expect(paymentDeadline(SERVICE_ORDER_LIFECYCLE, { state: 'closed', created_at: 1_000 })).toBeNull();
  });
});

describe('an open order page moves with the order', () => {
  it('asks again when a notice about this order is pushed (not for another order)', async () => {
    renderAppAt(CUSTOMER_DETAIL);
    await screen.findByRole('heading', { name: '待接单' }, PAGE);
    await waitFor(() => expect(socketCount()).toBe(1), PAGE);
    const socket = readySocket();
    const before = detailCalls();
    socket.push(notice('S2026031099999999'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(detailCalls()).toBe(before);

    detailAnswer = () => ({
      data: orderDetail({ state: 'pending', state_label: '服务中', accepted_at: Date.now(), actions: [] }),
    });
    socket.push(notice(ORDER_NO));
    expect(await screen.findByRole('heading', { name: '服务中' }, PAGE)).toBeTruthy();
  });

  it('the lawyer’s page too: 联系用户 appears once the order is accepted', async () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    renderAppAt(`#/pages/lawyer/order/detailService?order_no=${ORDER_NO}`);
    await screen.findByRole('heading', { name: '待接单' }, PAGE);
    expect(screen.queryByRole('link', { name: '联系用户' })).toBeNull();
    await waitFor(() => expect(socketCount()).toBe(1), PAGE);
    detailAnswer = () => ({
      data: orderDetail({
        state: 'pending',
        state_label: '服务中',
        accepted_at: Date.now(),
        conversation_id: 12,
        actions: ['deliver'],
      }),
    });
    readySocket().push(notice(ORDER_NO, '/pages/lawyer/order/detailService'));
    const contact = await screen.findByRole('link', { name: '联系用户' }, PAGE);
    expect(contact.getAttribute('href')).toBe('#/pages/lawyer/chat/index?conversation_id=12');
  });
});

describe('an unpaid order follows its own deadline', () => {
  it('counts down, then asks again at the deadline and shows 已关闭', { timeout: 20_000 }, async () => {
    // Two seconds of the 15 minutes are left when the page opens.
    const createdAt = Date.now() - 15 * MINUTE + 2_000;
    detailAnswer = () =>
      Date.now() < createdAt + 15 * MINUTE
        ? { data: { ...unpaidOrder(), created_at: createdAt } }
        : {
            data: {
              ...unpaidOrder(),
              created_at: createdAt,
              state: 'closed',
              state_label: '已关闭',
              actions: [],
            },
          };
    renderAppAt(CUSTOMER_DETAIL);
    await screen.findByRole('heading', { name: '待支付' }, PAGE);
    expect(screen.getByRole('timer').textContent).toMatch(/^请在 00:0[12] 内完成支付/);
    expect(await screen.findByRole('heading', { name: '已关闭' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
  });

  it('去支付 past the deadline says why it cannot pay instead of doing nothing', async () => {
    detailAnswer = () => ({ data: { ...unpaidOrder(), created_at: Date.now() - 16 * MINUTE } });
    renderAppAt(CUSTOMER_DETAIL);
    await screen.findByRole('heading', { name: '待支付' }, PAGE);
    expect(screen.getByRole('timer').textContent).toBe('支付已超时，订单正在关闭');
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(showToast).toHaveBeenCalledWith('订单已超过15分钟未支付，已自动关闭，请重新下单');
    expect(api.calls('/api/v1/payment')).toHaveLength(0);
  });
});
