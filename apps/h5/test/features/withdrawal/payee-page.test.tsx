import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { PAYEE_OAUTH_KEY } from '../../../src/features/withdrawal/api/wechat-payee-oauth';
import { showToast } from '../../../src/lib/toast';
import { pageExit } from '../../../src/lib/wechat/oauth-return';
import { mockApi } from '../../support/mock-api';
import { insideWechat, rules, signInLawyer } from './withdrawal-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
beforeEach(signInLawyer);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RULES = '/api/v1/lawyer/withdrawal/rules';
const BANK = '/api/v1/lawyer/withdrawal/payee/bank';
const WECHAT = '/api/v1/lawyer/withdrawal/payee/wechat';
const AUTHORIZE = '/api/v1/lawyer/withdrawal/payee/wechat/authorize';
const OPENID = '/api/v1/user/openid';
const noPayees = { bank: null, wechat: null, wechat_bindable: false, wechat_sandbox: false };

describe('收款账户', () => {
  it('takes the law firm’s account once, after the lawyer checked it, and shows it masked afterwards', async () => {
    let payees = noPayees as ReturnType<typeof rules>['payees'];
    const api = mockApi({
      [RULES]: () => ({ data: rules({ payees }) }),
      [BANK]: () => {
        payees = {
          ...noPayees,
          bank: {
            account_name: '北京明德律师事务所',
            bank_name: '招商银行',
            account_no_masked: '**** 6789',
            updated_at: 2,
          },
        };
        return { data: payees.bank };
      },
    });
    openApp('#/pages/lawyer/wallet/payee');
    const form = await screen.findByRole('form', { name: '律所对公账户' }, PAGE_WAIT);
    fireEvent.click(within(form).getByRole('button', { name: '保存律所账户' }));
    await waitFor(() => expect(api.calls(BANK)).toHaveLength(0));
    fireEvent.change(within(form).getByRole('textbox', { name: '开户名称' }), {
      target: { value: '北京明德律师事务所' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: '开户银行' }), {
      target: { value: '招商银行' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: '银行账号' }), {
      target: { value: '6225 8801 2345 6789' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '保存律所账户' }));
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('招商银行 · 北京明德律师事务所 · **** 6789', {}, PAGE_WAIT)).toBeTruthy();
    expect(JSON.parse(String(api.calls(BANK)[0]?.init?.body))).toEqual({
      account_name: '北京明德律师事务所',
      bank_name: '招商银行',
      account_no: '6225 8801 2345 6789',
    });
    expect(screen.queryByRole('form', { name: '律所对公账户' })).toBeNull();
  });

  it('outside WeChat explains where 微信零钱 is bound', async () => {
    mockApi({ [RULES]: () => ({ data: rules({ payees: noPayees }) }) });
    openApp('#/pages/lawyer/wallet/payee');
    const section = await screen.findByRole('region', { name: '微信零钱' }, PAGE_WAIT);
    expect(within(section).getByText(/微信收款需在微信内绑定/)).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('inside WeChat without the app’s authorization goes through WeChat’s OAuth, back to 收款账户', async () => {
    insideWechat();
    const authorizeUrl = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1#wechat_redirect';
    const api = mockApi({
      [RULES]: () => ({ data: rules({ payees: noPayees }) }),
      [AUTHORIZE]: () => ({ data: { kind: 'wechat_oauth', authorize_url: authorizeUrl, state: 'st4te' } }),
    });
    const leave = vi.spyOn(pageExit, 'replace').mockImplementation(() => undefined);
    openApp('#/pages/lawyer/wallet/payee');
    const section = await screen.findByRole('region', { name: '微信零钱' }, PAGE_WAIT);
    fireEvent.click(within(section).getByRole('button', { name: '微信授权并绑定' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(authorizeUrl));
    expect(JSON.parse(String(api.calls(AUTHORIZE)[0]?.init?.body))).toEqual({
      return_url: `${window.location.origin}/#/pages/lawyer/wallet/payee`,
    });
    expect(sessionStorage.getItem(PAYEE_OAUTH_KEY)).toBe('st4te');
  });

  it('back from WeChat’s OAuth with our state: keeps the openid, binds, and cleans the address', async () => {
    insideWechat();
    let payees = noPayees as ReturnType<typeof rules>['payees'];
    const api = mockApi({
      [RULES]: () => ({ data: rules({ payees }) }),
      [OPENID]: () => ({ data: { bound: true } }),
      [WECHAT]: () => {
        payees = { ...payees, wechat: { real_name_masked: '*明', updated_at: 3 }, wechat_bindable: true };
        return { data: payees.wechat };
      },
    });
    sessionStorage.setItem(PAYEE_OAUTH_KEY, 'st4te');
    openApp('?code=061CODE&state=st4te#/pages/lawyer/wallet/payee');
    const section = await screen.findByRole('region', { name: '微信零钱' }, PAGE_WAIT);
    expect(await within(section).findByText(/已绑定，收款人 \*明/, {}, PAGE_WAIT)).toBeTruthy();
    expect(JSON.parse(String(api.calls(OPENID)[0]?.init?.body))).toEqual({ code: '061CODE' });
    expect(api.calls(WECHAT)).toHaveLength(1);
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem(PAYEE_OAUTH_KEY)).toBeNull();
  });

  it('back with a state that is not ours: binds nothing', async () => {
    insideWechat();
    const api = mockApi({ [RULES]: () => ({ data: rules({ payees: noPayees }) }) });
    sessionStorage.setItem(PAYEE_OAUTH_KEY, 'st4te');
    openApp('?code=061CODE&state=other#/pages/lawyer/wallet/payee');
    await screen.findByRole('region', { name: '微信零钱' }, PAGE_WAIT);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('微信授权失败，请重试'));
    expect(api.calls(OPENID)).toHaveLength(0);
    expect(api.calls(WECHAT)).toHaveLength(0);
    expect(window.location.search).toBe('');
  });

  it('inside WeChat binds the authorized WeChat in the certified name', async () => {
    insideWechat();
    let payees = { ...noPayees, wechat_bindable: true } as ReturnType<typeof rules>['payees'];
    const api = mockApi({
      [RULES]: () => ({ data: rules({ payees }) }),
      [WECHAT]: () => {
        payees = { ...payees, wechat: { real_name_masked: '*明', updated_at: 3 } };
        return { data: payees.wechat };
      },
    });
    openApp('#/pages/lawyer/wallet/payee');
    const section = await screen.findByRole('region', { name: '微信零钱' }, PAGE_WAIT);
    fireEvent.click(within(section).getByRole('button', { name: '绑定当前微信' }));
    expect(await within(section).findByText(/已绑定，收款人 \*明/, {}, PAGE_WAIT)).toBeTruthy();
    expect(api.calls(WECHAT)).toHaveLength(1);
  });
});

describe('收款账户 while the sandbox pays 微信零钱', () => {
  it('binds a simulated WeChat payee outside WeChat and says receipt is confirmed on the simulated page', async () => {
    let payees = { ...noPayees, wechat_bindable: true, wechat_sandbox: true } as ReturnType<
      typeof rules
    >['payees'];
    const api = mockApi({
      [RULES]: () => ({ data: rules({ payees }) }),
      [WECHAT]: () => {
        payees = { ...payees, wechat: { real_name_masked: '*明', updated_at: 3 } };
        return { data: payees.wechat };
      },
    });
    openApp('#/pages/lawyer/wallet/payee');
    const section = await screen.findByRole('region', { name: '微信零钱' }, PAGE_WAIT);
    expect(within(section).getByText(/当前为模拟环境，无需微信授权/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: '绑定模拟微信收款' }));
    expect(await within(section).findByText(/在 模拟确认收款 页确认/, {}, PAGE_WAIT)).toBeTruthy();
    expect(api.calls(WECHAT)).toHaveLength(1);
  });
});
