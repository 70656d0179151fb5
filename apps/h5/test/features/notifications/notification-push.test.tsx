import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { lawyerItem, legalTypeTree } from '../../support/directory-fixtures';
import { mockApi, pageOf } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';
import { installFakeSocket, readySocket, socketCount } from '../chat/fake-socket';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

let api: ReturnType<typeof mockApi>;
let waitingOrders = 0;

const paidNotice = {
  type: 'notification',
  unread: 2,
  notification: {
    id: 9,
    kind: 'order_paid',
    title: '新订单',
    body: '图文咨询：用户已付款，请在24小时内接单',
    link: '/pages/lawyer/order/detailService?order_no=S2026031012345678',
    read: false,
    created_at: Date.UTC(2026, 2, 10),
  },
} as const;

beforeEach(() => {
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  installFakeSocket();
  waitingOrders = 0;
  api = mockApi({
    '/api/v1/lawyer/detail': () => ({ data: lawyerProfile }),
    '/api/v1/lawyer/order/service': (url) =>
      url.searchParams.get('group') === 'waiting'
        ? { data: pageOf([], 1, 5, waitingOrders) }
        : { data: pageOf([], 1, 5) },
    '/api/v1/lawyer/order/appointment': () => ({ data: pageOf([], 1, 5) }),
    '/api/v1/notification/unread': () => ({ data: { unread: 1 } }),
    '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypeTree }),
    '/api/v1/lawyer': () => ({ data: pageOf([lawyerItem()], 1, 5) }),
  });
});
afterEach(() => {
  // Ends the shared socket, so each test opens its own.
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

describe('the homes’ bell over the socket', () => {
  it('takes the unread count a pushed notification carries, at once', async () => {
    renderAppAt('#/');
    await screen.findByRole('link', { name: '消息通知，1条未读' }, { timeout: 10_000 });
    // The socket code loads after the page.
    await waitFor(() => expect(socketCount()).toBe(1));
    const socket = readySocket();
    expect(socket.sentOf('auth')).toEqual([{ type: 'auth', token: 't' }]);
    socket.push({
      type: 'notification',
      unread: 2,
      notification: {
        id: 9,
        kind: 'order_accepted',
        title: '律师已接单',
        body: '图文咨询：律师已开始为您服务',
        link: '/pages/customer/order/service/detail?order_no=S2026031012345678',
        read: false,
        created_at: Date.UTC(2026, 2, 10),
      },
    });
    await waitFor(() => expect(screen.getByRole('link', { name: '消息通知，2条未读' })).toBeTruthy());
  });

  it('asks the workbench’s orders again when a notice of new work arrives', { timeout: 20_000 }, async () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    renderAppAt('#/');
    await screen.findByText('暂无待处理订单', {}, { timeout: 10_000 });
    await waitFor(() => expect(socketCount()).toBe(1), { timeout: 10_000 });
    const asked = api.calls('/api/v1/lawyer/order/service').length;
    waitingOrders = 1;
    readySocket().push(paidNotice);
    await waitFor(() => expect(api.calls('/api/v1/lawyer/order/service').length).toBeGreaterThan(asked));
    await waitFor(() => expect(screen.getByRole('tab', { name: /待接单.*1/ })).toBeTruthy());
  });
});
