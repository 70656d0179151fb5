import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { mockApi } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { BILL_NO, detail, signInLawyer, WITHDRAWAL_NO } from './withdrawal-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
beforeEach(signInLawyer);
afterEach(() => vi.unstubAllGlobals());

const SANDBOX = '/api/v1/withdrawal/sandbox/confirm';
const bill = (state = 'wait_user_confirm') => ({
  bill_no: BILL_NO,
  withdrawal_no: WITHDRAWAL_NO,
  amount: 50000,
  state,
  real_name_masked: '*明',
});

function openWith(state?: string) {
  const api = mockApi({
    [SANDBOX]: () => ({ data: bill(state) }),
    '/api/v1/lawyer/withdrawal/detail': () => ({ data: detail() }),
  });
  openApp(`#/pages/lawyer/wallet/confirm?bill_no=${BILL_NO}`);
  return api;
}

const posted = (api: ReturnType<typeof mockApi>) =>
  api
    .calls(SANDBOX)
    .filter((call) => call.init?.method === 'POST')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

describe('模拟确认收款', () => {
  it('确认收款 confirms the bill and returns to the withdrawal', async () => {
    const api = openWith();
    expect(await screen.findByText('¥500.00', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.getByText('*明')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认收款' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/lawyer/wallet/withdrawal?no=${WITHDRAWAL_NO}`),
    );
    expect(posted(api)).toEqual([{ bill_no: BILL_NO, decision: 'confirm' }]);
  });

  it('暂不确认 leaves the bill waiting and returns to the withdrawal', async () => {
    const api = openWith();
    fireEvent.click(await screen.findByRole('button', { name: '暂不确认' }, PAGE_WAIT));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/lawyer/wallet/withdrawal?no=${WITHDRAWAL_NO}`),
    );
    expect(posted(api)).toEqual([]);
  });

  it('拒绝收款 declines the bill once the lawyer agreed', async () => {
    const api = openWith();
    fireEvent.click(await screen.findByRole('button', { name: '拒绝收款' }, PAGE_WAIT));
    expect(await screen.findByText(/拒绝后这笔转账将撤销/)).toBeTruthy();
    expect(posted(api)).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: '拒绝收款' }).at(-1)!);
    await waitFor(() => expect(posted(api)).toEqual([{ bill_no: BILL_NO, decision: 'decline' }]));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/lawyer/wallet/withdrawal?no=${WITHDRAWAL_NO}`),
    );
  });

  it('a bill no longer waiting offers the withdrawal’s progress instead', async () => {
    openWith('success');
    expect(await screen.findByText('该转账当前无需确认收款', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认收款' })).toBeNull();
  });
});
