import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { APPOINTMENT_DRAFT_KEY } from '../../../src/features/appointments/appointment-draft';
import { PAY_HANDOFF_KEY } from '../../../src/features/appointments/pay-handoff';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { customerUser } from '../../fixtures/users';
import { areaTree, lawyerDetail, legalTypeTree } from '../../support/directory-fixtures';
import { mockApi, type Answer } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import { pickAndConfirm } from '../../support/picker';
import {
  APPOINTMENT_NO,
  appointmentConfig,
  appointmentDetail,
  unpaidAppointment,
} from './appointment-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
const DESCRIPTION = '离婚时房产如何分割，想当面咨询律师。';
/** 2026-03-10 10:00:30 in Shanghai (a Tuesday): the earliest bookable time is 12:30. */
const NOW = Date.UTC(2026, 2, 10, 2, 0, 30);
const CASHIER = `/pages/common/cashier?order_no=${APPOINTMENT_NO}`;
const DETAIL = `/pages/customer/order/appointment/detail?order_no=${APPOINTMENT_NO}`;

let detailAnswer: () => Answer;
let configs: unknown[];
let api: ReturnType<typeof mockApi>;
/** A refused submit brings its first field into view (test/setup.ts gives jsdom's elements the method). */
let scrolled: MockInstance<Element['scrollIntoView']>;

