import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/documents/pages/document-settings-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText } from '../../buttons';
import { ok, postsOf, stubApi, type FetchAnswer } from '../../envelope-fetch';
import { renderApp } from '../../render-app';
import { settings } from './document-fixtures';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

function stubSettingsApi(posted: () => FetchAnswer = () => ok(null)) {
  const fetchMock = stubApi((path, _query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return posted();
    if (path.endsWith('/admin/hold-days')) return ok({ hold_days: 7 });
    return ok(settings);
  });
  return { posts: () => postsOf(fetchMock) };
}

const cardTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

describe('文档设置', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('edits the price band in 元 and saves it in fen with the commission and the daily cap', async () => {
    const { posts } = stubSettingsApi();
    renderApp('/document-settings');
    const card = await cardTitled('定价、佣金与下载');
    expect(
      await within(card).findByText(/价格 ¥1.00 – ¥999.00，佣金 30%，每人每天最多下载 20 次/),
    ).toBeTruthy();
    const min = within(card).getByLabelText('最低价格');
    const max = within(card).getByLabelText('最高价格');
    expect((min as HTMLInputElement).value).toBe('1.00');

    fireEvent.change(min, { target: { value: '0.5' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('价格须在 ¥1.00 至 ¥999.00 之间')).toBeTruthy();
    fireEvent.change(min, { target: { value: '50' } });
    fireEvent.change(max, { target: { value: '20' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('最低价格不能大于最高价格')).toBeTruthy();

    fireEvent.change(max, { target: { value: '199.9' } });
    fireEvent.change(within(card).getByLabelText('文档佣金比例'), { target: { value: '25' } });
    fireEvent.change(within(card).getByLabelText('每日下载上限'), { target: { value: '30' } });
    fireEvent.click(buttonWithText('保存', card));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: '/api/v1/admin/document-settings',
          body: {
            document_price_min_fen: 5000,
            document_price_max_fen: 19990,
            document_commission_percent: 25,
            document_daily_downloads: 30,
          },
        },
      ]),
    );
  });

  it('refuses a commission above 90 % and shows the server’s refusal', async () => {
    const { posts } = stubSettingsApi(() => ({ code: 1, msg: '设置已被其他运营修改，请刷新', data: null }));
    renderApp('/document-settings');
    const card = await cardTitled('定价、佣金与下载');
    await within(card).findByLabelText('最低价格');
    const commission = within(card).getByLabelText('文档佣金比例');
    fireEvent.change(commission, { target: { value: '95' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('文档佣金比例不能大于90')).toBeTruthy();
    fireEvent.change(commission, { target: { value: '40' } });
    fireEvent.click(buttonWithText('保存', card));
    expect(await within(card).findByText('设置已被其他运营修改，请刷新')).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });

  it('shows the hold days read-only with a link to 配置', async () => {
    stubSettingsApi();
    renderApp('/document-settings');
    const card = await cardTitled('收入冻结期');
    expect(await within(card).findByText(/7 天后可提现/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '配置 › 收入冻结期' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(within(card).queryByRole('textbox')).toBeNull();
  });
});
