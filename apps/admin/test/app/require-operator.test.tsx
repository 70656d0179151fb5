import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorToken } from '../../src/lib/operator-token';
import { ok, stubApi, stubFetchWith } from '../envelope-fetch';
import { currentPath, renderApp } from '../render-app';

const emptyPage = ok({ list: [], total: 0, page: 1, page_size: 20 });
const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const operators = ok([{ id: 1, username: 'ops' }]);

describe('route guard', () => {
  it('sends a visitor without a token to login, remembering the page', async () => {
    const fetchMock = stubFetchWith(emptyPage);
    const router = renderApp('/audit-log?action=operator.login');

    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(currentPath(router)).toBe('/login?redirect=%2Faudit-log%3Faction%3Doperator.login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the page to an operator holding a token', async () => {
    operatorToken.set('tok');
    stubApi((path) => {
      if (path.endsWith('/admin/me')) return me;
      return path.endsWith('/admin/operators') ? operators : emptyPage;
    });
    const router = renderApp('/audit-log');

    expect(await screen.findByRole('heading', { name: '操作日志' })).toBeTruthy();
    expect(await screen.findByText('运营小王')).toBeTruthy();
    expect(currentPath(router)).toBe('/audit-log');
  });

  it('goes to login with the return address when the server answers code 2', async () => {
    operatorToken.set('revoked');
    stubFetchWith({ code: 2, msg: '登录过期，请重新登录', data: null });
    const router = renderApp('/audit-log?page=3');

    await waitFor(() => expect(currentPath(router)).toBe('/login?redirect=%2Faudit-log%3Fpage%3D3'));
    expect(operatorToken.get()).toBeNull();
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });
});
