import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../src/lib/toast';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { mockApi } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import {
  BILL_NO,
  insideWechat,
  paid,
  rejected,
  signInLawyer,
  waiting,
  WITHDRAWAL_NO,
} from './withdrawal-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
beforeEach(signInLawyer);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

const DETAIL = '/api/v1/lawyer/withdrawal/detail';
const ADDRESS = `#/pages/lawyer/wallet/withdrawal?no=${WITHDRAWAL_NO}`;
const TRANSFER = {
  kind: 'wechat' as const,
  mchId: '1900000109',
  appId: 'wx8888888888888888',
  package: 'affffddafdfafddffda==',
};

describe('提现详情', () => {
  it('shows the state with the reason, the payee and the timeline with the operator’s note', async () => {
    mockApi({ [DETAIL]: () => ({ data: rejected() }) });
    openApp(ADDRESS);
    const header = await screen.findByRole('banner', { name: '提现状态' }, PAGE_WAIT);
    expect(within(header).getByText('已驳回')).toBeTruthy();
    expect(within(header).getByText('¥500.00')).toBeTruthy();
    expect(within(header).getByText('提现被驳回，金额已退回可提现。原因：收款信息有误')).toBeTruthy();
    const info = screen.getByRole('region', { name: '提现信息' });
    expect(within(info).getByText('微信零钱 · *明')).toBeTruthy();
    expect(within(info).getByText('2026-11-23 11:00')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: '进度' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('驳回提现收款信息有误平台 · 2026-11-23 11:00'),
      expect.stringContaining('申请提现律师 · 2026-11-23 10:00'),
    ]);
  });

  it('sends the lawyer to the sandbox’s 模拟确认收款 while the transfer waits', async () => {
    mockApi({
      [DETAIL]: () => ({
        data: waiting({ kind: 'sandbox', confirm_url: `/pages/lawyer/wallet/confirm?bill_no=${BILL_NO}` }),
      }),
      '/api/v1/withdrawal/sandbox/confirm': () => ({ code: 1, msg: '转账单不存在' }),
    });
    openApp(ADDRESS);
    const section = await screen.findByRole('region', { name: '确认收款' }, PAGE_WAIT);
    expect(within(section).getByText(/请在 2026-11-24 10:10 前确认收款/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: '去确认收款' }));
    await waitFor(() => expect(currentHashAddress()).toBe(`/pages/lawyer/wallet/confirm?bill_no=${BILL_NO}`));
  });

  it('outside WeChat explains that a WeChat transfer is confirmed inside WeChat', async () => {
    mockApi({ [DETAIL]: () => ({ data: waiting(TRANSFER) }) });
    openApp(ADDRESS);
    const section = await screen.findByRole('region', { name: '确认收款' }, PAGE_WAIT);
    expect(within(section).getByText(/微信零钱的收款需在微信内确认/)).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('inside WeChat opens requestMerchantTransfer with the three parameters, then asks the server until it says paid', async () => {
    insideWechat();
    let answer = waiting(TRANSFER);
    const api = mockApi({ [DETAIL]: () => ({ data: answer }) });
    const invoke = vi.fn((_name: string, _params: object, callback: (result: { err_msg: string }) => void) =>
      callback({ err_msg: 'requestMerchantTransfer:ok' }),
    );
    Object.assign(window, { WeixinJSBridge: { invoke } });
    openApp(ADDRESS);
    const section = await screen.findByRole('region', { name: '确认收款' }, PAGE_WAIT);
    fireEvent.click(within(section).getByRole('button', { name: '确认收款' }));
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    expect(invoke.mock.calls[0]!.slice(0, 2)).toEqual([
      'requestMerchantTransfer',
      { mchId: '1900000109', appId: 'wx8888888888888888', package: 'affffddafdfafddffda==' },
    ]);
    // The callback said ok, which proves nothing: still waiting until the server says paid.
    expect(await within(section).findByRole('button', { name: /正在确认收款结果/ })).toBeTruthy();
    const asked = api.calls(DETAIL).length;
    await waitFor(() => expect(api.calls(DETAIL).length).toBeGreaterThan(asked), { timeout: 5_000 });
    answer = paid();
    const header = await screen.findByRole('banner', { name: '提现状态' });
    await waitFor(() => expect(within(header).getByText('已到账')).toBeTruthy(), { timeout: 5_000 });
    expect(showToast).toHaveBeenCalledWith('已到账');
    expect(screen.queryByRole('region', { name: '确认收款' })).toBeNull();
    // Paid: no more asking.
    const settled = api.calls(DETAIL).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.calls(DETAIL).length).toBe(settled);
  }, 20_000);

  it('inside WeChat a closed confirmation page is not taken as paid', async () => {
    insideWechat();
    const api = mockApi({ [DETAIL]: () => ({ data: waiting(TRANSFER) }) });
    Object.assign(window, {
      WeixinJSBridge: {
        invoke: (_name: string, _params: object, callback: (result: { err_msg: string }) => void) =>
          callback({ err_msg: 'requestMerchantTransfer:cancel' }),
      },
    });
    openApp(ADDRESS);
    const section = await screen.findByRole('region', { name: '确认收款' }, PAGE_WAIT);
    fireEvent.click(within(section).getByRole('button', { name: '确认收款' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已取消确认收款'));
    expect(within(section).getByRole('button', { name: '确认收款' })).toBeTruthy();
    expect(api.calls(DETAIL)).toHaveLength(1);
  });

  it('says so for a missing or someone else’s withdrawal, with the way to 提现记录', async () => {
    mockApi({ [DETAIL]: () => ({ code: 1, msg: '提现记录不存在' }) });
    openApp(ADDRESS);
    expect(await screen.findByText('提现记录不存在或无权查看', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看提现记录' })).toBeTruthy();
  });
});
