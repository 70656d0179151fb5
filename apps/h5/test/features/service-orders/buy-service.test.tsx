import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { ORDER_HANDOFF_KEY } from '../../../src/features/service-orders/order-handoff';
import { SERVICE_DRAFT_KEY } from '../../../src/features/service-orders/service-draft';
import { customerUser } from '../../fixtures/users';
import { lawyerDetail } from '../../support/directory-fixtures';
import { mockApi, type Answer } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import { ORDER_NO, orderDetail, unpaidOrder } from './order-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
const DESCRIPTION = '公司拖欠工资三个月，想申请劳动仲裁。';
let detailAnswer: () => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  detailAnswer = () => ({ data: unpaidOrder() });
  api = mockApi({
    '/api/v1/lawyer/detail': () => ({ data: lawyerDetail() }),
    '/api/v1/order/service': () => ({ data: unpaidOrder() }),
    '/api/v1/payment': () => ({
      data: { kind: 'sandbox', cashier_url: `/pages/common/cashier?order_no=${ORDER_NO}`, payment_id: 'p1' },
    }),
    '/api/v1/order/service/detail': () => detailAnswer(),
    '/api/v1/payment/sandbox/confirm': () => ({ data: orderDetail() }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (path: string) => JSON.parse(String(api.calls(path).at(-1)?.init?.body)) as unknown;

describe('服务详情', () => {
  it('asks for a lawyer when opened without one', async () => {
    renderAppAt('#/pages/customer/order/service/create');
    expect(await screen.findByText('请先在律师主页选择要购买服务的律师', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去找律师' })).toBeTruthy();
  });

  it('preselects config_id, checks the description with the contract and keeps the draft for 确认订单', async () => {
    renderAppAt('#/pages/customer/order/service/create?lawyer_uuid=lawyer-0001&config_id=3');
    const services = await screen.findByRole('radiogroup', { name: '选择服务' }, PAGE);
    expect(
      within(services)
        .getByRole('radio', { name: /合同审查/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(screen.getByRole('group', { name: '下一步' })).getByText('¥299.00')).toBeTruthy();

    fireEvent.click(within(services).getByRole('radio', { name: /图文咨询/ }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(showToast).toHaveBeenCalledWith('问题描述至少10个字');
    expect(currentHashAddress()).toContain('/service/create');

    fireEvent.change(screen.getByRole('textbox', { name: '问题描述' }), { target: { value: DESCRIPTION } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/order/service/confirm'));
    expect(JSON.parse(sessionStorage.getItem(SERVICE_DRAFT_KEY) ?? '{}')).toMatchObject({
      lawyer_uuid: 'lawyer-0001',
      config_id: 1,
      description: DESCRIPTION,
    });
  });

  it('shows the load failure with a retry', async () => {
    api = mockApi({ '/api/v1/lawyer/detail': () => ({ code: 7, msg: '系统繁忙' }) });
    renderAppAt('#/pages/customer/order/service/create?lawyer_uuid=lawyer-0001');
    expect(await screen.findByText('加载失败，请检查网络后重试', {}, PAGE)).toBeTruthy();
  });
});

describe('确认订单', () => {
  const draft = { lawyer_uuid: 'lawyer-0001', config_id: 1, description: DESCRIPTION, images: [] };

  it('says the order information is gone without a draft', async () => {
    renderAppAt('#/pages/customer/order/service/confirm');
    expect(await screen.findByText('订单信息已失效，请重新选择服务', {}, PAGE)).toBeTruthy();
  });

  it('needs the agreement, then creates the order, asks for the payment and opens the cashier', async () => {
    sessionStorage.setItem(SERVICE_DRAFT_KEY, JSON.stringify(draft));
    renderAppAt('#/pages/customer/order/service/confirm');
    expect(await screen.findByText(DESCRIPTION, {}, PAGE)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '订单信息' })).getByText('图文咨询')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(showToast).toHaveBeenCalledWith('请先阅读并同意《用户协议》');
    expect(api.calls('/api/v1/order/service')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('同意用户协议'));
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(
      () => expect(currentHashAddress()).toBe(`/pages/common/cashier?order_no=${ORDER_NO}`),
      PAGE,
    );
    expect(bodyOf('/api/v1/order/service')).toEqual({
      lawyer_uuid: 'lawyer-0001',
      config_id: 1,
      description: DESCRIPTION,
      images: [],
      files: [],
    });
    expect(bodyOf('/api/v1/payment')).toMatchObject({
      app_scene: 'h5',
      scene: 'service',
      order_no: ORDER_NO,
    });
    expect(sessionStorage.getItem(SERVICE_DRAFT_KEY)).toBeNull();
  });

  it('pays from the order: back from the cashier is the unpaid order, and 服务详情 left the history', async () => {
    sessionStorage.setItem(SERVICE_DRAFT_KEY, JSON.stringify(draft));
    renderAppAt('#/pages/customer/order/service/create?lawyer_uuid=lawyer-0001');
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }, PAGE));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/order/service/confirm'));
    fireEvent.click(await screen.findByLabelText('同意用户协议', {}, PAGE));
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(
      () => expect(currentHashAddress()).toBe(`/pages/common/cashier?order_no=${ORDER_NO}`),
      PAGE,
    );
    expect(api.calls('/api/v1/order/service')).toHaveLength(1);
    expect(api.calls('/api/v1/payment')).toHaveLength(1);

    // Back: the order, unpaid, with 去支付 — the one entry under the cashier.
    act(() => window.history.back());
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/customer/order/service/detail?order_no=${ORDER_NO}`),
    );
    expect(await screen.findByRole('button', { name: '去支付' }, PAGE)).toBeTruthy();
    expect((window.history.state as { idx: number }).idx).toBe(0);
    // Coming back to the order does not start paying again.
    expect(api.calls('/api/v1/payment')).toHaveLength(1);
    expect(sessionStorage.getItem(ORDER_HANDOFF_KEY)).toBeNull();

    // 取消 at the cashier also goes back to the order rather than opening it again on top.
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(currentHashAddress()).toBe(`/pages/common/cashier?order_no=${ORDER_NO}`));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }, PAGE));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/customer/order/service/detail?order_no=${ORDER_NO}`),
    );
    expect((window.history.state as { idx: number }).idx).toBe(0);
  });

  it('a stale hand-off does not turn a new 服务详情 into an old order', async () => {
    sessionStorage.setItem(
      ORDER_HANDOFF_KEY,
      JSON.stringify({ order_no: ORDER_NO, lawyer_uuid: 'lawyer-0001', at: Date.now() - 120_000 }),
    );
    renderAppAt('#/pages/customer/order/service/create?lawyer_uuid=lawyer-0001');
    expect(await screen.findByRole('radiogroup', { name: '选择服务' }, PAGE)).toBeTruthy();
    expect(currentHashAddress()).toBe('/pages/customer/order/service/create?lawyer_uuid=lawyer-0001');
  });
});

describe('模拟收银台 and 支付成功', () => {
  it('shows a missing order number as not found', async () => {
    renderAppAt('#/pages/common/cashier');
    expect(await screen.findByText('订单不存在或无权查看', {}, PAGE)).toBeTruthy();
    expect(api.calls('/api/v1/order/service/detail')).toHaveLength(0);
  });

  it('pays the unpaid order and shows 支付成功 with the amount', async () => {
    renderAppAt(`#/pages/common/cashier?order_no=${ORDER_NO}`);
    expect(await screen.findByText(ORDER_NO, {}, PAGE)).toBeTruthy();
    expect(screen.getByText('¥49.00')).toBeTruthy();
    detailAnswer = () => ({ data: orderDetail() });
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    const result = await screen.findByRole('region', { name: '支付结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(within(result).getByText('¥49.00')).toBeTruthy();
    expect(currentHashAddress()).toBe(`/pages/customer/order/service/success?order_no=${ORDER_NO}`);
    expect(bodyOf('/api/v1/payment/sandbox/confirm')).toEqual({ order_no: ORDER_NO });

    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(await screen.findByText('律师将在24小时内接单，超时自动退款', {}, PAGE)).toBeTruthy();
  });

  it('sends 取消 back to the order, and says a paid order needs no payment', async () => {
    detailAnswer = () => ({ data: orderDetail() });
    renderAppAt(`#/pages/common/cashier?order_no=${ORDER_NO}`);
    expect(await screen.findByText('该订单无需支付（待接单）', {}, PAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/customer/order/service/detail?order_no=${ORDER_NO}`),
    );
  });
});
