import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { mockApi, type Answer } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { orderDetail, ORDER_NO } from '../service-orders/order-fixtures';
import { signInCustomer } from './appeal-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const finished = () =>
  orderDetail({
    state: 'finish',
    state_label: '已完成',
    delivered_at: Date.UTC(2026, 2, 11, 2, 0),
    finished_at: Date.UTC(2026, 2, 12, 2, 0),
    actions: [],
  });

const eligibility = (more: object = {}) => ({
  data: {
    order_title: '图文咨询',
    document_id: null,
    can_appeal: true,
    reason: null,
    deadline: Date.UTC(2026, 2, 19, 2, 0),
    open_appeal_id: null,
    appeal_ids: [],
    ...more,
  },
});

function openOrder(order: ReturnType<typeof orderDetail>, answer: () => Answer) {
  signInCustomer();
  const api = mockApi({
    '/api/v1/order/service/detail': () => ({ data: order }),
    '/api/v1/appeal/eligibility': answer,
    '/api/v1/review/order': () => ({ data: null }),
  });
  openApp(`#/pages/customer/order/service/detail?order_no=${ORDER_NO}`);
  return api;
}

describe('售后申诉 on the customer’s order', { timeout: 20_000 }, () => {
  it('offers 申诉 on a finished order within the window, opening the appeal page for it', async () => {
    const api = openOrder(finished(), () => eligibility());
    const section = await screen.findByRole('region', { name: '售后申诉' }, PAGE_WAIT);
    expect(within(section).getByText('对服务不满意？2026-03-19 10:00 前可发起申诉')).toBeTruthy();
    expect(api.calls('/api/v1/appeal/eligibility')[0]?.url.search).toBe(
      `?order_kind=service&order_no=${ORDER_NO}`,
    );
    fireEvent.click(within(section).getByRole('button', { name: '申诉' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(
        `/pages/common/appeal/create?order_kind=service&order_no=${ORDER_NO}`,
      ),
    );
  });

  it('links to the open appeal instead', async () => {
    openOrder(finished(), () =>
      eligibility({
        can_appeal: false,
        reason: '该订单已有处理中的申诉',
        open_appeal_id: 4,
        appeal_ids: [4],
      }),
    );
    const section = await screen.findByRole('region', { name: '售后申诉' }, PAGE_WAIT);
    expect(within(section).getByText('申诉处理中')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: '查看申诉' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/appeal/detail?id=4'));
  });

  it('asks nothing and shows nothing before the order is finished', async () => {
    const api = openOrder(orderDetail(), () => eligibility());
    await screen.findByRole('region', { name: '订单进度' }, PAGE_WAIT);
    expect(screen.queryByRole('region', { name: '售后申诉' })).toBeNull();
    expect(api.calls('/api/v1/appeal/eligibility')).toHaveLength(0);
  });
});
