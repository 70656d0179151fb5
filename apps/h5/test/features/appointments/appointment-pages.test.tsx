import type { AppointmentDetail } from '@lawbridge/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Dialog from 'antd-mobile/es/components/dialog';
import { renderAntdPortalsWithReact19 } from '../../../src/app/antd-render';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { customerUser } from '../../fixtures/users';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import {
  acceptedAppointment,
  APPOINTMENT_AT,
  APPOINTMENT_NO,
  appointmentDetail,
  CREATED_AT,
  summaryOf,
  unpaidAppointment,
} from './appointment-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
const DETAIL = `/pages/customer/order/appointment/detail?order_no=${APPOINTMENT_NO}`;
const REFUND = `/pages/customer/order/appointment/refund?order_no=${APPOINTMENT_NO}`;
const RESULT = `/pages/customer/order/appointment/refundResult?order_no=${APPOINTMENT_NO}`;
/** Before the appointment time (2026-03-11 10:00 in Shanghai). */
const BEFORE = APPOINTMENT_AT - 28 * 3_600_000;

let listAnswer: (url: URL) => Answer;
let detailAnswer: () => Answer;
let actionAnswer: (body: Record<string, unknown>) => Answer;
let api: ReturnType<typeof mockApi>;

beforeAll(() => renderAntdPortalsWithReact19());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BEFORE);
  sessionStorage.clear();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  listAnswer = () => ({ data: pageOf([summaryOf(appointmentDetail())], 1, 10) });
  detailAnswer = () => ({ data: appointmentDetail() });
  actionAnswer = () => ({ data: appointmentDetail() });
  api = mockApi({
    '/api/v1/order/appointment': (url) => listAnswer(url),
    '/api/v1/order/appointment/detail': () => detailAnswer(),
    '/api/v1/order/appointment/action': (_url, init) =>
      actionAnswer(JSON.parse(String(init?.body)) as Record<string, unknown>),
    '/api/v1/payment': () => ({
      data: {
        kind: 'sandbox',
        cashier_url: `/pages/common/cashier?order_no=${APPOINTMENT_NO}`,
        payment_id: 'p1',
      },
    }),
  });
});
afterEach(() => {
  // Confirm dialogs live outside the app's tree; one still closing must not reach the next test.
  Dialog.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const posted = () =>
  api.calls('/api/v1/order/appointment/action').map((call) => JSON.parse(String(call.init?.body)));
const tapDialog = async (name: string) => {
  const dialog = (await screen.findAllByRole('dialog', {}, PAGE)).at(-1)!;
  await act(async () => fireEvent.click(within(dialog).getByText(name)));
};
const actionButtons = () =>
  within(screen.getByRole('group', { name: '订单操作' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const open = async (route: string, detail: AppointmentDetail) => {
  detailAnswer = () => ({ data: detail });
  renderAppAt(`#${route}`);
  await screen.findByRole('banner', { name: '预约状态' }, PAGE);
};

describe('预约记录', { timeout: 20_000 }, () => {
  it('lists appointments with legal type, lawyer, state, time, place and price, each opening its detail', async () => {
    renderAppAt('#/pages/customer/order/appointment/list');
    const card = await screen.findByRole(
      'link',
      { name: '线下咨询 · 离婚纠纷，王建国 律师，待平台分配' },
      PAGE,
    );
    expect(card.textContent).toContain('预约时间 2026-03-12 14:00');
    expect(card.textContent).toContain('北京市 北京城区');
    expect(card.textContent).toContain('¥300.00');
    expect(card.getAttribute('href')).toBe(`#${DETAIL}`);
    expect(api.calls('/api/v1/order/appointment')[0]?.url.search).toBe('?page=1&page_size=10');
    // 服务记录 is one tap away.
    expect(screen.getByRole('button', { name: '服务记录' })).toBeTruthy();
  });

  it('says the platform assigns when no lawyer is known yet', async () => {
    listAnswer = () => ({ data: pageOf([summaryOf(appointmentDetail({ lawyer: null }))], 1, 10) });
    renderAppAt('#/pages/customer/order/appointment/list');
    expect(await screen.findByRole('link', { name: /平台分配律师/ }, PAGE)).toBeTruthy();
  });

  it('asks for one group per tab and keeps the tab in the address', async () => {
    renderAppAt('#/pages/customer/order/appointment/list');
    await screen.findByRole('link', { name: /线下咨询/ }, PAGE);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '待付款',
      '待接单',
      '已接单',
      '退款中',
      '已完成',
      '已取消',
    ]);
    listAnswer = () => ({ data: pageOf([], 1, 10) });
    fireEvent.click(screen.getByRole('tab', { name: '待接单' }));
    expect(await screen.findByText('暂无待接单的预约', {}, PAGE)).toBeTruthy();
    expect(currentHashAddress()).toBe('/pages/customer/order/appointment/list?group=waiting');
    expect(api.calls('/api/v1/order/appointment').at(-1)?.url.search).toBe(
      '?group=waiting&page=1&page_size=10',
    );
  });

  it('opens on the tab in the address, 全部 for an unknown one, and offers 去找律师 when empty', async () => {
    listAnswer = () => ({ data: pageOf([], 1, 10) });
    const { unmount } = renderAppAt('#/pages/customer/order/appointment/list?group=finished');
    expect(await screen.findByText('暂无已完成的预约', {}, PAGE)).toBeTruthy();
    unmount();
    renderAppAt('#/pages/customer/order/appointment/list?group=nonsense');
    expect(await screen.findByText('暂无预约记录', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '去找律师' })).toBeTruthy();
    expect(api.calls('/api/v1/order/appointment').at(-1)?.url.search).toBe('?page=1&page_size=10');
  });

  it('loads further pages as the list scrolls', async () => {
    // jsdom lays nothing out; InfiniteScroll only checks elements that have an offset parent.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const second = summaryOf(
      appointmentDetail({ order_no: 'A2026031012349999', legal_type_name: '合同纠纷' }),
    );
    listAnswer = (url) =>
      url.searchParams.get('page') === '2'
        ? { data: pageOf([second], 2, 10, 11) }
        : { data: pageOf([summaryOf(appointmentDetail())], 1, 10, 11) };
    renderAppAt('#/pages/customer/order/appointment/list');
    expect(await screen.findByRole('link', { name: /合同纠纷/ }, PAGE)).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(api.calls('/api/v1/order/appointment').map((call) => call.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('shows a failed load with a retry', async () => {
    listAnswer = () => ({ code: 7, msg: '系统繁忙' });
    renderAppAt('#/pages/customer/order/appointment/list');
    expect(await screen.findByText('加载失败，请检查网络后重试', {}, PAGE)).toBeTruthy();
    listAnswer = () => ({ data: pageOf([summaryOf(appointmentDetail())], 1, 10) });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /线下咨询/ }, PAGE)).toBeTruthy();
  });
});

describe('线下咨询预约详情 (customer)', { timeout: 20_000 }, () => {
  it('unpaid: 去支付 opens the cashier', async () => {
    await open(DETAIL, unpaidAppointment());
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/common/cashier?order_no=${APPOINTMENT_NO}`),
    );
    expect(JSON.parse(String(api.calls('/api/v1/payment')[0]?.init?.body))).toMatchObject({
      scene: 'appointment',
      order_no: APPOINTMENT_NO,
    });
  });

  it('unpaid: when to pay by, and 取消预约 after a confirm', async () => {
    await open(DETAIL, unpaidAppointment());
    expect(screen.getByText(/请在 2026-03-10 10:15 前完成支付/)).toBeTruthy();
    expect(actionButtons()).toEqual(['取消预约', '去支付']);

    actionAnswer = () => ({
      data: { ...unpaidAppointment(), state: 'closed', state_label: '已关闭', actions: [] },
    });
    fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
    await tapDialog('确定');
    await waitFor(() => expect(posted()).toEqual([{ order_no: APPOINTMENT_NO, action: 'close' }]));
    expect(await screen.findByText('预约已关闭', {}, PAGE)).toBeTruthy();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('预约已取消'));
    expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull();
  });

  it('waiting for dispatch: the chosen lawyer without a phone, and 申请退款 opening the refund page', async () => {
    await open(DETAIL, appointmentDetail());
    expect(screen.getByText('平台正在确认您选择的律师，确认后将通知律师与您联系')).toBeTruthy();
    expect(screen.getByText('您选择的律师，平台确认后将通知律师')).toBeTruthy();
    expect(screen.queryByText(/律师电话/)).toBeNull();
    const facts = screen.getByRole('region', { name: '预约信息' });
    expect(facts.textContent).toContain('2026-03-12 14:00');
    expect(facts.textContent).toContain('希望在律所面谈');
    expect(actionButtons()).toEqual(['申请退款']);
    fireEvent.click(screen.getByRole('button', { name: '申请退款' }));
    await waitFor(() => expect(currentHashAddress()).toBe(REFUND));
  });

  it('assigned: waiting for the lawyer until the announced time', async () => {
    await open(
      DETAIL,
      appointmentDetail({
        state: 'waiting_lawyer',
        state_label: '待律师确认',
        status: 1,
        next_deadline_at: CREATED_AT + 25 * 3_600_000,
      }),
    );
    expect(
      screen.getByText('已为您安排律师，等待律师确认；2026-03-11 11:00 前未确认将由平台重新分配'),
    ).toBeTruthy();
    expect(screen.getByText('等待律师确认，接单后可查看律师电话')).toBeTruthy();
  });

  it('accepted: the lawyer’s full phone to call, chat with the lawyer, and a reviewed refund', async () => {
    await open(DETAIL, acceptedAppointment());
    expect(screen.getByText('律师已接单，请于 2026-03-12 14:00 按约面谈，可直接电话联系律师')).toBeTruthy();
    const call = screen.getByRole('link', { name: '拨打律师电话 13800000002' });
    expect(call.getAttribute('href')).toBe('tel:13800000002');
    expect(screen.getByRole('link', { name: '联系律师' }).getAttribute('href')).toBe(
      '#/pages/customer/chat/index?lawyer_uuid=lawyer-0001',
    );
    expect(actionButtons()).toEqual(['申请退款']);
  });

  it('refund under review: the request, its state and the way to the result page', async () => {
    await open(
      DETAIL,
      acceptedAppointment({
        refund_open: 1,
        actions: [],
        refund_requests: [
          {
            id: 1,
            reason: '时间冲突',
            text: '临时出差',
            images: [],
            status: 0,
            status_label: '待审核',
            result: null,
            amount: null,
            decision_note: null,
            created_at: CREATED_AT + 7_200_000,
            decided_at: null,
          },
        ],
      }),
    );
    expect(screen.getByText('退款申请已提交，平台将尽快审核')).toBeTruthy();
    const progress = screen.getByRole('region', { name: '退款进度' });
    expect(progress.textContent).toContain('待审核');
    expect(progress.textContent).toContain('临时出差');
    expect(within(progress).getByRole('link', { name: '查看退款详情' }).getAttribute('href')).toBe(
      `#${RESULT}`,
    );
    expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull();
  });

  it('finished appointments offer no actions', async () => {
    await open(
      DETAIL,
      acceptedAppointment({ state: 'finished', state_label: '已完成', status: null, actions: [] }),
    );
    expect(screen.getByText('预约已完成，感谢您的信任')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull();
  });

  it('a rejected appointment says why and that it was refunded', async () => {
    await open(
      DETAIL,
      appointmentDetail({
        state: 'reject',
        state_label: '已拒绝',
        status: 3,
        refunded_amount: 30000,
        reject_reason: '该城市暂无可安排的律师',
        actions: [],
      }),
    );
    expect(screen.getByText('平台未能安排本次预约，已付款项将全额原路退回')).toBeTruthy();
    expect(screen.getByRole('region', { name: '平台说明' }).textContent).toContain('该城市暂无可安排的律师');
    expect(screen.getByRole('region', { name: '订单信息' }).textContent).toContain('已退金额¥300.00');
    expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull();
  });

  it('shows a missing or foreign appointment as not found', async () => {
    detailAnswer = () => ({ code: 7, msg: '无权操作' });
    renderAppAt(`#${DETAIL}`);
    expect(await screen.findByText('订单不存在或无权查看', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看预约记录' })).toBeTruthy();
  });
});

describe('申请退款', { timeout: 20_000 }, () => {
  it('before acceptance: refunded at once and in full (action cancel), then the result', async () => {
    detailAnswer = () => ({ data: appointmentDetail() });
    renderAppAt(`#${REFUND}`);
    expect(
      await screen.findByText('律师尚未接单：提交后立即取消预约，¥300.00 全额原路退回。', {}, PAGE),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(showToast).toHaveBeenCalledWith('请选择退款原因');
    expect(posted()).toEqual([]);

    fireEvent.click(screen.getByText('不需要了'));
    fireEvent.change(screen.getByRole('textbox', { name: '退款说明（选填）' }), {
      target: { value: '  已与对方和解  ' },
    });
    const cancelled = appointmentDetail({
      state: 'cancelled',
      state_label: '已退款',
      status: null,
      refunded_amount: 30000,
      actions: [],
      refund_requests: [
        {
          id: 3,
          reason: '不需要了',
          text: '已与对方和解',
          images: [],
          status: 1,
          status_label: '已同意',
          result: 'full',
          amount: 30000,
          decision_note: '律师接单前申请，全额退款',
          created_at: BEFORE,
          decided_at: BEFORE,
        },
      ],
    });
    actionAnswer = () => ({ data: cancelled });
    detailAnswer = () => ({ data: cancelled });
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    await tapDialog('确定');
    await waitFor(() => expect(currentHashAddress()).toBe(RESULT));
    expect(posted()).toEqual([
      { order_no: APPOINTMENT_NO, action: 'cancel', reason: '不需要了', text: '已与对方和解' },
    ]);
    const result = await screen.findByRole('region', { name: '退款结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '退款成功' })).toBeTruthy();
    expect(within(result).getByText('¥300.00')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('退款成功，费用将原路退回');
    // The refund page left the history: back from the result is the appointment.
    expect((window.history.state as { idx: number }).idx).toBe(0);
  });

  it('after acceptance: reviewed by the platform (action request_refund), the result waiting', async () => {
    detailAnswer = () => ({ data: acceptedAppointment() });
    renderAppAt(`#${REFUND}`);
    expect(await screen.findByText(/律师已接单：退款申请将由平台审核/, {}, PAGE)).toBeTruthy();
    expect(
      [...screen.getByRole('region', { name: '退款原因' }).querySelectorAll('.adm-selector-item')].map(
        (option) => option.textContent,
      ),
    ).toEqual(['时间冲突', '不需要了', '律师未联系', '其他']);
    fireEvent.click(screen.getByText('时间冲突'));
    const waiting = acceptedAppointment({
      refund_open: 1,
      actions: [],
      refund_requests: [
        {
          id: 4,
          reason: '时间冲突',
          text: null,
          images: [],
          status: 0,
          status_label: '待审核',
          result: null,
          amount: null,
          decision_note: null,
          created_at: BEFORE,
          decided_at: null,
        },
      ],
    });
    actionAnswer = () => ({ data: waiting });
    detailAnswer = () => ({ data: waiting });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await tapDialog('确定');
    await waitFor(() => expect(currentHashAddress()).toBe(RESULT));
    expect(posted()).toEqual([{ order_no: APPOINTMENT_NO, action: 'request_refund', reason: '时间冲突' }]);
    const result = await screen.findByRole('region', { name: '退款结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '平台审核中' })).toBeTruthy();
  });

  it('after the appointment time: only 律师未联系 is offered', async () => {
    vi.setSystemTime(APPOINTMENT_AT + 3_600_000);
    detailAnswer = () => ({ data: acceptedAppointment() });
    renderAppAt(`#${REFUND}`);
    expect(
      await screen.findByText(/预约时间（2026-03-12 14:00）已过，仅可因律师未联系申请退款/, {}, PAGE),
    ).toBeTruthy();
    expect(
      [...screen.getByRole('region', { name: '退款原因' }).querySelectorAll('.adm-selector-item')].map(
        (option) => option.textContent,
      ),
    ).toEqual(['律师未联系']);
  });

  it('says when the appointment can no longer be refunded', async () => {
    detailAnswer = () => ({
      data: acceptedAppointment({ state: 'finished', state_label: '已完成', actions: [] }),
    });
    renderAppAt(`#${REFUND}`);
    expect(await screen.findByText('当前预约无法申请退款（已完成）', {}, PAGE)).toBeTruthy();
  });
});

describe('申请退款 result', { timeout: 20_000 }, () => {
  const decided = (overrides: Partial<AppointmentDetail['refund_requests'][number]>) =>
    acceptedAppointment({
      refund_requests: [
        {
          id: 5,
          reason: '律师未联系',
          text: null,
          images: [],
          status: 1,
          status_label: '已同意',
          result: 'partial',
          amount: 15000,
          decision_note: null,
          created_at: BEFORE,
          decided_at: BEFORE + 3_600_000,
          ...overrides,
        },
      ],
    });

  it('a partial refund: the amount and when it was decided', async () => {
    detailAnswer = () => ({
      data: { ...decided({}), state: 'finished', state_label: '已完成', refunded_amount: 15000 },
    });
    renderAppAt(`#${RESULT}`);
    const result = await screen.findByRole('region', { name: '退款结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '部分退款成功' })).toBeTruthy();
    expect(within(result).getByText('¥150.00')).toBeTruthy();
    expect(within(result).getByText(/已于 2026-03-11 11:00 退款/)).toBeTruthy();
    expect(screen.getByRole('region', { name: '退款记录' }).textContent).toContain('部分退款 ¥150.00');
  });

  it('a refused refund: the platform’s reason', async () => {
    detailAnswer = () => ({
      data: decided({
        status: 2,
        status_label: '已拒绝',
        result: null,
        amount: null,
        decision_note: '律师已按约联系',
      }),
    });
    renderAppAt(`#${RESULT}`);
    const result = await screen.findByRole('region', { name: '退款结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '平台未同意退款' })).toBeTruthy();
    expect(within(result).getByText('律师已按约联系')).toBeTruthy();
  });

  it('no request at all: says so, with the way back to the appointment', async () => {
    renderAppAt(`#${RESULT}`);
    expect(await screen.findByText('该预约暂无退款申请', {}, PAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看预约' }));
    await waitFor(() => expect(currentHashAddress()).toBe(DETAIL));
  });
});
