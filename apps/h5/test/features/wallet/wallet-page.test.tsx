import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import type { WalletSummary } from '@lawbridge/contract';
import { lawyerProfile, ownServices } from '../../fixtures/lawyer';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { lawyerUser } from '../../fixtures/users';
import { mockApi } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
beforeEach(() =>
  useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile }),
);
afterEach(() => vi.unstubAllGlobals());

type Related = {
  order_no: string | null;
  order_scene: 'service' | 'appointment' | 'document' | null;
  withdrawal_no?: string | null;
  document_id?: number | null;
};

const entry = (
  id: number,
  amount: number,
  balanceAfter: number,
  related: Related = { order_no: `S20261123000000${id}0`, order_scene: 'service' },
  release: { available_at: number | null; released: boolean } = { available_at: null, released: true },
) => ({
  id,
  kind: 'settle',
  label: '订单收入',
  amount,
  balance_after: balanceAfter,
  withdrawal_no: null,
  document_id: null,
  ...related,
  ...release,
  created_at: Date.UTC(2026, 10, 23, 2, id),
});

const figures: Omit<WalletSummary, 'entries'> = {
  available: 7840,
  pending: 3920,
  next_release_at: Date.UTC(2026, 10, 30, 4, 0),
  next_release_amount: 1960,
  frozen: 1000,
  total_earned: 12760,
  total_withdrawn: 500,
  hold_days: 7,
};

function walletAnswer(list: ReturnType<typeof entry>[], more: Partial<typeof figures> = {}) {
  return { data: { ...figures, ...more, entries: { list, total: list.length, page: 1, page_size: 20 } } };
}

