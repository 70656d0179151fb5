import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { mockApi } from '../../fixtures/mock-api';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { conversation } from '../chat/chat-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

/** The tab bar is its own chunk (shell/page-frame.tsx loads it): it comes a moment after the page. */
const tabBar = () => screen.findByRole('navigation', { name: '底部导航' }, PAGE_WAIT);

describe('the chat tab counts unread messages on both sides', { timeout: 20_000 }, () => {
  it('lawyer: 会话 shows the unread messages of the lawyer’s conversations', async () => {
    mockApi({
      [`/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`]: lawyerProfile,
      '/api/v1/chat/conversation?side=lawyer': [
        conversation({ id: 1, unread: 2 }),
        conversation({ id: 2, unread: 0 }),
        conversation({ id: 3, unread: 1 }),
      ],
    });
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    openApp('#/pages/lawyer/setting/index');
    const chat = await within(await tabBar()).findByRole('link', { name: '会话，3条未读消息' }, PAGE_WAIT);
    expect(chat.textContent).toContain('3');
    expect(within(await tabBar()).getByRole('link', { name: '钱包' })).toBeTruthy();
  });

  it('customer: 咨询 shows the count, and nothing when all is read', async () => {
    mockApi({ '/api/v1/chat/conversation?side=customer': [conversation({ unread: 120 })] });
    useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
    const { unmount } = openApp('#/pages/customer/setting/index');
    const chat = await within(await tabBar()).findByRole('link', { name: '咨询，120条未读消息' }, PAGE_WAIT);
    expect(chat.textContent).toContain('99+');
    unmount();

    mockApi({ '/api/v1/chat/conversation?side=customer': [conversation({ unread: 0 })] });
    openApp('#/pages/customer/setting/index');
    const quiet = await within(await tabBar()).findByRole('link', { name: '咨询' }, PAGE_WAIT);
    expect(quiet.textContent).toBe('咨询');
  });

  it('asks nothing while signed out', async () => {
    const api = mockApi({});
    useSession.setState({ token: null, type: 'customer', user: null, lawyer: null });
    openApp('#/pages/customer/setting/index');
    expect(await within(await tabBar()).findByRole('link', { name: '咨询' }, PAGE_WAIT)).toBeTruthy();
    expect(api.requested().filter((address) => address.includes('/chat/'))).toEqual([]);
  });
});
