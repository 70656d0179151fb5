import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { operatorToken } from '../../../src/lib/operator-token';
import type { FetchAnswer } from '../../envelope-fetch';
import { buttonWithText } from '../../buttons';
import { ok, stubApi } from '../../envelope-fetch';
import { renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const figures = {
  users_total: 12345,
  users_today: 17,
  lawyers_total: 64,
  logins_today: 203,
  service_orders_paid_today: 8,
  service_amount_paid_today: 123450,
  refund_requests_open: 2,
  service_orders_waiting: 4,
  appointments_paid_today: 3,
  appointment_amount_paid_today: 59700,
  appointments_waiting_dispatch: 6,
  appointments_dispatch_overdue: 2,
  appointment_refunds_open: 1,
};
const summary = ok({ ...figures, content_defaults: [] });
const pendingCounts = ok({
  applications: 3,
  dispatch: 6,
  refunds: 2,
  appointment_refunds: 1,
  appeals: 4,
  withdrawals: 0,
  documents: 7,
  feedback: 5,
});

function figureOf(title: string): string | null | undefined {
  return screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
    ?.textContent;
}

function queueCard(title: string): HTMLElement {
  return screen.getByText(title).closest('.ant-card') as HTMLElement;
}

const figuresOfWithdrawals = ok({
  waiting_approval: 3,
  waiting_approval_amount: 1_250_000,
  waiting_confirmation: 1,
  paid_today: 4,
  paid_today_amount: 98_765,
});

/** Answers the console API by path; the dashboard's own figures come from `dashboard`, withdrawals' from theirs. */
function stubDashboardApi(
  dashboard: () => FetchAnswer,
  withdrawalFigures: () => FetchAnswer = () => figuresOfWithdrawals,
) {
  return stubApi((path) => {
    if (path.endsWith('/admin/me')) return me;
    if (path.endsWith('/admin/dashboard')) return dashboard();
    if (path.endsWith('/admin/withdrawals-figures')) return withdrawalFigures();
    if (path.endsWith('/admin/pending-counts')) return pendingCounts;
    return { status: 404 };
  });
}

describe('dashboard page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('shows the four figures from the server', async () => {
    stubDashboardApi(() => summary);
    renderApp('/');

    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(figureOf('用户总数')).toBe('12,345人');
    expect(figureOf('今日新增用户')).toBe('17人');
    expect(figureOf('律师总数')).toBe('64人');
    expect(figureOf('今日登录')).toBe('203次');
    expect(within(queueCard('用户总数')).getByText('查看').getAttribute('href')).toBe('/users');
    expect(within(queueCard('律师总数')).getByText('查看').getAttribute('href')).toBe('/lawyers');
  });

  it('shows today’s paid service orders and amount, the refund queue and orders waiting for lawyers', async () => {
    stubDashboardApi(() => summary);
    renderApp('/');

    await screen.findByText('今日支付订单');
    const figure = (title: string) => queueCard(title).querySelector('.ant-statistic-content')?.textContent;
    await waitFor(() => expect(figure('今日支付订单')).toBe('8单'));
    expect(queueCard('今日支付订单').querySelector('.ant-statistic-content')?.textContent).toBe('8单');
    expect(queueCard('今日支付金额').querySelector('.ant-statistic-content')?.textContent).toBe('1,234.50元');
    expect(queueCard('待处理退款').querySelector('.ant-statistic-content')?.textContent).toBe('2件');
    expect(queueCard('待律师接单').querySelector('.ant-statistic-content')?.textContent).toBe('4单');
    expect(within(queueCard('待处理退款')).getByText('去处理').getAttribute('href')).toBe('/refunds');
    expect(within(queueCard('待律师接单')).getByText('查看').getAttribute('href')).toBe(
      '/service-orders?state=waiting',
    );
  });

  it('shows today’s paid appointments, the dispatch queue with its overdue part, and refund reviews', async () => {
    stubDashboardApi(() => summary);
    renderApp('/');

    await screen.findByText('今日支付预约');
    const figure = (title: string) => queueCard(title).querySelector('.ant-statistic-content')?.textContent;
    await waitFor(() => expect(figure('今日支付预约')).toBe('3单'));
    expect(figure('今日预约金额')).toBe('597.00元');
    expect(figure('待派单预约')).toBe('6单');
    expect(within(queueCard('待派单预约')).getByText('其中 2 单超过2小时未派单')).toBeTruthy();
    expect(figure('待审核预约退款')).toBe('1件');
    expect(within(queueCard('待派单预约')).getByText('去派单').getAttribute('href')).toBe(
      '/appointment-dispatch',
    );
    expect(within(queueCard('待审核预约退款')).getByText('去处理').getAttribute('href')).toBe(
      '/appointment-refunds',
    );
  });

  it('says nothing about overdue dispatch when nothing waited longer than 2 hours', async () => {
    stubDashboardApi(() => ok({ ...figures, appointments_dispatch_overdue: 0, content_defaults: [] }));
    renderApp('/');

    await screen.findByText('待派单预约');
    await waitFor(() =>
      expect(queueCard('待派单预约').querySelector('.ant-statistic-content')?.textContent).toBe('6单'),
    );
    expect(queueCard('待派单预约').textContent).not.toContain('超过2小时');
  });

  it('counts applications, appeals, documents and feedback waiting from one answer, linking to each queue filtered', async () => {
    const fetchMock = stubDashboardApi(() => summary);
    renderApp('/');

    await screen.findByText('待审核认证');
    expect(await within(queueCard('待审核认证')).findByText('3')).toBeTruthy();
    expect(within(queueCard('待裁定申诉')).getByText('4')).toBeTruthy();
    expect(within(queueCard('待审核文档')).getByText('7')).toBeTruthy();
    expect(within(queueCard('待处理反馈')).getByText('5')).toBeTruthy();
    expect(within(queueCard('待审核认证')).getByText('去审核').getAttribute('href')).toBe('/applications');
    expect(within(queueCard('待裁定申诉')).getByText('去裁定').getAttribute('href')).toBe(
      '/appeals?state=waiting_operator',
    );
    expect(within(queueCard('待审核文档')).getByText('去审核').getAttribute('href')).toBe('/document-review');
    expect(within(queueCard('待处理反馈')).getByText('去处理').getAttribute('href')).toBe(
      '/feedback?handled=waiting',
    );
    const counted = fetchMock.mock.calls.filter(([input]) => String(input).includes('/admin/pending-counts'));
    expect(counted).toHaveLength(1);
  });

  it('shows the counts on the menu beside each queue, none where nothing waits', async () => {
    stubDashboardApi(() => summary);
    renderApp('/');

    const menu = (await screen.findByRole('menu')) as HTMLElement;
    const badgeOf = async (section: string) =>
      (await within(menu).findByText(section))
        .closest('li')
        ?.querySelector('[title$="件待处理"]')
        ?.getAttribute('title');
    await waitFor(async () => expect(await badgeOf('律师认证审核')).toBe('3 件待处理'));
    expect(await badgeOf('预约派单')).toBe('6 件待处理');
    expect(await badgeOf('退款申请')).toBe('2 件待处理');
    expect(await badgeOf('预约退款')).toBe('1 件待处理');
    expect(await badgeOf('申诉管理')).toBe('4 件待处理');
    expect(await badgeOf('文档审核')).toBe('7 件待处理');
    expect(await badgeOf('留言反馈')).toBe('5 件待处理');
    expect(await badgeOf('提现管理')).toBeUndefined();
    expect(await badgeOf('服务订单')).toBeUndefined();
  });

  it('warns that 联系我们 still has the shipped text, linking to its editor, and lists the other pages', async () => {
    stubDashboardApi(() => ok({ ...figures, content_defaults: ['about', 'contact', 'agreement_user'] }));
    renderApp('/');

    const warning = (await screen.findByText('「联系我们」仍是系统自带的文本')).closest(
      '.ant-alert',
    ) as HTMLElement;
    expect(warning.className).toContain('ant-alert-warning');
    expect(within(warning).getByText('编辑联系我们').getAttribute('href')).toBe('/content/contact');
    const others = screen
      .getByText('以下内容页仍是系统自带的文本，请核对运营主体名称等信息后保存')
      .closest('.ant-alert') as HTMLElement;
    expect(within(others).getByText('关于平台').getAttribute('href')).toBe('/content/about');
    expect(within(others).getByText('用户协议').getAttribute('href')).toBe('/content/agreement_user');
    expect(within(others).queryByText('联系我们')).toBeNull();
  });

  it('shows no content alert once every page has the platform’s own text', async () => {
    stubDashboardApi(() => summary);
    renderApp('/');

    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(document.querySelector('.ant-alert')).toBeNull();
  });

  it('shows withdrawals waiting for approval and confirmation and paid today, with links into the queue', async () => {
    stubDashboardApi(() => summary);
    renderApp('/');

    await screen.findByText('待审核提现');
    const figure = (title: string) => queueCard(title).querySelector('.ant-statistic-content')?.textContent;
    await waitFor(() => expect(figure('待审核提现')).toBe('3笔'));
    expect(queueCard('待审核提现').textContent).toContain('合计 ¥12500.00');
    expect(figure('待律师确认收款')).toBe('1笔');
    expect(figure('今日已到账提现')).toBe('4笔');
    expect(queueCard('今日已到账提现').textContent).toContain('合计 ¥987.65');
    expect(within(queueCard('待审核提现')).getByText('去审核').getAttribute('href')).toBe(
      '/withdrawals?state=requested',
    );
    expect(within(queueCard('待律师确认收款')).getByText('查看').getAttribute('href')).toBe(
      '/withdrawals?state=waiting_confirmation',
    );
    expect(within(queueCard('今日已到账提现')).getByText('查看').getAttribute('href')).toBe(
      '/withdrawals?state=paid',
    );
  });

  it('offers a retry of the withdrawal figures alone when they fail to load', async () => {
    let answer: FetchAnswer = { status: 502 };
    stubDashboardApi(
      () => summary,
      () => answer,
    );
    renderApp('/');

    await screen.findByText('待审核提现');
    const card = queueCard('待审核提现');
    await within(card).findByText(/加载失败/);
    expect(await screen.findByText('12,345')).toBeTruthy();
    answer = figuresOfWithdrawals;
    fireEvent.click(buttonWithText('重试', card));
    await waitFor(() => expect(card.querySelector('.ant-statistic-content')?.textContent).toBe('3笔'));
  });

  it('offers a retry when loading fails, and shows the figures once it works', async () => {
    let dashboardAnswer: FetchAnswer = { status: 502 };
    stubDashboardApi(() => dashboardAnswer);
    renderApp('/');

    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    dashboardAnswer = summary;
    fireEvent.click(buttonWithText('重试'));

    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(screen.queryByText('数据加载失败')).toBeNull();
  });
});
