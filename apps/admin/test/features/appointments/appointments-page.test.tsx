import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/appointments/pages/appointments-page';
import { navKeyFor } from '../../../src/app/layout/nav-menu';
import { formatShanghaiDateTime } from '../../../src/lib/format-time';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, findButtonWithText } from '../../buttons';
import type { FetchAnswer } from '../../envelope-fetch';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';
import { expectOnePost, giveReasonAndConfirm } from '../orders-shared/decision-steps';
import { detail, me, ORDER_NO, page, waitingItem } from './appointment-fixtures';

const LIST = '/api/v1/admin/appointments';
const receiveItem = {
  ...waitingItem,
  state: 'receive' as const,
  state_label: '已接单',
  status: 2,
  refund_open: 1,
};

function stubAppointmentsApi(answers: { detail?: () => FetchAnswer; post?: () => FetchAnswer } = {}) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return answers.post?.() ?? ok(null);
    if (path === `${LIST}/${ORDER_NO}`) return answers.detail?.() ?? ok(detail);
    if (path === LIST) {
      queries.push(query);
      return page([receiveItem]);
    }
    return { status: 404 };
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

async function openDrawer(path = '/appointments') {
  const router = renderApp(path);
  fireEvent.click(await screen.findByText(ORDER_NO));
  const drawer = (await screen.findByText(`预约订单 ${ORDER_NO}`)).closest('.ant-drawer') as HTMLElement;
  return { router, drawer };
}