describe('钱包明细', () => {
  it("explains the commissions, on the lawyer's own first service", async () => {
    mockApi({
      '/api/v1/lawyer/wallet': () => walletAnswer([]),
      '/api/v1/lawyer/services': () => ({ data: { ...ownServices, commission_rate_bp: 1500 } }),
      '/api/v1/document/rules': () => ({
        data: {
          can_sell: true,
          price_min: 100,
          price_max: 99_900,
          commission_percent: 30,
          word_supported: true,
          max_bytes: 20 * 1024 * 1024,
        },
      }),
    });
    openApp('#/pages/lawyer/wallet/list');
    expect(
      await screen.findByText(
        '平台收取订单成交价的15%、文档售价的30%作为佣金，其余计入钱包：您的图文咨询 ¥49.00，实得 ¥41.65。',
        {},
        PAGE_WAIT,
      ),
    ).toBeTruthy();
  });

  it('shows 可提现, 待结算 with the next release, 冻结中 and the totals, and each entry with the balance after it', async () => {
    mockApi({ '/api/v1/lawyer/wallet': () => walletAnswer([entry(2, 3920, 7840), entry(1, 3920, 3920)]) });
    openApp('#/pages/lawyer/wallet/list');
    const balances = await screen.findByRole('region', { name: '钱包余额' }, PAGE_WAIT);
    expect(within(balances).getByText('可提现（元）')).toBeTruthy();
    expect(within(balances).getByText('78.40')).toBeTruthy();
    for (const [name, value] of [
      ['待结算', '39.20'],
      ['冻结中', '10.00'],
      ['累计收入', '127.60'],
      ['累计提现', '5.00'],
    ]) {
      expect(within(balances).getByText(name!).nextElementSibling?.textContent).toBe(value);
    }
    expect(
      screen.getByText(
        '订单完成后收入先计入待结算，7天后转为可提现（有申诉的订单，申诉处理完毕后再转）。下次解冻：2026-11-30 ¥19.60。',
      ),
    ).toBeTruthy();
    const entries = screen.getByRole('list', { name: '钱包明细' });
    expect(within(entries).getAllByText('+39.20')).toHaveLength(2);
    expect(within(entries).getByText('余额 78.40')).toBeTruthy();
    expect(within(entries).getByText('余额 39.20')).toBeTruthy();
  });

  it('says held income waits for an open appeal when no release date is due', async () => {
    mockApi({
      '/api/v1/lawyer/wallet': () => walletAnswer([], { next_release_at: null, next_release_amount: 0 }),
    });
    openApp('#/pages/lawyer/wallet/list');
    expect(
      await screen.findByText(/待结算收入所在订单有申诉处理中，处理完毕后再解冻。/, {}, PAGE_WAIT),
    ).toBeTruthy();
  });

  it('marks held income with the date it becomes available, released income as available', async () => {
    mockApi({
      '/api/v1/lawyer/wallet': () =>
        walletAnswer([
          entry(2, 3920, 7840, undefined, { available_at: Date.UTC(2026, 10, 30, 4, 0), released: false }),
          entry(1, 3920, 3920, undefined, { available_at: Date.UTC(2026, 10, 20, 4, 0), released: true }),
        ]),
    });
    openApp('#/pages/lawyer/wallet/list');
    const entries = await screen.findByRole('list', { name: '钱包明细' }, PAGE_WAIT);
    expect(within(entries).getByText('2026-11-30 可提现')).toBeTruthy();
    expect(within(entries).getByText('已可提现')).toBeTruthy();
  });

  it('opens each entry’s order or withdrawal on its own page; none without', async () => {
    mockApi({
      '/api/v1/lawyer/wallet': () =>
        walletAnswer([
          entry(5, 1400, 22240, { order_no: 'D2026112300000050', order_scene: 'document', document_id: 42 }),
          entry(4, -1000, 20840, { order_no: null, order_scene: null, withdrawal_no: 'W202611230001' }),
          entry(3, -1000, 21840, { order_no: null, order_scene: null }),
          entry(2, 15920, 22840, { order_no: 'A202611230000020', order_scene: 'appointment' }),
          entry(1, 3920, 3920),
        ]),
    });
    openApp('#/pages/lawyer/wallet/list');
    const entries = await screen.findByRole('list', { name: '钱包明细' }, PAGE_WAIT);
    // Without a related order or withdrawal the entry opens nothing.
    expect(within(entries).getAllByRole('button')).toHaveLength(4);
    expect(within(entries).getByText('余额 218.40').closest('button')).toBeNull();

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
    window.history.back();
    fireEvent.click(
      await within(await screen.findByRole('list', { name: '钱包明细' }, PAGE_WAIT)).findByRole('button', {
        name: /W202611230001/,
      }),
    );
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/lawyer/wallet/withdrawal?no=W202611230001'),
    );
    // 文档收入 opens the document sold.
    window.history.back();
    fireEvent.click(
      await within(await screen.findByRole('list', { name: '钱包明细' }, PAGE_WAIT)).findByRole('button', {
        name: /D2026112300000050/,
      }),
    );
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download?id=42'));
  });

  it('filters by type through the address, asking the server for that type', async () => {
    const api = mockApi({
      '/api/v1/lawyer/wallet': (url) =>
        url.searchParams.get('type') === 'withdrawal'
          ? walletAnswer([])
          : walletAnswer([entry(1, 3920, 3920)]),
    });
    openApp('#/pages/lawyer/wallet/list');
    await screen.findByRole('list', { name: '钱包明细' }, PAGE_WAIT);
    fireEvent.click(screen.getByRole('tab', { name: '提现' }));
    expect(await screen.findByText('暂无提现明细', {}, PAGE_WAIT)).toBeTruthy();
    expect(currentHashAddress()).toBe('/pages/lawyer/wallet/list?type=withdrawal');
    expect(api.calls('/api/v1/lawyer/wallet').map((call) => call.url.searchParams.get('type'))).toEqual([
      null,
      'withdrawal',
    ]);
    // The balances stay while another type loads and after.
    expect(screen.getByRole('region', { name: '钱包余额' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/lawyer/wallet/list'));
    expect(await screen.findByRole('list', { name: '钱包明细' }, PAGE_WAIT)).toBeTruthy();
  });

  it('opens 提现 and 提现记录 from the balances', async () => {
    mockApi({ '/api/v1/lawyer/wallet': () => walletAnswer([]) });
    openApp('#/pages/lawyer/wallet/list');
    const balances = await screen.findByRole('region', { name: '钱包余额' }, PAGE_WAIT);
    fireEvent.click(within(balances).getByRole('button', { name: '提现' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/lawyer/wallet/withdraw'));
    window.history.back();
    fireEvent.click(
      within(await screen.findByRole('region', { name: '钱包余额' }, PAGE_WAIT)).getByRole('button', {
        name: /提现记录/,
      }),
    );
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/lawyer/wallet/withdrawals'));
  });

  it('says so when there is nothing yet', async () => {
    mockApi({ '/api/v1/lawyer/wallet': () => walletAnswer([]) });
    openApp('#/pages/lawyer/wallet/list');
    expect(await screen.findByText('暂无钱包明细', {}, PAGE_WAIT)).toBeTruthy();
  });
});