beforeEach(() => {
  scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  detailAnswer = () => ({ data: unpaidAppointment() });
  configs = [{ id: 1, scene: 'service', name: '图文咨询', price: 4900, description: '' }, appointmentConfig];
  api = mockApi({
    '/api/v1/lawyer/detail': () => ({ data: lawyerDetail() }),
    '/api/v1/areaCode/tree': () => ({ data: areaTree }),
    '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypeTree }),
    '/api/v1/payment/config': () => ({ data: configs }),
    '/api/v1/order/appointment/hours': () => ({ data: { opens_minute: 480, closes_minute: 1260 } }),
    '/api/v1/order/appointment': () => ({ data: unpaidAppointment() }),
    '/api/v1/order/appointment/detail': () => detailAnswer(),
    '/api/v1/payment': () => ({
      data: { kind: 'sandbox', cashier_url: CASHIER, payment_id: 'p1' },
    }),
    '/api/v1/payment/sandbox/confirm': () => ({ data: appointmentDetail() }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bodyOf = (path: string) => JSON.parse(String(api.calls(path).at(-1)?.init?.body)) as unknown;
/** The message under each refused field, top to bottom. */
const fieldErrors = () =>
  [...document.querySelectorAll('.adm-form-item-feedback-error')].map((error) => error.textContent);
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交预约' }));

async function fillForm() {
  fireEvent.change(screen.getByPlaceholderText('您的称呼'), { target: { value: '李女士' } });
  fireEvent.click(screen.getByRole('button', { name: '所在城市' }));
  await pickAndConfirm('广东省', '深圳市');
  await waitFor(
    () => expect(screen.getByRole('button', { name: '所在城市' }).textContent).toBe('广东省 深圳市'),
    PAGE,
  );
  fireEvent.click(screen.getByRole('button', { name: '咨询类型' }));
  fireEvent.click(within(await screen.findByRole('group', { name: '咨询类型' })).getByText('离婚纠纷'));
  await waitFor(() => expect(screen.getByRole('button', { name: '咨询类型' }).textContent).toBe('离婚纠纷'));
  fireEvent.click(screen.getByRole('button', { name: '预约时间' }));
  await screen.findByRole('dialog', { name: '预约时间' });
  fireEvent.click(screen.getByRole('button', { name: /Done|完成/ }));
  fireEvent.change(screen.getByPlaceholderText(/请简要描述/), { target: { value: DESCRIPTION } });
}

describe('线下咨询预约表单', { timeout: 20_000 }, () => {
  it('shows the chosen lawyer, the price and the user’s phone, and says each missing field under it', async () => {
    renderAppAt('#/pages/customer/order/appointment/create?lawyer_uuid=lawyer-0001');
    expect(await screen.findByText('王建国 律师', {}, PAGE)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '提交预约' })).getByText('¥300.00')).toBeTruthy();
    expect(screen.getByDisplayValue(customerUser.phone)).toBeTruthy();

    submit();
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        '请填写联系人',
        '请选择所在城市',
        '请选择咨询类型',
        '请选择预约时间',
        '请填写问题描述',
      ]),
    );
    expect(showToast).toHaveBeenCalledWith('请填写联系人');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(api.calls('/api/v1/order/appointment')).toHaveLength(0);
  });

  it('says the platform assigns a lawyer when none was chosen', async () => {
    renderAppAt('#/pages/customer/order/appointment/create');
    expect(await screen.findByText(/未指定律师：平台将根据您所在的城市和咨询类型/, {}, PAGE)).toBeTruthy();
    expect(api.calls('/api/v1/lawyer/detail')).toHaveLength(0);
  });

  it('opens the picker on the earliest bookable time and refuses one that has become too soon', async () => {
    renderAppAt('#/pages/customer/order/appointment/create');
    await screen.findByRole('button', { name: '提交预约' }, PAGE);
    fireEvent.click(screen.getByRole('button', { name: '预约时间' }));
    await screen.findByRole('dialog', { name: '预约时间' });
    const selected = [...document.querySelectorAll('.adm-picker-view-column-item-active')].map(
      (item) => item.textContent,
    );
    expect(selected).toEqual(['2026年', '03月', '10日 周二', '12时', '30分']);
    // Only the half hours within 08:00–21:00 (from 12 o'clock on, the first day).
    const minuteColumn = [...document.querySelectorAll('.adm-picker-view-column')].at(-1);
    const minutes = [...(minuteColumn?.querySelectorAll('.adm-picker-view-column-item') ?? [])];
    expect(minutes.map((item) => item.textContent)).toEqual(['30分']);
    expect(screen.getByText('可预约2小时后至60天内，每天08:00–21:00的整点或半点')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Done|完成/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '预约时间' }).textContent).toBe('2026-03-10 12:30 周二'),
    );

    // Half an hour later the same time is less than 2 h ahead: refused under the field.
    vi.setSystemTime(NOW + 31 * 60_000);
    submit();
    await waitFor(() => expect(fieldErrors()).toContain('预约时间需至少提前2小时'));
  });

  it('keeps what was filled in through a reload, for the same lawyer only, until it is booked', async () => {
    renderAppAt('#/pages/customer/order/appointment/create?lawyer_uuid=lawyer-0001');
    await screen.findByText('王建国 律师', {}, PAGE);
    fireEvent.change(screen.getByPlaceholderText('您的称呼'), { target: { value: '李女士' } });
    fireEvent.change(screen.getByPlaceholderText(/请简要描述/), { target: { value: DESCRIPTION } });
    cleanup();
    renderAppAt('#/pages/customer/order/appointment/create?lawyer_uuid=lawyer-0001');
    await screen.findByText('王建国 律师', {}, PAGE);
    expect(screen.getByDisplayValue('李女士')).toBeTruthy();
    expect(screen.getAllByDisplayValue(DESCRIPTION).length).toBeGreaterThan(0);
    cleanup();
    renderAppAt('#/pages/customer/order/appointment/create');
    await screen.findByRole('button', { name: '提交预约' }, PAGE);
    expect(screen.queryByDisplayValue('李女士')).toBeNull();
  });

  it('says when the platform offers no appointments', async () => {
    configs = [];
    renderAppAt('#/pages/customer/order/appointment/create');
    expect(await screen.findByText('线下咨询预约暂未开放，请稍后再试', {}, PAGE)).toBeTruthy();
  });

  it('creates, pays in the cashier, and back from the cashier is the unpaid appointment with 去支付', async () => {
    renderAppAt('#/pages/customer/order/appointment/create?lawyer_uuid=lawyer-0001');
    await screen.findByText('王建国 律师', {}, PAGE);
    await fillForm();
    submit();
    // The lawyer practises in 北京, the meeting is in 深圳: booked only once the customer confirms.
    const warning = await screen.findByText(
      /所选律师执业地在北京市 北京城区，与面谈城市广东省 深圳市不同/,
      {},
      PAGE,
    );
    expect(warning).toBeTruthy();
    expect(api.calls('/api/v1/order/appointment')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '继续预约' }));
    await waitFor(() => expect(currentHashAddress()).toBe(CASHIER), PAGE);
    expect(bodyOf('/api/v1/order/appointment')).toEqual({
      name: '李女士',
      phone: customerUser.phone,
      area_code: '440300',
      legal_type_id: 2,
      appointment_at: Date.UTC(2026, 2, 10, 4, 30),
      description: DESCRIPTION,
      lawyer_uuid: 'lawyer-0001',
      other_city_confirmed: true,
    });
    expect(bodyOf('/api/v1/payment')).toMatchObject({
      app_scene: 'h5',
      scene: 'appointment',
      order_no: APPOINTMENT_NO,
    });
    expect(await screen.findByText('线下咨询 · 离婚纠纷', {}, PAGE)).toBeTruthy();

    act(() => window.history.back());
    await waitFor(() => expect(currentHashAddress()).toBe(DETAIL));
    expect(await screen.findByRole('button', { name: '去支付' }, PAGE)).toBeTruthy();
    expect(screen.getByText(/请在 2026-03-10 10:15 前完成支付/)).toBeTruthy();
    // The form left the history: the detail is the first entry, and it does not pay again by itself.
    expect((window.history.state as { idx: number }).idx).toBe(0);
    expect(api.calls('/api/v1/payment')).toHaveLength(1);
    expect(sessionStorage.getItem(PAY_HANDOFF_KEY)).toBeNull();
    expect(sessionStorage.getItem(APPOINTMENT_DRAFT_KEY)).toBeNull();
  });

  it('pays in the cashier and shows 支付成功 with what happens next', async () => {
    renderAppAt(`#${CASHIER}`);
    expect(await screen.findByText(APPOINTMENT_NO, {}, PAGE)).toBeTruthy();
    expect(screen.getByText('线下咨询 · 离婚纠纷')).toBeTruthy();
    expect(screen.getByText('王建国')).toBeTruthy();
    detailAnswer = () => ({ data: appointmentDetail() });
    fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
    const result = await screen.findByRole('region', { name: '支付结果' }, PAGE);
    expect(currentHashAddress()).toBe(`/pages/customer/order/appointment/success?order_no=${APPOINTMENT_NO}`);
    expect(within(result).getByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(within(result).getByText('¥300.00')).toBeTruthy();
    expect(within(result).getByText('平台确认您选择的 王建国 律师，并通知律师')).toBeTruthy();
    expect(within(result).getByText('按约定时间 2026-03-12 14:00 与律师面谈')).toBeTruthy();
    expect(bodyOf('/api/v1/payment/sandbox/confirm')).toEqual({ order_no: APPOINTMENT_NO });

    fireEvent.click(within(result).getByRole('button', { name: '预约记录' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/order/appointment/list'));
  });
});
