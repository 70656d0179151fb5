import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { refundRequest } from '../../fixtures/refund-request';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import { ORDER_NO, orderDetail, unpaidOrder } from './order-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
let listAnswer: (url: URL) => Answer;
let detailAnswer: () => Answer;
let actionAnswer: (body: Record<string, unknown>) => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  listAnswer = () => ({ data: pageOf([orderDetail()], 1, 10) });
  detailAnswer = () => ({ data: orderDetail() });
  actionAnswer = () => ({ data: orderDetail() });
  api = mockApi({
    '/api/v1/order/service': (url) => listAnswer(url),
    '/api/v1/lawyer/order/service': (url) => listAnswer(url),
    '/api/v1/order/service/detail': () => detailAnswer(),
    '/api/v1/order/service/action': (_url, init) =>
      actionAnswer(JSON.parse(String(init?.body)) as Record<string, unknown>),
    '/api/v1/payment': () => ({
      data: { kind: 'sandbox', cashier_url: `/pages/common/cashier?order_no=${ORDER_NO}`, payment_id: 'p1' },
    }),
    '/api/v1/lawyer/detail': () => ({ data: lawyerProfile }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const posted = () =>
  api.calls('/api/v1/order/service/action').map((call) => JSON.parse(String(call.init?.body)));
const tapDialog = async (name: string) => {
  const dialog = await screen.findByRole('dialog', {}, PAGE);
  await act(async () => fireEvent.click(within(dialog).getByText(name)));
};

describe('服务记录', () => {
  it('lists the orders with service, lawyer, state, price and time, each opening its order', async () => {
    renderAppAt('#/pages/customer/order/service/list');
    const card = await screen.findByRole('link', { name: '图文咨询，王建国 律师，待接单' }, PAGE);
    expect(card.textContent).toContain('¥49.00');
    expect(card.textContent).toContain('2026-03-10 10:00');
    expect(card.getAttribute('href')).toBe(`#/pages/customer/order/service/detail?order_no=${ORDER_NO}`);
    expect(api.calls('/api/v1/order/service')[0]?.url.search).toBe('?page=1&page_size=10');
  });

  it('asks for one group per tab and keeps the tab in the address', async () => {
    renderAppAt('#/pages/customer/order/service/list');
    await screen.findByRole('link', { name: /图文咨询/ }, PAGE);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '待付款',
      '待接单',
      '服务中',
      '退款中',
      '已完成',
      '已取消',
    ]);
    listAnswer = () => ({ data: pageOf([], 1, 10) });
    fireEvent.click(screen.getByRole('tab', { name: '服务中' }));
    expect(await screen.findByText('暂无服务中的订单', {}, PAGE)).toBeTruthy();
    expect(currentHashAddress()).toBe('/pages/customer/order/service/list?group=serving');
    expect(api.calls('/api/v1/order/service').at(-1)?.url.search).toBe('?group=serving&page=1&page_size=10');

    fireEvent.click(screen.getByRole('tab', { name: '退款中' }));
    expect(await screen.findByText('暂无退款中的订单', {}, PAGE)).toBeTruthy();
    expect(currentHashAddress()).toBe('/pages/customer/order/service/list?group=refunding');
  });

  it('opens on the tab named in the address, and on 全部 for an unknown one', async () => {
    const { unmount } = renderAppAt('#/pages/customer/order/service/list?group=cancelled');
    await screen.findByRole('link', { name: /图文咨询/ }, PAGE);
    expect(screen.getByRole('tab', { name: '已取消' }).getAttribute('aria-selected')).toBe('true');
    expect(api.calls('/api/v1/order/service').at(-1)?.url.search).toBe(
      '?group=cancelled&page=1&page_size=10',
    );
    unmount();
    renderAppAt('#/pages/customer/order/service/list?group=pending');
    await screen.findAllByRole('link', { name: /图文咨询/ }, PAGE);
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the empty list with the way to a lawyer, and a failure with a retry', async () => {
    listAnswer = () => ({ data: pageOf([], 1, 10) });
    const { unmount } = renderAppAt('#/pages/customer/order/service/list');
    expect(await screen.findByText('暂无服务记录', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去找律师' })).toBeTruthy();
    unmount();
    listAnswer = () => ({ code: 7, msg: '系统繁忙' });
    renderAppAt('#/pages/customer/order/service/list');
    expect(await screen.findByText('加载失败，请检查网络后重试', {}, PAGE)).toBeTruthy();
  });
});

describe('律师服务详情 (customer)', () => {
  it('shows what happens next, the lawyer with 联系律师, the timeline, and cancels after a confirm', async () => {
    renderAppAt(`#/pages/customer/order/service/detail?order_no=${ORDER_NO}`);
    expect(await screen.findByText('律师将在24小时内接单，超时自动退款', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: '联系律师' }).getAttribute('href')).toBe(
      '#/pages/customer/chat/index?lawyer_uuid=lawyer-0001',
    );
    const timeline = screen.getByRole('region', { name: '订单进度' });
    expect(within(timeline).getByText('支付成功')).toBeTruthy();
    expect(within(timeline).queryByText('SBX0001')).toBeNull();
    // Paid (待接单): nothing to pay, the lifecycle has no payment leaving this state.
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();

    actionAnswer = () => ({ data: orderDetail({ state: 'cancelled', state_label: '已取消', actions: [] }) });
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    await tapDialog('确定');
    expect(await screen.findByText('订单已取消，已付款项将原路退回', {}, PAGE)).toBeTruthy();
    expect(posted()).toEqual([{ order_no: ORDER_NO, action: 'cancel' }]);
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });

  it('pays an unpaid order through the cashier', async () => {
    detailAnswer = () => ({ data: unpaidOrder() });
    renderAppAt(`#/pages/customer/order/service/detail?order_no=${ORDER_NO}`);
    const pay = await screen.findByRole('button', { name: '去支付' }, PAGE);
    // 去支付 beside the customer's own transition from 待支付 (close: 取消订单), as the lifecycle has them.
    expect(screen.getByRole('button', { name: '取消订单' })).toBeTruthy();
    fireEvent.click(pay);
    await waitFor(() => expect(currentHashAddress()).toBe(`/pages/common/cashier?order_no=${ORDER_NO}`));
  });

  it('asks for a refund with a reason while in service, and shows the delivery with its attachments', async () => {
    detailAnswer = () => ({
      data: orderDetail({
        state: 'pending',
        state_label: '服务中',
        images: ['/api/v1/upload/image/desc000001?e=1&s=a'],
        delivered_at: Date.UTC(2026, 2, 11),
        delivery_note: '已给出仲裁建议',
        delivery_attachments: [
          '/api/v1/upload/image/deliv00001?e=1&s=a',
          '/api/v1/upload/image/deliv00002?e=1&s=a',
        ],
        actions: ['confirm', 'request_refund'],
      }),
    });
    actionAnswer = () => ({
      data: orderDetail({
        state: 'pending',
        state_label: '服务中',
        refund_open: 1,
        actions: [],
        refund_requests: [
          refundRequest({
            text: '没有回答问题',
            created_at: Date.UTC(2026, 2, 12),
            answer_due_at: Date.UTC(2026, 2, 13),
          }),
        ],
      }),
    });
    renderAppAt(`#/pages/customer/order/service/detail?order_no=${ORDER_NO}`);
    expect(await screen.findByText('律师已交付，请确认完成；交付72小时后自动完成', {}, PAGE)).toBeTruthy();
    const delivery = screen.getByRole('region', { name: '交付内容' });
    expect(within(delivery).getByText('已给出仲裁建议')).toBeTruthy();
    expect(
      within(delivery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['交付附件1', '交付附件2']);
    expect(
      within(screen.getByRole('region', { name: '问题描述' })).getByRole('img', { name: '问题图片1' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: '退款进度' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '申请退款' }));
    fireEvent.click(await screen.findByText('提交申请', {}, PAGE));
    expect(posted()).toEqual([]);
    fireEvent.click(screen.getByText('服务内容不符'));
    fireEvent.change(screen.getByRole('textbox', { name: '退款说明（选填）' }), {
      target: { value: '没有回答问题' },
    });
    fireEvent.click(screen.getByText('提交申请'));
    expect(
      await screen.findByText(
        '退款申请已提交，律师将在 2026-03-13 08:00 前答复（同意退款或说明情况），之后由平台处理',
        {},
        PAGE,
      ),
    ).toBeTruthy();
    expect(posted()).toEqual([
      {
        order_no: ORDER_NO,
        action: 'request_refund',
        reason: '服务内容不符',
        text: '没有回答问题',
        images: [],
        files: [],
      },
    ]);
    const progress = screen.getByRole('region', { name: '退款进度' });
    expect(within(progress).getByText('待审核')).toBeTruthy();
    expect(within(progress).getByText('没有回答问题')).toBeTruthy();
  });

  it('shows one not-found state for a malformed or refused order number', async () => {
    const { unmount } = renderAppAt('#/pages/customer/order/service/detail?order_no=x');
    expect(await screen.findByText('订单不存在或无权查看', {}, PAGE)).toBeTruthy();
    expect(api.calls('/api/v1/order/service/detail')).toHaveLength(0);
    unmount();
    detailAnswer = () => ({ code: 7, msg: '无权操作' });
    renderAppAt(`#/pages/customer/order/service/detail?order_no=${ORDER_NO}`);
    expect(await screen.findByText('订单不存在或无权查看', {}, PAGE)).toBeTruthy();
  });
});

describe('lawyer side', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    detailAnswer = () => ({ data: orderDetail({ actions: ['accept', 'reject'] }) });
  });

  it('rejects with a reason from the sheet', async () => {
    actionAnswer = () => ({ data: orderDetail({ state: 'cancelled', state_label: '已取消', actions: [] }) });
    renderAppAt(`#/pages/lawyer/order/detailService?order_no=${ORDER_NO}`);
    expect(await screen.findByText('用户5678', {}, PAGE)).toBeTruthy();
    expect(screen.getByText('请在24小时内接单，超时订单将自动取消并退款')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '拒绝接单' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '拒绝原因' }, PAGE), {
      target: { value: '近期排期已满' },
    });
    fireEvent.click(screen.getByText('确认拒绝'));
    await waitFor(() =>
      expect(posted()).toEqual([{ order_no: ORDER_NO, action: 'reject', reason: '近期排期已满' }]),
    );
  });

  it('accepts after a confirm, then delivers with a note', async () => {
    actionAnswer = (body) =>
      body.action === 'accept'
        ? { data: orderDetail({ state: 'pending', state_label: '服务中', actions: ['deliver'] }) }
        : {
            data: orderDetail({
              state: 'pending',
              state_label: '服务中',
              delivered_at: Date.UTC(2026, 2, 11),
              delivery_note: '已出具意见',
              actions: [],
            }),
          };
    renderAppAt(`#/pages/lawyer/order/detailService?order_no=${ORDER_NO}`);
    fireEvent.click(await screen.findByRole('button', { name: '接单' }, PAGE));
    await tapDialog('接单');
    fireEvent.click(await screen.findByRole('button', { name: '标记已交付' }, PAGE));
    fireEvent.change(await screen.findByRole('textbox', { name: '交付说明' }, PAGE), {
      target: { value: '已出具意见' },
    });
    fireEvent.click(screen.getByText('确认交付'));
    expect(await screen.findByText('已交付，等待用户确认；交付72小时后自动完成', {}, PAGE)).toBeTruthy();
    expect(posted()).toEqual([
      { order_no: ORDER_NO, action: 'accept' },
      { order_no: ORDER_NO, action: 'deliver', note: '已出具意见', attachments: [], files: [] },
    ]);
  });

  it('shows the waiting, in-service and refunding counts on the workbench, linking to the lawyer page of the order', async () => {
    const totals: Record<string, number> = { serving: 3, refunding: 2 };
    listAnswer = (url) => {
      const group = url.searchParams.get('group') ?? 'all';
      return group === 'waiting' || group === 'all'
        ? { data: pageOf([orderDetail()], 1, 5, 1) }
        : { data: pageOf([], 1, 5, totals[group] ?? 0) };
    };
    renderAppAt('#/');
    const section = await screen.findByRole('region', { name: '待处理订单' }, PAGE);
    const card = await within(section).findByRole('link', { name: '图文咨询，用户5678，待接单' }, PAGE);
    expect(card.getAttribute('href')).toBe(`#/pages/lawyer/order/detailService?order_no=${ORDER_NO}`);
    await within(section).findByRole('tab', { name: '退款中2' }, PAGE);
    expect(
      within(section)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['待接单1', '服务中3', '退款中2', '已完成', '已取消', '全部订单']);

    fireEvent.click(within(section).getByRole('tab', { name: '已完成' }));
    expect(await within(section).findByText('暂无已完成的订单', {}, PAGE)).toBeTruthy();
    expect(api.calls('/api/v1/lawyer/order/service').at(-1)?.url.searchParams.get('group')).toBe('finished');
  });
});
