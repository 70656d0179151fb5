import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile, ownServices } from '../../fixtures/lawyer';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { lawyerUser } from '../../fixtures/users';
import { mockApi } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const entry = (
  id: number,
  amount: number,
  balanceAfter: number,
  order: { order_no: string | null; order_scene: 'service' | 'appointment' | null } = {
    order_no: `S20261123000000${id}0`,
    order_scene: 'service',
  },
) => ({
  id,
  kind: 'settle',
  label: '订单收入',
  amount,
  balance_after: balanceAfter,
  ...order,
  created_at: Date.UTC(2026, 10, 23, 2, id),
});

function walletAnswer(list: ReturnType<typeof entry>[]) {
  return {
    data: {
      balance: 7840,
      available: 7840,
      frozen: 0,
      total_earned: 7840,
      entries: { list, total: list.length, page: 1, page_size: 20 },
    },
  };
}

describe('钱包明细', () => {
  it("explains the commission on the lawyer's own first service", async () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    mockApi({
      '/api/v1/lawyer/wallet': () => walletAnswer([]),
      '/api/v1/lawyer/services': () => ({ data: { ...ownServices, commission_rate_bp: 1500 } }),
    });
    openApp('#/pages/lawyer/wallet/list');
    expect(
      await screen.findByText(
        '平台收取订单成交价的15%作为佣金，其余计入钱包：您的图文咨询 ¥49.00，实得 ¥41.65。',
        {},
        PAGE_WAIT,
      ),
    ).toBeTruthy();
  });

  it('shows the balances and each entry with the balance after it', async () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    mockApi({ '/api/v1/lawyer/wallet': () => walletAnswer([entry(2, 3920, 7840), entry(1, 3920, 3920)]) });
    openApp('#/pages/lawyer/wallet/list');
    const balances = await screen.findByRole('region', { name: '钱包余额' }, PAGE_WAIT);
    expect(within(balances).getAllByText('78.40')).toHaveLength(3);
    const entries = screen.getByRole('list', { name: '钱包明细' });
    expect(within(entries).getAllByText('+39.20')).toHaveLength(2);
    expect(within(entries).getByText('余额 78.40')).toBeTruthy();
    expect(within(entries).getByText('余额 39.20')).toBeTruthy();
  });

  it('opens each entry’s related order on its own page: a service order, an appointment; none without', async () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    mockApi({
      '/api/v1/lawyer/wallet': () =>
        walletAnswer([
          entry(3, -1000, 21840, { order_no: null, order_scene: null }),
          entry(2, 15920, 22840, { order_no: 'A202611230000020', order_scene: 'appointment' }),
          entry(1, 3920, 3920),
        ]),
    });
    openApp('#/pages/lawyer/wallet/list');
    const entries = await screen.findByRole('list', { name: '钱包明细' }, PAGE_WAIT);
    // Without a related order the entry opens nothing.
    expect(within(entries).getAllByRole('button')).toHaveLength(2);
    expect(within(entries).getByText('-10.00').closest('button')).toBeNull();

    fireEvent.click(within(entries).getByRole('button', { name: /A202611230000020/ }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/lawyer/order/detailAppointment?order_no=A202611230000020'),
    );
    window.history.back();
    fireEvent.click(
      await within(await screen.findByRole('list', { name: '钱包明细' }, PAGE_WAIT)).findByRole('button', {
        name: /S2026112300000010/,
      }),
    );
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/lawyer/order/detailService?order_no=S2026112300000010'),
    );
  });

  it('says so when there is nothing yet', async () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    mockApi({ '/api/v1/lawyer/wallet': () => walletAnswer([]) });
    openApp('#/pages/lawyer/wallet/list');
    expect(await screen.findByText('暂无钱包明细', {}, PAGE_WAIT)).toBeTruthy();
  });
});
