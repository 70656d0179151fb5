import type { NotificationItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { legalTypeTree, lawyerItem } from '../../support/directory-fixtures';
import { customerUser } from '../../fixtures/users';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
const LIST = '#/pages/common/notification/list';

const notice = (overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 3,
  kind: 'order_delivered',
  title: '律师已交付',
  body: '图文咨询：请查看服务结果并确认完成',
  link: '/pages/customer/order/service/detail?order_no=S2026031012345678',
  read: false,
  created_at: Date.UTC(2026, 2, 10, 6, 30),
  ...overrides,
});

let listAnswer: () => Answer;
let unread: number;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  unread = 1;
  listAnswer = () => ({
    data: {
      ...pageOf(
        [notice(), notice({ id: 2, read: true, title: '律师已接单', kind: 'order_accepted' })],
        1,
        20,
      ),
      unread,
    },
  });
  api = mockApi({
    '/api/v1/notification': () => listAnswer(),
    '/api/v1/notification/unread': () => ({ data: { unread } }),
    '/api/v1/notification/read': () => {
      unread = 0;
      return { data: { unread: 0 } };
    },
    '/api/v1/order/service/detail': () => ({ code: 7, msg: '无权操作' }),
    '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypeTree }),
    '/api/v1/lawyer': () => ({ data: pageOf([lawyerItem()], 1, 5) }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('消息通知', { timeout: 20_000 }, () => {
  it('lists notifications newest first with the unread ones marked, and opens one, marking it read', async () => {
    renderAppAt(LIST);
    const unreadItem = await screen.findByRole('button', { name: /^未读，律师已交付/ }, PAGE);
    expect(screen.getByRole('button', { name: /^律师已接单/ })).toBeTruthy();
    expect(screen.getByText('1 条未读')).toBeTruthy();
    fireEvent.click(unreadItem);
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/customer/order/service/detail?order_no=S2026031012345678'),
    );
    expect(JSON.parse(String(api.calls('/api/v1/notification/read')[0]?.init?.body))).toEqual({ id: 3 });
  });

  it('marks all read', async () => {
    renderAppAt(LIST);
    await screen.findByText('1 条未读', {}, PAGE);
    listAnswer = () => ({ data: { ...pageOf([notice({ read: true })], 1, 20), unread: 0 } });
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    expect(await screen.findByText('全部已读', { selector: 'span' }, PAGE)).toBeTruthy();
    expect(JSON.parse(String(api.calls('/api/v1/notification/read')[0]?.init?.body))).toEqual({ all: 1 });
  });

  it('says when there is nothing, and offers a retry when the list fails', async () => {
    listAnswer = () => ({ data: { ...pageOf([], 1, 20), unread: 0 } });
    const { unmount } = renderAppAt(LIST);
    expect(await screen.findByText('暂无通知', {}, PAGE)).toBeTruthy();
    unmount();
    listAnswer = () => ({ code: 7, msg: '服务器内部错误' });
    renderAppAt(LIST);
    expect(await screen.findByRole('button', { name: /重试|重新加载/ }, PAGE)).toBeTruthy();
  });

  it('shows the unread count on the home page’s bell, which opens the list', async () => {
    unread = 3;
    renderAppAt('#/');
    const bell = await screen.findByRole('link', { name: '消息通知，3条未读' }, PAGE);
    expect(within(bell).getByText('3')).toBeTruthy();
    expect(bell.getAttribute('href')).toBe(LIST);
  });
});
