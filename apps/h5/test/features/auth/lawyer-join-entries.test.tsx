import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerUser } from '../../fixtures/users';
import { legalTypeTree } from '../../support/directory-fixtures';
import { mockApi, pageOf } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const APPLY_LOGIN = `#/pages/auth/login?redirect=${encodeURIComponent('/pages/lawyer/profile/apply')}`;

beforeEach(() => {
  useSession.getState().logout();
  mockApi({
    '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypeTree }),
    '/api/v1/lawyer': () => ({ data: pageOf([], 1, 5, 0) }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('律师入驻 for a visitor (issue 18)', () => {
  it('the home page offers it and it leads to login, then the application', async () => {
    renderAppAt('#/');
    const entry = await screen.findByRole('link', { name: /律师入驻/ }, { timeout: 10_000 });
    expect(entry.getAttribute('href')).toBe('#/pages/lawyer/profile/apply');
    fireEvent.click(entry);
    await waitFor(() => expect(window.location.hash).toBe(APPLY_LOGIN));
    expect(await screen.findByText('登录后即可填写律师认证资料')).toBeTruthy();
  });

  it('a certified lawyer on the customer side is not offered it', async () => {
    useSession.setState({ token: 'tok', user: lawyerUser, type: 'customer' });
    renderAppAt('#/');
    await screen.findByRole('region', { name: '推荐律师' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: /律师入驻/ })).toBeNull();
  });

  it('the login page offers it, and logging in then returns to the application', async () => {
    renderAppAt('#/pages/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: '律师入驻' }, { timeout: 10_000 }));
    await waitFor(() => expect(window.location.hash).toBe(APPLY_LOGIN));
    expect(screen.queryByRole('button', { name: '律师入驻' })).toBeNull();
  });
});
