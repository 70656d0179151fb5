import type { AdminWithdrawalDetail } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/withdrawals/pages/withdrawals-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, clickConfirmed, countButtonsWithText } from '../../buttons';
import { ok, postsOf, stubApi, type FetchAnswer } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';
import { detail, firstApproved, item, processing, WITHDRAWAL_NO } from './withdrawal-fixtures';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const refused = (msg: string) => ({ code: 1, msg, data: null });

/** Answers the queue and the detail (`shown()` each time it is asked), and POSTs with `posted()`. */
function stubWithdrawalsApi(
  shown: () => AdminWithdrawalDetail = () => detail,
  posted: () => FetchAnswer = () => ok(null),
) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return posted();
    if (path.endsWith(`/admin/withdrawals/${WITHDRAWAL_NO}`)) return ok(shown());
    queries.push(query);
    return ok({ list: [item], total: 1, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

async function openDrawer(): Promise<HTMLElement> {
  renderApp(`/withdrawals/${WITHDRAWAL_NO}`);
  const drawer = (await screen.findByText(`提现 ${WITHDRAWAL_NO}`)).closest('.ant-drawer') as HTMLElement;
  await within(drawer).findByText('提现进度');
  return drawer;
}

/** Clicks `text` in the drawer, then `okText` in the confirmation that pops up. */
describe('withdrawals page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists withdrawals with the lawyer, amount, method, state and request time', async () => {
    stubWithdrawalsApi();
    renderApp('/withdrawals');
    const row = (await screen.findByText(WITHDRAWAL_NO)).closest('tr') as HTMLElement;
    for (const text of [
      '周律师',
      '13900000062',
      '¥8000.00',
      '对公转账（律所账户）',
      '待审核',
      '2026-11-27 10:00:00',
    ]) {
      expect([text, row.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(row.textContent).not.toContain('待复核');
    expect(within(row).getByText(WITHDRAWAL_NO).getAttribute('href')).toBe(`/withdrawals/${WITHDRAWAL_NO}`);
  });

  it('sends the address filters and applies the form’s filters together from the first page', async () => {
    const { queries } = stubWithdrawalsApi();
    const router = renderApp('/withdrawals?state=requested&page=2');
    await screen.findByText(WITHDRAWAL_NO);
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ state: 'requested', page: '2' });

    fireEvent.change(screen.getByPlaceholderText('姓名或手机号'), { target: { value: ' 周 ' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-27' } });
    fireEvent.click(buttonWithText('查询'));
    await waitFor(() =>
      expect(decodeURI(currentPath(router))).toBe(
        '/withdrawals?state=requested&keyword=周&date_from=2026-11-01&date_to=2026-11-27',
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        page: '1',
        page_size: '20',
        state: 'requested',
        keyword: '周',
        date_from: '2026-11-01',
        date_to: '2026-11-27',
      }),
    );
    fireEvent.click(buttonWithText('重置'));
    await waitFor(() => expect(currentPath(router)).toBe('/withdrawals'));
  });

  it('drops address filters the server would refuse', async () => {
    const { queries } = stubWithdrawalsApi();
    renderApp('/withdrawals?state=lost&method=cash&date_from=27.11.2026');
    await screen.findByText(WITHDRAWAL_NO);
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ page: '1', page_size: '20' });
  });

  it('says when nothing matches, and offers a retry when the queue fails to load', async () => {
    let answer: FetchAnswer = { status: 502 };
    stubApi((path) => (path.endsWith('/admin/me') ? me : answer));
    renderApp('/withdrawals?method=wechat');
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    answer = ok({ list: [], total: 0, page: 1, page_size: 20 });
    fireEvent.click(buttonWithText('重试'));
    expect(await screen.findByText('没有符合条件的提现')).toBeTruthy();
  });

  it('downloads the CSV of the filtered queue under the server’s file name', async () => {
    stubWithdrawalsApi();
    const base = globalThis.fetch;
    const exported: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (!String(input).includes('/withdrawals-export')) return base(input, init);
        exported.push(String(input));
        return new Response('提现单号,金额\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('提现记录.csv')}`,
          },
        });
      }),
    );
    const created = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderApp('/withdrawals?state=paid&method=bank');
    await screen.findByText(WITHDRAWAL_NO);
    fireEvent.click(buttonWithText('导出 CSV'));
    await waitFor(() => expect(saved).toEqual(['提现记录.csv blob:csv']));
    expect(exported).toEqual(['/api/v1/admin/withdrawals-export?state=paid&method=bank']);
  });

  it('opens a withdrawal: payee with the account masked until asked, timeline, the lawyer’s standing and ledger', async () => {
    stubWithdrawalsApi();
    const drawer = await openDrawer();
    for (const text of [
      '¥8000.00',
      '北京某某律师事务所',
      '招商银行北京分行',
      '**** 1234',
      '申请提现',
      '-15.00',
      '200.00',
      '8,000.00',
      '近60天违规',
      '进行中的申诉',
      '提现冻结',
      '收入解冻（可提现）',
      '律师可用余额（#12）',
      '律师冻结金额（#12）',
      '律师待结算（#12）',
    ]) {
      expect([text, drawer.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(drawer.textContent).not.toContain('6222020000001234');
    fireEvent.click(buttonWithText('显示完整账号', drawer));
    expect(await within(drawer).findByText('6222020000001234')).toBeTruthy();
    const figure = (title: string) =>
      within(drawer).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
        ?.textContent;
    expect(figure('近60天违规')).toBe('1次');
    expect(figure('进行中的申诉')).toBe('2件');
  });

  it('gives the first approval above the threshold, then tells the same operator another one must give the second', async () => {
    let shown = detail;
    const { posts } = stubWithdrawalsApi(() => shown);
    const drawer = await openDrawer();
    expect(within(drawer).getByText('金额超过双人复核金额：需两位运营先后审核通过')).toBeTruthy();
    shown = firstApproved('运营小王', ['reject']);
    await clickConfirmed(drawer, '初审通过');
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/withdrawals-action/approve', body: { withdrawal_no: WITHDRAWAL_NO } },
      ]),
    );
    expect(await within(drawer).findByText('运营小王 已初审通过，待另一位运营复核')).toBeTruthy();
    expect(countButtonsWithText('复核通过', drawer)).toBe(0);
    expect(within(drawer).getAllByText('待复核').length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal of a second approval by the operator who gave the first (a stale page)', async () => {
    let shown = firstApproved('运营小王', ['approve', 'reject']);
    const { posts } = stubWithdrawalsApi(
      () => shown,
      () => refused('初审与复核须由两位不同的运营完成'),
    );
    const drawer = await openDrawer();
    expect(within(drawer).getByText('运营小王 已初审通过，待复核')).toBeTruthy();
    shown = firstApproved('运营小王', ['reject']);
    await clickConfirmed(drawer, '复核通过');
    expect(await within(drawer).findByText('初审与复核须由两位不同的运营完成')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    // The detail loaded again: no second approval is offered to this operator any more.
    await waitFor(() => expect(countButtonsWithText('复核通过', drawer)).toBe(0));
  });

  it('approves a withdrawal below the threshold in one step', async () => {
    const { posts } = stubWithdrawalsApi(() => ({
      ...detail,
      needs_second_approval: false,
      actions: ['approve', 'reject'],
    }));
    const drawer = await openDrawer();
    expect(within(drawer).queryByText('金额超过双人复核金额：需两位运营先后审核通过')).toBeNull();
    await clickConfirmed(drawer, '审核通过');
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it('rejects with a preset reason; 其他原因 needs the operator’s words, which the lawyer reads', async () => {
    const { posts } = stubWithdrawalsApi();
    const drawer = await openDrawer();
    fireEvent.click(buttonWithText('驳回', drawer));
    const dialog = (await screen.findByText(`驳回提现 · ${WITHDRAWAL_NO}`)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText(/¥8000.00 将退回律师的可提现余额/)).toBeTruthy();
    fireEvent.click(buttonWithText('确认驳回', dialog));
    expect(await within(dialog).findByText('请选择驳回原因')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('其他原因'));
    fireEvent.click(buttonWithText('确认驳回', dialog));
    expect(await within(dialog).findByText('选择其他原因时请填写驳回说明')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText(/选择其他原因时必填/), {
      target: { value: '律所账户已注销，请更新后再申请' },
    });
    expect(
      await within(dialog).findByText('律师将看到：其他原因：律所账户已注销，请更新后再申请'),
    ).toBeTruthy();
    fireEvent.click(buttonWithText('确认驳回', dialog));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: '/api/v1/admin/withdrawals-action/reject',
          body: { withdrawal_no: WITHDRAWAL_NO, reason: 'other', text: '律所账户已注销，请更新后再申请' },
        },
      ]),
    );
  });

  it('records a bank transfer paid with its receipt number, refusing a too short one', async () => {
    const { posts } = stubWithdrawalsApi(() => processing);
    const drawer = await openDrawer();
    fireEvent.click(buttonWithText('登记已打款', drawer));
    const dialog = (await screen.findByText(`登记已打款 · ${WITHDRAWAL_NO}`)).closest(
      '.ant-modal',
    ) as HTMLElement;
    const receipt = within(dialog).getByPlaceholderText('银行转账回单上的流水号');
    fireEvent.change(receipt, { target: { value: '12' } });
    fireEvent.click(buttonWithText('确认已打款', dialog));
    expect(await within(dialog).findByText('转账回单号至少4个字')).toBeTruthy();
    fireEvent.change(receipt, { target: { value: 'HD20261127001' } });
    fireEvent.click(buttonWithText('确认已打款', dialog));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: '/api/v1/admin/withdrawals-action/mark',
          body: { withdrawal_no: WITHDRAWAL_NO, outcome: 'paid', receipt_no: 'HD20261127001' },
        },
      ]),
    );
  });

  it('records a bank transfer failed with the reason, and keeps the dialog open with the server’s refusal', async () => {
    const { posts } = stubWithdrawalsApi(
      () => processing,
      () => refused('这笔提现已不在打款中'),
    );
    const drawer = await openDrawer();
    fireEvent.click(buttonWithText('登记打款失败', drawer));
    const dialog = (await screen.findByText(`登记打款失败 · ${WITHDRAWAL_NO}`)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.change(within(dialog).getByPlaceholderText(/银行退回/), {
      target: { value: '户名不一致，银行退回' },
    });
    fireEvent.click(buttonWithText('确认失败', dialog));
    expect(await within(dialog).findByText('这笔提现已不在打款中')).toBeTruthy();
    expect(posts()).toEqual([
      {
        path: '/api/v1/admin/withdrawals-action/mark',
        body: { withdrawal_no: WITHDRAWAL_NO, outcome: 'failed', reason: '户名不一致，银行退回' },
      },
    ]);
  });

  it('cancels an unconfirmed transfer after asking', async () => {
    const { posts } = stubWithdrawalsApi(() => ({
      ...processing,
      method: 'wechat',
      state: 'waiting_confirmation',
      state_label: '待确认收款',
      payee: { kind: 'wechat', real_name: '周明', openid: 'o-123' },
      actions: ['cancel'],
    }));
    const drawer = await openDrawer();
    expect(drawer.textContent).toContain('微信零钱 · 周明');
    expect(countButtonsWithText('登记已打款', drawer)).toBe(0);
    await clickConfirmed(drawer, '撤销转账', '确认撤销');
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/withdrawals-action/cancel', body: { withdrawal_no: WITHDRAWAL_NO } },
      ]),
    );
  });
});
