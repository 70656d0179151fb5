import type { AdminOrderSettings } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/order-settings/pages/order-settings-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

const settings: AdminOrderSettings = {
  commission_rate_bp: 2000,
  services: [
    {
      id: 1,
      name: '图文咨询',
      description: '文字与图片沟通',
      price: 4900,
      enabled: 1,
      updated_at: 0,
      min_price: 1900,
      max_price: 29900,
    },
    {
      id: 2,
      name: '电话咨询',
      description: '30分钟通话',
      price: 9900,
      enabled: 0,
      updated_at: 0,
      min_price: 4900,
      max_price: 59900,
    },
  ],
  appointments: [
    {
      id: 9,
      name: '线下咨询预约',
      description: '律师线下面谈',
      price: 19900,
      enabled: 1,
      updated_at: 0,
      min_price: 19900,
      max_price: 19900,
    },
  ],
};

const withdrawalSettings = {
  withdrawal_min_fen: 100,
  withdrawal_daily_cap_fen: 5_000_000,
  withdrawal_second_approval_fen: 500_000,
  withdrawal_auto_approve_below_fen: 0,
};

function stubSettingsApi() {
  const fetchMock = stubApi((path, _query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (path.endsWith('/admin/appointment-hours')) return ok({ opens_minute: 480, closes_minute: 1260 });
    if (path.endsWith('/admin/hold-days')) return ok({ hold_days: 7 });
    if (path.endsWith('/admin/withdrawal-settings')) return ok(withdrawalSettings);
    if (sent.method === 'POST') return ok(null);
    return ok(settings);
  });
  return { posts: () => postsOf(fetchMock) };
}

describe('order settings page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists services with prices and switches, and the commission rate', async () => {
    stubSettingsApi();
    renderApp('/settings');
    const row = (await screen.findByText('电话咨询')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('¥99.00');
    expect(row.textContent).toContain('停用');
    expect(await screen.findByText(/当前 20%/)).toBeTruthy();
  });

  it('edits the offline appointment’s price in its own card, by its config id', async () => {
    const { posts } = stubSettingsApi();
    renderApp('/settings');
    const card = (await screen.findByText('线下预约价格')).closest('.ant-card') as HTMLElement;
    const row = within(card).getByText('线下咨询预约').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('¥199.00');
    fireEvent.click(buttonWithText('编辑', row));
    const dialog = (await screen.findByText('编辑服务 · 线下咨询预约')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByDisplayValue('199.00'), { target: { value: '299' } });
    fireEvent.click(buttonWithText('保存', dialog));
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/order-settings/service', body: { id: 9, price: 29900, enabled: 1 } },
      ]),
    );
  });

  it('saves a price typed in 元 as fen, with the switch', async () => {
    const { posts } = stubSettingsApi();
    renderApp('/settings');
    const row = (await screen.findByText('图文咨询')).closest('tr') as HTMLElement;
    fireEvent.click(buttonWithText('编辑', row));
    const dialog = (await screen.findByText('编辑服务 · 图文咨询')).closest('.ant-modal') as HTMLElement;
    const price = within(dialog).getByDisplayValue('49.00');
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(buttonWithText('保存', dialog));
    expect(await within(dialog).findByText('服务价格必须大于0')).toBeTruthy();
    fireEvent.change(price, { target: { value: '59.9' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(buttonWithText('保存', dialog));
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/order-settings/service', body: { id: 1, price: 5990, enabled: 0 } },
      ]),
    );
  });

  it("shows the online services' lawyer price bands and saves a band in fen, refusing a reversed one", async () => {
    const { posts } = stubSettingsApi();
    renderApp('/settings');
    const row = (await screen.findByText('图文咨询')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('¥19.00 – ¥299.00');
    const appointments = screen.getByText('线下预约价格').closest('.ant-card') as HTMLElement;
    expect(within(appointments).queryByText('价格区间')).toBeNull();
    fireEvent.click(buttonWithText('价格区间', row));
    const dialog = (await screen.findByText('律师价格区间 · 图文咨询')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(/须包含平台建议价 ¥49.00/)).toBeTruthy();
    const min = within(dialog).getByDisplayValue('19.00');
    fireEvent.change(min, { target: { value: '400' } });
    fireEvent.click(buttonWithText('保存', dialog));
    expect(await within(dialog).findByText('最低价格不能高于最高价格')).toBeTruthy();
    fireEvent.change(min, { target: { value: '29.9' } });
    fireEvent.change(within(dialog).getByDisplayValue('299.00'), { target: { value: '199' } });
    fireEvent.click(buttonWithText('保存', dialog));
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/order-settings/band', body: { id: 1, min_price: 2990, max_price: 19900 } },
      ]),
    );
  });

  it('saves the commission rate in basis points, refusing more than 100 %', async () => {
    const { posts } = stubSettingsApi();
    renderApp('/settings');
    const card = (await screen.findByText(/当前 20%/)).closest('.ant-card') as HTMLElement;
    const rate = within(card).getByDisplayValue('20');
    fireEvent.change(rate, { target: { value: '100.5' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('请输入 0–100 之间的数，最多两位小数')).toBeTruthy();
    fireEvent.change(rate, { target: { value: '12.5' } });
    fireEvent.click(buttonWithText('保存', card));
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/order-settings/commission', body: { commission_rate_bp: 1250 } },
      ]),
    );
  });
});
