import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorToken } from '../../../src/lib/operator-token';
import { ok, stubApi } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';

const operator = { id: 1, username: 'ops', display_name: '运营小王' };

async function logIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('login page', () => {
  it('keeps the token and returns to the remembered page', async () => {
    const fetchMock = stubApi((path) => {
      if (path.endsWith('/admin/login')) return ok({ token: 'fresh', expires_at: 0, operator });
      return ok({ list: [], total: 0, page: 1, page_size: 20 });
    });
    const router = renderApp('/login?redirect=%2Faudit-log');

    await logIn('ops', 'correct horse');

    await waitFor(() => expect(currentPath(router)).toBe('/audit-log'));
    expect(operatorToken.get()).toBe('fresh');
    expect(await screen.findByText('运营小王')).toBeTruthy();
    const [, loginInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(loginInit.body))).toEqual({ username: 'ops', password: 'correct horse' });
  });

  it('shows the lockout message from the server and stays on login', async () => {
    stubApi(() => ({ code: 7, msg: '密码错误次数过多，账号已锁定15分钟', data: null }));
    const router = renderApp('/login');

    await logIn('ops', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toContain('密码错误次数过多，账号已锁定15分钟');
    expect(currentPath(router)).toBe('/login');
    expect(operatorToken.get()).toBeNull();
  });
});