describe('appointments page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('has its own menu entries, each highlighted on its pages', () => {
    expect(navKeyFor('/appointment-dispatch')).toBe('/appointment-dispatch');
    expect(navKeyFor('/appointments')).toBe('/appointments');
    expect(navKeyFor(`/appointments/${ORDER_NO}`)).toBe('/appointments');
    expect(navKeyFor('/appointment-refunds')).toBe('/appointment-refunds');
  });

  it('lists appointments with the wishes, customer, lawyer, amounts and state', async () => {
    stubAppointmentsApi();
    renderApp('/appointments');
    const row = (await screen.findByText(ORDER_NO)).closest('tr') as HTMLElement;
    for (const text of [
      '2025-03-08 14:30 周六',
      '浙江省 杭州市 西湖区',
      '劳动纠纷',
      '王先生',
      '13800000001',
      '周律师',
      '¥300.00',
      '已接单',
      '退款审核中',
      '2025-03-01 10:00:00',
    ]) {
      expect([text, row.textContent?.includes(text)]).toEqual([text, true]);
    }
  });

  it('sends the address filters and applies the form’s filters together from the first page', async () => {
    const { queries } = stubAppointmentsApi();
    const router = renderApp('/appointments?state=receive&page=2');
    await screen.findByText(ORDER_NO);
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ state: 'receive', page: '2' });

    fireEvent.change(screen.getByPlaceholderText('A开头17位'), {
      target: { value: ` ${ORDER_NO.toLowerCase()} ` },
    });
    fireEvent.change(screen.getByPlaceholderText('可输入前几位'), { target: { value: '1380000' } });
    fireEvent.click(buttonWithText('查询'));
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        `/appointments?state=receive&order_no=${ORDER_NO}&customer_phone=1380000`,
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        page: '1',
        page_size: '20',
        state: 'receive',
        order_no: ORDER_NO,
        customer_phone: '1380000',
      }),
    );

    fireEvent.click(buttonWithText('重置'));
    await waitFor(() => expect(currentPath(router)).toBe('/appointments'));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ page: '1', page_size: '20' }));
  });

  it('refuses a malformed order number or phone without searching, and ignores them in the address', async () => {
    const { queries } = stubAppointmentsApi();
    const router = renderApp('/appointments?customer_phone=13a&order_no=S123&state=nope');
    await screen.findByText(ORDER_NO);
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ page: '1', page_size: '20' });
    const sent = queries.length;
    fireEvent.change(screen.getByPlaceholderText('A开头17位'), { target: { value: 'S2025030112345678' } });
    fireEvent.change(screen.getByPlaceholderText('可输入前几位'), { target: { value: '13a' } });
    fireEvent.click(buttonWithText('查询'));
    expect(await screen.findByText('订单号格式不正确（A开头17位）')).toBeTruthy();
    expect(await screen.findByText('请输入3–11位数字')).toBeTruthy();
    expect(currentPath(router)).toBe('/appointments?customer_phone=13a&order_no=S123&state=nope');
    expect(queries.length).toBe(sent);
  });

  it('opens an appointment with its wishes, timeline with actors, offers, payments, refund requests and ledger', async () => {
    stubAppointmentsApi();
    const { router, drawer } = await openDrawer('/appointments?state=receive');
    expect(currentPath(router)).toBe(`/appointments/${ORDER_NO}?state=receive`);
    await within(drawer).findByText('订单进度');
    for (const text of [
      '公司拖欠三个月工资，想当面咨询仲裁流程。',
      '西湖区文三路咖啡馆',
      '王先生 13800000009',
      '用户0001 13800000001',
      '周律师 13700000003',
      '用户指定',
      '律所地址：杭州市西湖区文三路 100 号',
      '2025-03-08 14:30 周六',
      '自动完成',
      // The timeline names who acted.
      '支付成功',
      '支付通道 · 2025-03-01 10:01:00',
      '分配律师',
      '运营 · 2025-03-01 10:10:00',
      '拒绝预约',
      '律师 · 2025-03-01 10:20:00',
      '接受预约',
      // Offers and how they ended.
      '派单记录',
      '律师拒绝当天已有安排',
      '已接受',
      // Payments with their state, the refund request with the lawyer's answer, the chat, the ledger.
      'txn-1',
      '成功',
      '约定时间律师没有出现',
      '约定当天已电话说明改期，用户同意',
      '待处理',
      '律师您好，明天下午见面可以吗？',
      '平台托管',
      '支付通道（sandbox）',
      '+¥300.00',
      '-¥300.00',
      '20%',
    ]) {
      expect([text, drawer.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(within(drawer).getByRole('img', { name: '退款图片1' }).getAttribute('src')).toBe(
      detail.refund_records[0]!.images[0],
    );
    expect(within(drawer).getByRole('img', { name: '律师发送的图片' }).getAttribute('src')).toBe(
      detail.transcript[1]!.image_url,
    );

    fireEvent.click(drawer.querySelector('.ant-drawer-close') as HTMLElement);
    await waitFor(() => expect(currentPath(router)).toBe('/appointments?state=receive'));
  });

  it('decides the open refund request from the drawer on the appointment refund endpoint', async () => {
    const { posts } = stubAppointmentsApi();
    const { drawer } = await openDrawer();
    fireEvent.click(await findButtonWithText('处理退款', drawer));
    const dialog = (await screen.findByText(`处理退款申请 · ${ORDER_NO}`)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText('律师未联系：约定时间律师没有出现')).toBeTruthy();
    expect(dialog.textContent).toContain('2025-03-08 14:30 周六 · 周律师');
    expect(dialog.textContent).toContain('退还 ¥300.00，预约将取消，律师不获得收入。');
    fireEvent.click(within(dialog).getByText('部分退款'));
    fireEvent.change(await within(dialog).findByPlaceholderText('最多 300.00'), { target: { value: '100' } });
    await giveReasonAndConfirm(dialog, '处理', '其他', '律师改期未与用户确认');
    await expectOnePost(posts, '/api/v1/admin/appointment-refunds/decide', {
      id: 9,
      decision: 'refund_partial',
      amount: 10000,
      reason_code: 'other',
      text: '律师改期未与用户确认',
    });
  });

  it('keeps 处理退款 disabled while the server offers no decision (the lawyer may still answer)', async () => {
    const due = Date.now() + 3_600_000;
    stubAppointmentsApi({
      detail: () =>
        ok({
          ...detail,
          actions: [],
          refund_records: [{ ...detail.refund_records[0]!, lawyer_answer: null, answer_due_at: due }],
        }),
    });
    const { drawer } = await openDrawer();
    expect(await within(drawer).findByText(`待律师答复 · 截至 ${formatShanghaiDateTime(due)}`)).toBeTruthy();
    expect((await findButtonWithText('处理退款', drawer)).disabled).toBe(true);
  });

  it('leads an appointment waiting for dispatch to the dispatch queue, and offers no refund decision', async () => {
    stubAppointmentsApi({
      detail: () =>
        ok({
          ...detail,
          ...waitingItem,
          actions: ['assign', 'platform_reject'],
          refund_records: [],
          offers: [],
        }),
    });
    const { drawer } = await openDrawer();
    expect(await within(drawer).findByText('尚未派单')).toBeTruthy();
    expect(within(drawer).getByText('去派单').closest('a')?.getAttribute('href')).toBe(
      '/appointment-dispatch',
    );
    expect(drawer.textContent).not.toContain('处理退款');
  });

  it('shows a failed detail with a retry', async () => {
    stubAppointmentsApi({ detail: () => ({ code: 7, msg: '预约不存在', data: null }) });
    renderApp(`/appointments/${ORDER_NO}`);
    const failed = await screen.findByText('数据加载失败');
    const drawer = failed.closest('.ant-drawer') as HTMLElement;
    expect(drawer.textContent).toContain('预约不存在');
    expect(buttonWithText('重试', drawer)).toBeTruthy();
  });
});
