import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/order-settings/pages/order-settings-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText } from '../../buttons';
import { ok, postsOf, stubApi, type FetchAnswer } from '../../envelope-fetch';
import { renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const orderSettings = ok({ commission_rate_bp: 2000, services: [], appointments: [] });
const withdrawalSettings = {
  withdrawal_min_fen: 100,
  withdrawal_daily_cap_fen: 5_000_000,
  withdrawal_second_approval_fen: 500_000,
  withdrawal_auto_approve_below_fen: 0,
};

function stubMoneySettingsApi(holdDays: () => FetchAnswer = () => ok({ hold_days: 7 })) {
  const fetchMock = stubApi((path, _query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return ok(sent.body);
    if (path.endsWith('/admin/hold-days')) return holdDays();
    if (path.endsWith('/admin/withdrawal-settings')) return ok(withdrawalSettings);
    if (path.endsWith('/admin/appointment-hours')) return ok({ opens_minute: 480, closes_minute: 1260 });
    return orderSettings;
  });
  return { posts: () => postsOf(fetchMock) };
}

const cardTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

describe('money settings on 配置', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('shows the hold days and saves whole days from 1 to 90', async () => {
    const { posts } = stubMoneySettingsApi();
    renderApp('/settings');
    const card = await cardTitled('收入冻结期');
    expect(await within(card).findByText(/当前 7 天/)).toBeTruthy();
    const days = within(card).getByDisplayValue('7');
    fireEvent.change(days, { target: { value: '91' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('冻结天数最多 90 天')).toBeTruthy();
    fireEvent.change(days, { target: { value: '10' } });
    fireEvent.click(buttonWithText('保存', card));
    await waitFor(() =>
      expect(posts()).toEqual([{ path: '/api/v1/admin/hold-days', body: { hold_days: 10 } }]),
    );
  });

  it('offers a retry when the hold days fail to load', async () => {
    let answer: FetchAnswer = { status: 502 };
    stubMoneySettingsApi(() => answer);
    renderApp('/settings');
    const card = await cardTitled('收入冻结期');
    expect(await within(card).findByText('数据加载失败')).toBeTruthy();
    answer = ok({ hold_days: 14 });
    fireEvent.click(buttonWithText('重试', card));
    expect(await within(card).findByText(/当前 14 天/)).toBeTruthy();
  });

  it('shows the withdrawal rules in 元 and saves them in fen, refusing amounts that do not fit together', async () => {
    const { posts } = stubMoneySettingsApi();
    renderApp('/settings');
    const card = await cardTitled('提现规则');
    expect(
      await within(card).findByText(
        /最低 ¥1.00，每日上限 ¥50000.00，高于 ¥5000.00 需双人复核，自动通过已关闭/,
      ),
    ).toBeTruthy();
    const field = (label: string) => within(card).getByLabelText(label);
    expect((field('每日提现上限') as HTMLInputElement).value).toBe('50000.00');

    fireEvent.change(field('最低提现金额'), { target: { value: '1.234' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('请输入金额（元），最多两位小数')).toBeTruthy();
    fireEvent.change(field('最低提现金额'), { target: { value: '60000' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('最低提现金额不能大于每日提现上限')).toBeTruthy();
    fireEvent.change(field('最低提现金额'), { target: { value: '10' } });
    fireEvent.change(field('双人复核金额'), { target: { value: '0' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('双人复核金额须大于0')).toBeTruthy();
    fireEvent.change(field('双人复核金额'), { target: { value: '3000' } });
    fireEvent.change(field('自动通过金额'), { target: { value: '3000.01' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('自动通过金额不能大于双人复核金额')).toBeTruthy();
    fireEvent.change(field('自动通过金额'), { target: { value: '200' } });
    fireEvent.click(buttonWithText('保存', card));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: '/api/v1/admin/withdrawal-settings',
          body: {
            withdrawal_min_fen: 1000,
            withdrawal_daily_cap_fen: 5_000_000,
            withdrawal_second_approval_fen: 300_000,
            withdrawal_auto_approve_below_fen: 20_000,
          },
        },
      ]),
    );
  });
});
