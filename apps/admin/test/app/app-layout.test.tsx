import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navKeyFor } from '../../src/app/layout/nav-menu';
import { operatorToken } from '../../src/lib/operator-token';
import { ok, stubApi } from '../envelope-fetch';
import { currentPath, renderApp } from '../render-app';

describe('app layout', () => {
  it('highlights the section a path belongs to', () => {
    expect(navKeyFor('/')).toBe('/');
    expect(navKeyFor('/audit-log')).toBe('/audit-log');
    expect(navKeyFor('/audit-log/17')).toBe('/audit-log');
    expect(navKeyFor('/audit-logs')).toBe('/');
    expect(navKeyFor('/applications/12')).toBe('/applications');
    expect(navKeyFor('/content/about')).toBe('/content');
    expect(navKeyFor('/lawyers')).toBe('/lawyers');
  });

  it('names the operator and logs out to the login page', async () => {
    operatorToken.set('tok');
    const fetchMock = stubApi((path) => {
      if (path.endsWith('/admin/me')) return ok({ id: 1, username: 'ops', display_name: '运营小王' });
      if (path.endsWith('/admin/logout')) return ok(null);
      return ok({ users_total: 1, users_today: 0, lawyers_total: 0, logins_today: 1, content_defaults: [] });
    });
    const router = renderApp('/');

    expect(await screen.findByText('运营小王')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /退出登录/ }));

    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(operatorToken.get()).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/admin/logout'));
    expect((logoutCall as unknown as [string, RequestInit])[1].method).toBe('POST');
  });
});
