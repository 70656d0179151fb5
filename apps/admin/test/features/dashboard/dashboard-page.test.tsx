import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { operatorToken } from '../../../src/lib/operator-token';
import type { FetchAnswer } from '../../envelope-fetch';
import { ok, stubApi } from '../../envelope-fetch';
import { renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const summary = ok({ users_total: 12345, users_today: 17, lawyers_total: 64, logins_today: 203 });

function figureOf(title: string): string | null | undefined {
  return screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
    ?.textContent;
}

describe('dashboard page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('shows the four figures from the server', async () => {
    stubApi((path) => (path.endsWith('/admin/me') ? me : summary));
    renderApp('/');

    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(figureOf('用户总数')).toBe('12,345人');
    expect(figureOf('今日新增用户')).toBe('17人');
    expect(figureOf('律师总数')).toBe('64人');
    expect(figureOf('今日登录')).toBe('203次');
  });

  it('offers a retry when loading fails, and shows the figures once it works', async () => {
    let dashboardAnswer: FetchAnswer = { status: 502 };
    stubApi((path) => (path.endsWith('/admin/me') ? me : dashboardAnswer));
    renderApp('/');

    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    dashboardAnswer = summary;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));

    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(screen.queryByText('数据加载失败')).toBeNull();
  });
});
