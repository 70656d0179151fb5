import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { customerUser } from '../../fixtures/users';
import { lawyerItem, legalTypeTree } from '../../support/directory-fixtures';
import { mockApi, pageOf } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';
import { installFakeSocket, readySocket, socketCount } from '../chat/fake-socket';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

beforeEach(() => {
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  installFakeSocket();
  mockApi({
    '/api/v1/notification/unread': () => ({ data: { unread: 1 } }),
    '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypeTree }),
    '/api/v1/lawyer': () => ({ data: pageOf([lawyerItem()], 1, 5) }),
  });
});
afterEach(() => vi.unstubAllGlobals());

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
});
