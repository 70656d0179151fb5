import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dialog from 'antd-mobile/es/components/dialog';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { lawyerProfile } from '../../fixtures/lawyer';
import { lawyerUser } from '../../fixtures/users';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';
import {
  acceptedAppointment,
  APPOINTMENT_AT,
  APPOINTMENT_NO,
  appointmentDetail,
  summaryOf,
} from './appointment-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
const DETAIL = `/pages/lawyer/order/detailAppointment?order_no=${APPOINTMENT_NO}`;
const BEFORE = APPOINTMENT_AT - 24 * 3_600_000;

/** The appointment as the assigned lawyer sees it before accepting: the customer's phone masked. */
const offered = () =>
  appointmentDetail({
    state: 'waiting_lawyer',
    state_label: '待律师确认',
    status: 1,
    phone: '139****0001',
    next_deadline_at: Date.UTC(2026, 2, 11, 3, 0),
    actions: ['accept', 'decline'],
  });
/** Accepted, seen by the lawyer: the customer's phone in full; no lawyer_phone for the lawyer. */
const lawyerAccepted = (actions: string[] = []) => acceptedAppointment({ lawyer_phone: null, actions });

let detailAnswer: () => Answer;
let actionAnswer: (body: Record<string, unknown>) => Answer;
let listAnswer: (url: URL) => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BEFORE);
  useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
  detailAnswer = () => ({ data: offered() });
  actionAnswer = () => ({ data: lawyerAccepted() });
  listAnswer = () => ({ data: pageOf([], 1, 5) });
  api = mockApi({
    '/api/v1/order/appointment/detail': () => detailAnswer(),
    '/api/v1/order/appointment/action': (_url, init) =>
      actionAnswer(JSON.parse(String(init?.body)) as Record<string, unknown>),
    '/api/v1/lawyer/order/appointment': (url) => listAnswer(url),
    '/api/v1/lawyer/order/service': () => ({ data: pageOf([], 1, 5) }),
    [`/api/v1/lawyer/detail`]: () => ({ data: lawyerProfile }),
    '/api/v1/order/appointment/hours': () => ({ data: { opens_minute: 480, closes_minute: 1260 } }),
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

describe('线下预约详情 (lawyer)', { timeout: 20_000 }, () => {
  it('offered: the masked phone, until when to answer, and accepting shows the full phone', async () => {
    renderAppAt(`#${DETAIL}`);
    expect(
      await screen.findByText('请在 2026-03-11 11:00 前确认是否接受，超时将由平台重新分配', {}, PAGE),
    ).toBeTruthy();
    const facts = screen.getByRole('region', { name: '预约信息' });
    expect(facts.textContent).toContain('139****0001（接受预约后可查看完整号码）');
    expect(within(facts).queryByRole('link')).toBeNull();
    expect(actionButtons()).toEqual(['接受预约', '拒绝预约']);

    fireEvent.click(screen.getByRole('button', { name: '接受预约' }));
    await tapDialog('确定');
    const call = await screen.findByRole('link', { name: '拨打用户电话 13900000001' }, PAGE);
    expect(call.getAttribute('href')).toBe('tel:13900000001');
    expect(posted()).toEqual([{ order_no: APPOINTMENT_NO, action: 'accept' }]);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已接受预约'));
  });

  it('proposes another time with the slot picker (from 2 h ahead on), after a confirm naming it', async () => {
    // Booked an hour from now: the picker opens on the first half hour it may offer, 2 h ahead.
    const soon = BEFORE + 3_600_000; // 2026-03-11 15:00 in Shanghai
    detailAnswer = () => ({
      data: { ...offered(), appointment_at: soon, actions: ['accept', 'decline', 'propose_time'] },
    });
    const proposedAt = BEFORE + 2 * 3_600_000; // 16:00
    actionAnswer = () => ({
      data: {
        ...offered(),
        appointment_at: soon,
        state: 'time_proposed',
        state_label: '待确认新时间',
        status: null,
        proposed_at: proposedAt,
        actions: [],
      },
    });
    renderAppAt(`#${DETAIL}`);
    fireEvent.click(await screen.findByRole('button', { name: '建议其他时间' }, PAGE));
    const picker = await screen.findByRole('dialog', { name: '建议其他时间' }, PAGE);
    const selected = [...picker.querySelectorAll('.adm-picker-view-column-item-active')].map(
      (item) => item.textContent,
    );
    expect(selected).toEqual(['2026年', '03月', '11日 周三', '16时', '00分']);
    fireEvent.click(within(picker).getByRole('button', { name: /Done|完成/ }));
    expect(await screen.findByText(/向用户建议改为 2026-03-11 16:00 周三/, {}, PAGE)).toBeTruthy();
    await tapDialog('确定');
    await waitFor(() =>
      expect(posted()).toEqual([
        { order_no: APPOINTMENT_NO, action: 'propose_time', appointment_at: proposedAt },
      ]),
    );
    expect(await screen.findByText(/已建议改为 2026-03-11 16:00，等待用户确认/, {}, PAGE)).toBeTruthy();
  });

  it('declines with a reason from the sheet', async () => {
    actionAnswer = () => ({
      data: appointmentDetail({ state: 'waiting_platform', phone: '139****0001', actions: [] }),
    });
    renderAppAt(`#${DETAIL}`);
    fireEvent.click(await screen.findByRole('button', { name: '拒绝预约' }, PAGE));
    const reason = await screen.findByRole('textbox', { name: '拒绝原因' }, PAGE);
    fireEvent.click(screen.getByText('确认拒绝'));
    expect(showToast).toHaveBeenCalledWith('请至少填写2个字');
    expect(posted()).toEqual([]);
    fireEvent.change(reason, { target: { value: '当天已有庭审安排' } });
    fireEvent.click(screen.getByText('确认拒绝'));
    await waitFor(() =>
      expect(posted()).toEqual([{ order_no: APPOINTMENT_NO, action: 'decline', reason: '当天已有庭审安排' }]),
    );
    expect(await screen.findByText('您未接受该预约，平台将为用户另行安排律师', {}, PAGE)).toBeTruthy();
  });

  it('accepted, before the appointment time: no 已面谈 yet, and when it becomes possible', async () => {
    detailAnswer = () => ({ data: lawyerAccepted() });
    renderAppAt(`#${DETAIL}`);
    expect(await screen.findByText('预约时间 2026-03-12 14:00 之后可标记「已面谈」', {}, PAGE)).toBeTruthy();
    expect(screen.getByText('请于 2026-03-12 14:00 与用户面谈，可直接电话联系用户')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull();
  });

  it('accepted, after the appointment time: 已面谈 after a confirm finishes it', async () => {
    vi.setSystemTime(APPOINTMENT_AT + 3_600_000);
    detailAnswer = () => ({ data: lawyerAccepted(['mark_met']) });
    actionAnswer = () => ({
      data: acceptedAppointment({
        state: 'finished',
        state_label: '已完成',
        lawyer_phone: null,
        actions: [],
      }),
    });
    renderAppAt(`#${DETAIL}`);
    expect(await screen.findByText(/面谈后请标记已面谈；2026-03-15 14:00 将自动完成/, {}, PAGE)).toBeTruthy();
    expect(actionButtons()).toEqual(['已面谈']);
    fireEvent.click(screen.getByRole('button', { name: '已面谈' }));
    await tapDialog('确定');
    expect(await screen.findByText('预约已完成', {}, PAGE)).toBeTruthy();
    expect(posted()).toEqual([{ order_no: APPOINTMENT_NO, action: 'mark_met' }]);
  });

  it('shows an appointment no longer the lawyer’s as not found, with the way back to the workbench', async () => {
    detailAnswer = () => ({ code: 7, msg: '无权操作' });
    renderAppAt(`#${DETAIL}`);
    expect(await screen.findByText('订单不存在或无权查看', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回工作台' })).toBeTruthy();
  });
});

describe('线下预约 on the workbench', { timeout: 20_000 }, () => {
  it('counts the appointments waiting for an answer and those to be met, each opening the lawyer’s page', async () => {
    const totals: Record<string, number> = { waiting: 1, upcoming: 4 };
    listAnswer = (url) => {
      const group = url.searchParams.get('group') ?? 'all';
      return group === 'waiting'
        ? { data: pageOf([summaryOf(offered())], 1, 5, 1) }
        : { data: pageOf([], 1, 5, totals[group] ?? 0) };
    };
    renderAppAt('#/');
    const section = await screen.findByRole('region', { name: '线下预约' }, PAGE);
    const card = await within(section).findByRole(
      'link',
      { name: '线下咨询 · 离婚纠纷，李女士，待律师确认' },
      PAGE,
    );
    expect(card.getAttribute('href')).toBe(`#${DETAIL}`);
    await within(section).findByRole('tab', { name: '待面谈4' }, PAGE);
    expect(
      within(section)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['待确认1', '待面谈4', '全部预约']);

    fireEvent.click(within(section).getByRole('tab', { name: '全部预约' }));
    expect(await within(section).findByText('暂无线下预约', {}, PAGE)).toBeTruthy();
    expect(api.calls('/api/v1/lawyer/order/appointment').at(-1)?.url.search).toBe(
      '?group=all&page=1&page_size=5',
    );
  });
});
