import type { IsApplyResult } from '@lawbridge/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { application, lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { mockApi } from '../../fixtures/mock-api';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const STATUS_PAGE = '#/pages/lawyer/profile/applyStatus';
const withStatus = (status: 0 | 1 | 2, reason: string | null = null): IsApplyResult => ({
  status,
  reason,
  application: { ...application, status, reason },
});

beforeEach(() => {
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('律师认证 status', { timeout: 20_000 }, () => {
  it('shows a waiting application with its submission time and summary', async () => {
    mockApi({ '/api/v1/lawyer/is_apply': withStatus(0) });
    openApp(STATUS_PAGE);
    expect(await screen.findByText('审核中', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.getByText('已于 2026-03-08 14:05 提交，平台审核后将通知您')).toBeTruthy();
    // The time the 信息发布审核机制 page promises, with a link to it.
    const note = screen.getByText(/预计2个工作日内完成审核/);
    expect(note.textContent).toBe(
      '预计2个工作日内完成审核，资料需进一步核实的可能延长至5个工作日，可查看《信息发布审核机制》',
    );
    expect(screen.getByRole('link', { name: '《信息发布审核机制》' }).getAttribute('href')).toBe(
      '#/pages/auth/verify',
    );
    expect(screen.getByText('1101*********0001')).toBeTruthy();
    expect(screen.getByText('北京明德律师事务所')).toBeTruthy();
    expect(screen.getByText('离婚纠纷、劳动仲裁')).toBeTruthy();
  });

  it('shows a rejection with its reason and re-applies from the previous application', async () => {
    mockApi({ '/api/v1/lawyer/is_apply': withStatus(2, '执业证照片不清晰') });
    openApp(STATUS_PAGE);
    expect(await screen.findByText('未通过', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.getByText('执业证照片不清晰')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/lawyer/profile/apply?reapply=1'));
  });

  it('offers the application form to a user who never applied', async () => {
    mockApi({ '/api/v1/lawyer/is_apply': { status: null, reason: null, application: null } });
    openApp(STATUS_PAGE);
    fireEvent.click(await screen.findByRole('button', { name: '申请律师认证' }, PAGE_WAIT));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/lawyer/profile/apply'));
  });

  it('switches an approved user to the lawyer side: reloads the user and profile, then opens the workbench', async () => {
    const api = mockApi({
      '/api/v1/lawyer/is_apply': withStatus(1),
      '/api/v1/user/info': lawyerUser,
      [`/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`]: lawyerProfile,
    });
    openApp(STATUS_PAGE);
    expect(await screen.findByText('认证成功', {}, PAGE_WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '切换到律师端' }));

    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(useSession.getState()).toMatchObject({ type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    expect(api.requested()).toEqual(
      expect.arrayContaining(['/api/v1/user/info', `/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`]),
    );
    expect(await screen.findByText('律桥律师工作台', {}, PAGE_WAIT)).toBeTruthy();
  });

  it('shows the error view with a retry when the status cannot be loaded', async () => {
    const api = mockApi({});
    api.fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    openApp(STATUS_PAGE);
    expect(await screen.findByText('加载失败，请检查网络后重试', {}, PAGE_WAIT)).toBeTruthy();
  });
});
