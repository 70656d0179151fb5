import type { IsApplyResult } from '@lawbridge/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { application } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { mockApi } from '../../fixtures/mock-api';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const SETTINGS = '#/pages/customer/setting/index';

afterEach(() => vi.unstubAllGlobals());

describe('customer 设置: 律师入驻', { timeout: 20_000 }, () => {
  it('opens the application form for a user who never applied', async () => {
    mockApi({ '/api/v1/lawyer/is_apply': { status: null, reason: null, application: null } });
    useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
    openApp(SETTINGS);
    fireEvent.click(await screen.findByText('律师入驻', {}, PAGE_WAIT));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/lawyer/profile/apply'));
  });

  it('shows the review state and opens the status page once the user has applied', async () => {
    const waiting: IsApplyResult = { status: 0, reason: null, application };
    mockApi({ '/api/v1/lawyer/is_apply': waiting });
    useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
    openApp(SETTINGS);
    expect(await screen.findByText('审核中', {}, PAGE_WAIT)).toBeTruthy();
    fireEvent.click(screen.getByText('律师入驻'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/lawyer/profile/applyStatus'));
  });

  it('offers 切换到律师端 instead to a certified lawyer', async () => {
    const api = mockApi({});
    useSession.setState({ token: 't', type: 'customer', user: lawyerUser, lawyer: null });
    openApp(SETTINGS);
    expect(await screen.findByText('切换到律师端', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByText('律师入驻')).toBeNull();
    expect(api.requested()).not.toContain('/api/v1/lawyer/is_apply');
  });
});
