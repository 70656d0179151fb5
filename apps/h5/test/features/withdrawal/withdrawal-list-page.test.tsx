import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { mockApi, pageOf } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { detail, item, signInLawyer } from './withdrawal-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
beforeEach(signInLawyer);
afterEach(() => vi.unstubAllGlobals());

describe('提现记录', () => {
  it('lists each withdrawal with its state and why it ended so, and opens it', async () => {
    mockApi({
      '/api/v1/lawyer/withdrawal': () => ({
        data: pageOf([
          item({ withdrawal_no: 'W2026112400000002', state: 'paid', state_label: '已到账', amount: 20000 }),
          item({ state: 'failed', state_label: '失败', reason: '收款人姓名不一致', method: 'wechat' }),
        ]),
      }),
      '/api/v1/lawyer/withdrawal/detail': () => ({ data: detail() }),
    });
    openApp('#/pages/lawyer/wallet/withdrawals');
    const list = await screen.findByRole('list', { name: '提现记录' }, PAGE_WAIT);
    const [first, second] = within(list).getAllByRole('button');
    expect(first!.textContent).toContain('¥200.00已到账');
    expect(second!.textContent).toContain('失败');
    expect(second!.textContent).toContain('微信零钱 · 2026-11-23 10:00');
    expect(second!.textContent).toContain('原因：收款人姓名不一致');
    fireEvent.click(first!);
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/lawyer/wallet/withdrawal?no=W2026112400000002'),
    );
  });

  it('says so when there is none', async () => {
    mockApi({ '/api/v1/lawyer/withdrawal': () => ({ data: pageOf([]) }) });
    openApp('#/pages/lawyer/wallet/withdrawals');
    expect(await screen.findByText('暂无提现记录', {}, PAGE_WAIT)).toBeTruthy();
  });
});
