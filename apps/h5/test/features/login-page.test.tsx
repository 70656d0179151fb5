import type { UserInfo } from '@lawbridge/contract';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/providers';
import { createAppRouter } from '../../src/app/router';
import { AGREEMENT_REQUIRED } from '../../src/features/auth/login-form';
import { useSession } from '../../src/lib/session/session-store';
import { showToast } from '../../src/lib/toast';
import { customerUser } from '../fixtures/users';

vi.mock('../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const user: UserInfo = customerUser;
const ANSWERS: Record<string, unknown> = {
  '/api/v1/sms/push': { resend_after: 60 },
  '/api/v1/user/login': { token: 'new-session', expires_at: 0, type: 'customer' },
  '/api/v1/user/info': user,
};
const fetchMock = vi.fn<typeof fetch>(async (url) => {
  const data = ANSWERS[String(url)] ?? [];
  return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
});
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

async function openLoginFrom(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  render(<App queryClient={new QueryClient()} router={createAppRouter()} />);
  await screen.findByText('获取验证码', {}, { timeout: 10_000 });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSession.getState().logout();
});
afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('asks for the agreement before sending a code, then counts down 60 s', async () => {
    await openLoginFrom('#/pages/auth/login');
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByText('获取验证码'));
    expect(showToast).toHaveBeenCalledWith(AGREEMENT_REQUIRED);
    expect(requested()).not.toContain('/api/v1/sms/push');

    fireEvent.click(screen.getByLabelText('同意用户协议和隐私协议'));
    fireEvent.click(screen.getByText('获取验证码'));
    expect(await screen.findByText('60秒后重新获取')).toBeTruthy();
    const push = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/sms/push');
    expect(push?.[1]?.body).toBe(JSON.stringify({ scene: 'login', phone: '13800000001' }));
  });

  it('toggles the agreement from its words, and opens the texts only from their titles', async () => {
    await openLoginFrom('#/pages/auth/login');
    const box = screen.getByRole<HTMLInputElement>('checkbox');
    fireEvent.click(screen.getByText('我已阅读并同意'));
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByText('我已阅读并同意'));
    expect(box.checked).toBe(false);

    const user = screen.getByRole('link', { name: '《用户协议》' });
    const privacy = screen.getByRole('link', { name: '《隐私协议》' });
    expect(user.getAttribute('href')).toBe('#/pages/auth/agreementUser');
    expect(privacy.getAttribute('href')).toBe('#/pages/auth/agreementPrivacy');
    // The titles sit outside the box's label, so tapping them never toggles it.
    expect(user.closest('label')).toBeNull();
    expect(privacy.closest('label')).toBeNull();
  });

  it('logs in, loads the user and returns to the guarded page the user came from', async () => {
    await openLoginFrom('#/pages/customer/order/service/list?tab=1');
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByLabelText('同意用户协议和隐私协议'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(window.location.hash).toBe('#/pages/customer/order/service/list?tab=1'));
    const login = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/user/login');
    expect(login?.[1]?.body).toBe(
      JSON.stringify({ type: 'verify_code', phone: '13800000001', channel_type: '1', verify_code: '123456' }),
    );
    expect(useSession.getState()).toMatchObject({ token: 'new-session', user });
    expect(await screen.findByRole('heading', { name: '服务记录' })).toBeTruthy();
  });
});
