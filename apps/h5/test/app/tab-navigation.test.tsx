import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../src/lib/session/session-store';
import { lawyerProfile } from '../fixtures/lawyer';
import { legalTypeTree } from '../support/directory-fixtures';
import { mockApi, pageOf } from '../support/mock-api';
import { openApp, PAGE_WAIT } from '../fixtures/open-app';
import { customerUser, lawyerUser } from '../fixtures/users';

vi.mock('../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const tabBar = () => screen.getByRole('navigation', { name: '底部导航' });
const tab = (name: string) => within(tabBar()).getByRole('link', { name });
const back = () => act(() => window.history.back());
const forward = () => act(() => window.history.forward());

beforeEach(() => {
  mockApi({
    [`/api/v1/lawyer/detail`]: () => ({ data: lawyerProfile }),
    '/api/v1/lawyer/is_apply': () => ({ data: { status: null } }),
    '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypeTree }),
    '/api/v1/lawyer': () => ({ data: pageOf([]) }),
    '/api/v1/order/service': () => ({ data: pageOf([]) }),
    '/api/v1/order/appointment': () => ({ data: pageOf([]) }),
    '/api/v1/lawyer/order/service': () => ({ data: pageOf([]) }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('customer tab bar', { timeout: 30_000 }, () => {
  it('switches from home to 我的 and 订单, and back returns home (tab switches do not pile up)', async () => {
    useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
    openApp('#/');
    expect(await screen.findByText('按领域找律师', {}, PAGE_WAIT)).toBeTruthy();
    expect(tab('首页').getAttribute('aria-current')).toBe('page');

    fireEvent.click(tab('我的'));
    expect(await screen.findByText('用户0001', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '设置' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(tab('我的').getAttribute('aria-current')).toBe('page');

    fireEvent.click(tab('订单'));
    expect(await screen.findByText('暂无服务记录', {}, PAGE_WAIT)).toBeTruthy();
    expect(window.location.hash).toBe('#/pages/customer/order/service/list');

    back();
    expect(await screen.findByText('按领域找律师', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByText('暂无服务记录')).toBeNull();
    forward();
    expect(await screen.findByText('暂无服务记录', {}, PAGE_WAIT)).toBeTruthy();

    fireEvent.click(tab('首页'));
    expect(await screen.findByText('按领域找律师', {}, PAGE_WAIT)).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('opens 预约记录 from the 订单 tab on top of it, and back returns to the tab', async () => {
    useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
    openApp('#/pages/customer/order/service/list');
    expect(await screen.findByText('暂无服务记录', {}, PAGE_WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '预约记录' }));
    expect(await screen.findByText('暂无预约记录', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '底部导航' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('暂无服务记录', {}, PAGE_WAIT)).toBeTruthy();
  });

  it('shows 我的 to an anonymous visitor with 登录/注册 and no logout', async () => {
    useSession.getState().logout();
    openApp('#/pages/customer/setting/index');
    expect(await screen.findByText('登录/注册', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByText('退出登录')).toBeNull();
    for (const entry of [
      '服务记录',
      '预约记录',
      '留言反馈',
      '联系我们',
      '关于平台',
      '用户协议',
      '隐私协议',
    ]) {
      expect(screen.getByText(entry)).toBeTruthy();
    }
    fireEvent.click(screen.getByText('登录/注册'));
    expect(await screen.findByText('获取验证码', {}, PAGE_WAIT)).toBeTruthy();
    expect(decodeURIComponent(window.location.hash)).toContain('redirect=/pages/customer/setting/index');
  });

  it('shows the signed-in customer masked phone, 律师入驻 and 退出登录', async () => {
    useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
    openApp('#/pages/customer/setting/index');
    expect(await screen.findByText('139****0001', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.getByText('律师入驻')).toBeTruthy();
    expect(screen.getByText('退出登录')).toBeTruthy();
  });

  it('counts the customer’s service orders on 我的', async () => {
    mockApi({
      '/api/v1/order/service': () => ({ data: pageOf([], 1, 10, 3) }),
      '/api/v1/lawyer/is_apply': () => ({ data: { status: null } }),
    });
    useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
    openApp('#/pages/customer/setting/index');
    expect(await screen.findByText('3个订单', {}, PAGE_WAIT)).toBeTruthy();
  });
});

describe('lawyer tab bar', { timeout: 30_000 }, () => {
  it('switches between the workbench and 设置, and to the customer side', async () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    openApp('#/');
    expect(await screen.findByText('律桥律师工作台', {}, PAGE_WAIT)).toBeTruthy();
    expect(
      within(tabBar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['工作台', '会话', '钱包', '设置']);

    fireEvent.click(tab('设置'));
    expect(await screen.findByText('编辑资料', {}, PAGE_WAIT)).toBeTruthy();
    fireEvent.click(screen.getByText('切换到用户端'));
    expect(
      await screen.findByText('律师入驻', {}, PAGE_WAIT).catch(() => screen.findByText('切换到律师端')),
    ).toBeTruthy();
    expect(window.location.hash).toBe('#/pages/customer/setting/index');
    expect(
      within(tabBar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['首页', '咨询', '订单', '我的']);

    back();
    expect(await screen.findByText('按领域找律师', {}, PAGE_WAIT)).toBeTruthy();
  });
});
