import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import { appointmentDetail, summaryOf } from './appointment-fixtures';
import { customerAppointmentPages, DETAIL, PAGE } from './customer-appointment-pages';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const pages = customerAppointmentPages();

describe('预约记录', { timeout: 20_000 }, () => {
  it('lists appointments with legal type, lawyer, state, time, place and price, each opening its detail', async () => {
    renderAppAt('#/pages/customer/order/appointment/list');
    const card = await screen.findByRole(
      'link',
      { name: '线下咨询 · 离婚纠纷，王建国 律师，待平台分配' },
      PAGE,
    );
    expect(card.textContent).toContain('预约时间 2026-03-12 14:00');
    expect(card.textContent).toContain('北京市 北京城区');
    expect(card.textContent).toContain('¥300.00');
    expect(card.getAttribute('href')).toBe(`#${DETAIL}`);
    expect(pages.api.calls('/api/v1/order/appointment')[0]?.url.search).toBe('?page=1&page_size=10');
    // 服务记录 is one tap away.
    expect(screen.getByRole('button', { name: '服务记录' })).toBeTruthy();
  });

  it('says the platform assigns when no lawyer is known yet', async () => {
    pages.answers.list = () => ({ data: pageOf([summaryOf(appointmentDetail({ lawyer: null }))], 1, 10) });
    renderAppAt('#/pages/customer/order/appointment/list');
    expect(await screen.findByRole('link', { name: /平台分配律师/ }, PAGE)).toBeTruthy();
  });

  it('asks for one group per tab and keeps the tab in the address', async () => {
    renderAppAt('#/pages/customer/order/appointment/list');
    await screen.findByRole('link', { name: /线下咨询/ }, PAGE);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '待付款',
      '待接单',
      '已接单',
      '退款中',
      '已完成',
      '已取消',
    ]);
    pages.answers.list = () => ({ data: pageOf([], 1, 10) });
    fireEvent.click(screen.getByRole('tab', { name: '待接单' }));
    expect(await screen.findByText('暂无待接单的预约', {}, PAGE)).toBeTruthy();
    expect(currentHashAddress()).toBe('/pages/customer/order/appointment/list?group=waiting');
    expect(pages.api.calls('/api/v1/order/appointment').at(-1)?.url.search).toBe(
      '?group=waiting&page=1&page_size=10',
    );
  });

  it('opens on the tab in the address, 全部 for an unknown one, and offers 去找律师 when empty', async () => {
    pages.answers.list = () => ({ data: pageOf([], 1, 10) });
    const { unmount } = renderAppAt('#/pages/customer/order/appointment/list?group=finished');
    expect(await screen.findByText('暂无已完成的预约', {}, PAGE)).toBeTruthy();
    unmount();
    renderAppAt('#/pages/customer/order/appointment/list?group=nonsense');
    expect(await screen.findByText('暂无预约记录', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去找律师' })).toBeTruthy();
    expect(pages.api.calls('/api/v1/order/appointment').at(-1)?.url.search).toBe('?page=1&page_size=10');
  });

  it('loads further pages as the list scrolls', async () => {
    // jsdom lays nothing out; InfiniteScroll only checks elements that have an offset parent.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const second = summaryOf(
      appointmentDetail({ order_no: 'A2026031012349999', legal_type_name: '合同纠纷' }),
    );
    pages.answers.list = (url) =>
      url.searchParams.get('page') === '2'
        ? { data: pageOf([second], 2, 10, 11) }
        : { data: pageOf([summaryOf(appointmentDetail())], 1, 10, 11) };
    renderAppAt('#/pages/customer/order/appointment/list');
    expect(await screen.findByRole('link', { name: /合同纠纷/ }, PAGE)).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(
      pages.api.calls('/api/v1/order/appointment').map((call) => call.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('shows a failed load with a retry', async () => {
    pages.answers.list = () => ({ code: 7, msg: '系统繁忙' });
    renderAppAt('#/pages/customer/order/appointment/list');
    expect(await screen.findByText('加载失败，请检查网络后重试', {}, PAGE)).toBeTruthy();
    pages.answers.list = () => ({ data: pageOf([summaryOf(appointmentDetail())], 1, 10) });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /线下咨询/ }, PAGE)).toBeTruthy();
  });
});
