import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { customerUser } from '../../fixtures/users';
import { mockApi, type Answer } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const closingAnswer = (blockers: unknown[]): Answer => ({ data: { blockers } });

beforeEach(() => {
  useSession.setState({ token: 'tok', user: customerUser, type: 'customer' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('注销账号', () => {
  it('lists what keeps the account open and offers no way to close it', async () => {
    mockApi({
      '/api/v1/user/info': () => ({ data: customerUser }),
      '/api/v1/account/closing': () =>
        closingAnswer([
          { kind: 'service_order', label: '未完成的咨询订单', count: 2 },
          { kind: 'wallet', label: '钱包中尚有余额（含待结算与冻结中）', count: 1200 },
        ]),
    });
    renderAppAt('#/pages/customer/profile/closeAccount');
    expect(await screen.findByText('暂不能注销，您还有：', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('未完成的咨询订单（2）')).toBeTruthy();
    expect(screen.getByText('钱包中尚有余额（含待结算与冻结中）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '注销账号' })).toBeNull();
  });

  it('asks for the confirmation and the code before closing', async () => {
    const api = mockApi({
      '/api/v1/user/info': () => ({ data: customerUser }),
      '/api/v1/account/closing': () => closingAnswer([]),
      '/api/v1/account/close/code': () => ({ data: { resend_after: 60 } }),
    });
    renderAppAt('#/pages/customer/profile/closeAccount');
    const submit = await screen.findByRole('button', { name: '注销账号' }, { timeout: 10_000 });
    fireEvent.click(submit);
    expect(showToast).toHaveBeenCalledWith('请先确认已了解注销后果');
    fireEvent.click(screen.getByText('我已了解以上注销后果'));
    fireEvent.click(submit);
    expect(showToast).toHaveBeenCalledWith('请输入6位验证码');
    fireEvent.click(screen.getByText('获取验证码'));
    await waitFor(() => expect(api.calls('/api/v1/account/close/code')).toHaveLength(1));
    expect(await screen.findByText('60秒后重新获取')).toBeTruthy();
    expect(api.calls('/api/v1/account/close')).toHaveLength(0);
  });
});
