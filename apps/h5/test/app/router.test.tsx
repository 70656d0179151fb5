import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/providers';
import { createAppRouter } from '../../src/app/router';
import { useSession } from '../../src/lib/session/session-store';

vi.mock('../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

/** Pages are lazy chunks that Vite transforms on first use, which can take a few seconds. */
const PAGE_WAIT = { timeout: 10_000 };

function openApp(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App queryClient={queryClient} router={createAppRouter()} />);
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: [] }), { status: 200 })),
  );
  useSession.getState().logout();
});
afterEach(() => vi.unstubAllGlobals());

describe('app router', () => {
  it('sends an anonymous visit to an order page to login, carrying the address to return to', async () => {
    openApp('#/pages/customer/order/service/list?tab=1');
    expect(await screen.findByText('获取验证码', {}, PAGE_WAIT)).toBeTruthy();
    expect(window.location.hash).toBe(
      '#/pages/auth/login?redirect=%2Fpages%2Fcustomer%2Forder%2Fservice%2Flist%3Ftab%3D1',
    );
    expect(document.title).toBe('登录');
  });

  it('opens a guarded page for a signed-in user, with its title in the bar', async () => {
    const emptyPage = { list: [], total: 0, page: 1, page_size: 10 };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: emptyPage }), { status: 200 }),
      ),
    );
    useSession.setState({ token: 't' });
    openApp('#/pages/customer/order/appointment/list');
    expect(await screen.findByText('暂无预约记录', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '预约记录' })).toBeTruthy();
    expect(document.title).toBe('预约记录');
  });

  it('shows the page-not-found view for an unknown address', async () => {
    openApp('#/pages/nowhere');
    expect(await screen.findByText('您访问的页面不存在', {}, PAGE_WAIT)).toBeTruthy();
  });

  it('goes home when back is pressed on the first history entry', async () => {
    openApp('#/pages/common/document/download?id=none');
    await screen.findByText('文档不存在', {}, PAGE_WAIT);
    act(() => fireEvent.click(screen.getByRole('button', { name: '返回' })));
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(await screen.findByRole('heading', { name: '律桥法律服务' }, PAGE_WAIT)).toBeTruthy();
  });

  it('serves the home page at its alias too, without a back arrow', async () => {
    openApp('#/pages/index/index');
    expect(await screen.findByText('按领域找律师', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});
