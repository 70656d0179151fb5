import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { mockApi } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { detail, item, rules, signInLawyer, WITHDRAWAL_NO } from './withdrawal-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
beforeEach(signInLawyer);
afterEach(() => vi.unstubAllGlobals());

const RULES = '/api/v1/lawyer/withdrawal/rules';
const amountInput = () => screen.getByRole('textbox', { name: '提现金额（元）' });
const submitButton = () => screen.getByRole('button', { name: '申请提现' });

describe('提现', () => {
  it('shows what may be withdrawn and the rules; 全部提现 fills the most allowed now', async () => {
    mockApi({ [RULES]: () => ({ data: rules({ requested_today: 20000, left_today: 4_980_000 }) }) });
    openApp('#/pages/lawyer/wallet/withdraw');
    expect(await screen.findByText('可提现 ¥1234.56 · 今日还可提现 ¥49800.00', {}, PAGE_WAIT)).toBeTruthy();
    const ruleList = screen.getByRole('region', { name: '提现规则' });
    expect(within(ruleList).getByText('单笔最低 ¥1.00，不超过可提现金额')).toBeTruthy();
    expect(within(ruleList).getByText('每日累计最多 ¥50000.00，今日已申请 ¥200.00')).toBeTruthy();
    expect(within(ruleList).getByText(/同一时间只能有一笔提现/)).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '全部提现' }));
    expect((amountInput() as HTMLInputElement).value).toBe('1234.56');
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('recommends paying the law firm, chosen first, and names each payee or what is missing', async () => {
    mockApi({ [RULES]: () => ({ data: rules() }) });
    openApp('#/pages/lawyer/wallet/withdraw');
    const methods = await screen.findByRole('radiogroup', { name: '提现方式' }, PAGE_WAIT);
    const [bank, wechat] = within(methods).getAllByRole('radio');
    expect(bank!.textContent).toContain('对公转账到律所推荐');
    expect(bank!.textContent).toContain('招商银行 · 北京明德律师事务所 · **** 1234');
    expect(bank!.getAttribute('aria-checked')).toBe('true');
    expect(wechat!.textContent).toContain('未绑定微信收款');
    fireEvent.change(amountInput(), { target: { value: '100' } });
    fireEvent.click(wechat!);
    expect(screen.getByText('请先绑定微信收款')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(methods).getByRole('button', { name: '去绑定' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/lawyer/wallet/payee'));
  });

  it('starts on 微信零钱 when only it is set up', async () => {
    mockApi({
      [RULES]: () => ({
        data: rules({
          payees: {
            bank: null,
            wechat: { real_name_masked: '*明', updated_at: 1 },
            wechat_bindable: true,
            wechat_sandbox: false,
          },
        }),
      }),
    });
    openApp('#/pages/lawyer/wallet/withdraw');
    const methods = await screen.findByRole('radiogroup', { name: '提现方式' }, PAGE_WAIT);
    const [bank, wechat] = within(methods).getAllByRole('radio');
    expect(bank!.getAttribute('aria-checked')).toBe('false');
    expect(wechat!.getAttribute('aria-checked')).toBe('true');
    expect(wechat!.textContent).toContain('收款人 *明');
  });

  it.each([
    ['0.5', '单笔最低提现 ¥1.00'],
    ['1234.57', '超过可提现金额 ¥1234.56'],
    ['1.234', '请输入正确的金额，最多两位小数'],
  ])('refuses %s 元 with its reason', async (typed, reason) => {
    mockApi({ [RULES]: () => ({ data: rules() }) });
    openApp('#/pages/lawyer/wallet/withdraw');
    await screen.findByRole('radiogroup', { name: '提现方式' }, PAGE_WAIT);
    fireEvent.change(amountInput(), { target: { value: typed } });
    expect(screen.getByText(reason)).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('keeps within what is left of the daily cap', async () => {
    mockApi({ [RULES]: () => ({ data: rules({ left_today: 10000, max_now: 10000 }) }) });
    openApp('#/pages/lawyer/wallet/withdraw');
    await screen.findByRole('radiogroup', { name: '提现方式' }, PAGE_WAIT);
    fireEvent.change(amountInput(), { target: { value: '100.01' } });
    expect(screen.getByText('超过今日剩余额度 ¥100.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部提现' }));
    expect((amountInput() as HTMLInputElement).value).toBe('100');
  });

  it('is blocked while the balance is negative, with the server’s reason', async () => {
    mockApi({
      [RULES]: () => ({
        data: rules({
          available: -2000,
          max_now: 0,
          blocked_reason: '账户余额为负（申诉退款扣回），暂不能提现',
        }),
      }),
    });
    openApp('#/pages/lawyer/wallet/withdraw');
    const alert = await screen.findByRole('alert', {}, PAGE_WAIT);
    expect(alert.textContent).toContain('账户余额为负（申诉退款扣回），暂不能提现');
    expect(amountInput().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '全部提现' }).hasAttribute('disabled')).toBe(true);
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('is blocked while another withdrawal is open, and opens it', async () => {
    mockApi({
      [RULES]: () => ({ data: rules({ open_withdrawal: item(), frozen: 50000 }) }),
      '/api/v1/lawyer/withdrawal/detail': () => ({ data: detail() }),
    });
    openApp('#/pages/lawyer/wallet/withdraw');
    const alert = await screen.findByRole('alert', {}, PAGE_WAIT);
    expect(alert.textContent).toContain('您有一笔提现正在处理中，完成后才能再次申请');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: '查看进度' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/lawyer/wallet/withdrawal?no=${WITHDRAWAL_NO}`),
    );
  });

  it('requests the amount in fen by the chosen method and shows the new withdrawal in place of the form', async () => {
    const api = mockApi({
      [RULES]: () => ({ data: rules() }),
      '/api/v1/lawyer/withdrawal': () => ({
        data: item({ method: 'bank', method_label: '对公转账（律所账户）' }),
      }),
      '/api/v1/lawyer/withdrawal/detail': () => ({ data: detail() }),
    });
    openApp('#/pages/lawyer/wallet/withdraw');
    await screen.findByRole('radiogroup', { name: '提现方式' }, PAGE_WAIT);
    fireEvent.change(amountInput(), { target: { value: '500.5' } });
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/lawyer/wallet/withdrawal?no=${WITHDRAWAL_NO}`),
    );
    const post = api.calls('/api/v1/lawyer/withdrawal').find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ amount: 50050, method: 'bank' });
  });

  it('offers a retry when the rules cannot be loaded', async () => {
    mockApi({ [RULES]: () => ({ code: 500, msg: '服务器繁忙' }) });
    openApp('#/pages/lawyer/wallet/withdraw');
    expect(await screen.findByRole('button', { name: '重新加载' }, PAGE_WAIT)).toBeTruthy();
  });
});
