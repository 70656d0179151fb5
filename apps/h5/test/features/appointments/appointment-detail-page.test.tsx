import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../src/lib/toast';
import { refundRequest } from '../../fixtures/refund-request';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import { ownReview } from '../reviews/review-fixtures';
import {
  acceptedAppointment,
  APPOINTMENT_NO,
  appointmentDetail,
  CREATED_AT,
  unpaidAppointment,
} from './appointment-fixtures';
import {
  actionButtons,
  customerAppointmentPages,
  DETAIL,
  openWith,
  PAGE,
  postedActions,
  REFUND,
  RESULT,
  tapDialog,
} from './customer-appointment-pages';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const pages = customerAppointmentPages();

describe('线下咨询预约详情 (customer)', { timeout: 20_000 }, () => {
  it('unpaid: 去支付 opens the cashier', async () => {
    await openWith(pages, DETAIL, unpaidAppointment());
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/common/cashier?order_no=${APPOINTMENT_NO}`),
    );
    expect(JSON.parse(String(pages.api.calls('/api/v1/payment')[0]?.init?.body))).toMatchObject({
      scene: 'appointment',
      order_no: APPOINTMENT_NO,
    });
  });

  it('unpaid: when to pay by, and 取消预约 after a confirm', async () => {
    await openWith(pages, DETAIL, unpaidAppointment());
    expect(screen.getByText(/请在 2026-03-10 10:15 前完成支付/)).toBeTruthy();
    expect(actionButtons()).toEqual(['取消预约', '去支付']);

    pages.answers.action = () => ({
      data: { ...unpaidAppointment(), state: 'closed', state_label: '已关闭', actions: [] },
    });
    fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
    await tapDialog('确定');
    await waitFor(() =>
      expect(postedActions(pages)).toEqual([{ order_no: APPOINTMENT_NO, action: 'close' }]),
    );
    expect(await screen.findByText('预约已关闭', {}, PAGE)).toBeTruthy();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('预约已取消'));
    expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull();
  });

  it('no lawyer yet: an unpaid appointment waits for payment, a paid one is being arranged', async () => {
    await openWith(pages, DETAIL, { ...unpaidAppointment(), lawyer: null, lawyer_chosen: false });
    expect(screen.getByText('支付后平台将为您安排律师，安排后将在这里显示律师信息')).toBeTruthy();
    expect(screen.queryByText(/平台正在为您安排律师/)).toBeNull();
  });

  it('no lawyer yet and paid: the platform is arranging one', async () => {
    await openWith(pages, DETAIL, appointmentDetail({ lawyer: null, lawyer_chosen: false, actions: [] }));
    expect(screen.getByText('平台正在为您安排律师，安排后将在这里显示律师信息')).toBeTruthy();
  });

  it('waiting for dispatch: the chosen lawyer without a phone, and 申请退款 opening the refund page', async () => {
    await openWith(pages, DETAIL, appointmentDetail());
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

  it('a proposed time: shown with its weekday, and 接受新时间 after a confirm', async () => {
    const proposedAt = Date.UTC(2026, 2, 13, 1, 30); // 2026-03-13 09:30 in Shanghai, a Friday
    await openWith(
      pages,
      DETAIL,
      appointmentDetail({
        state: 'time_proposed',
        state_label: '待确认新时间',
        status: null,
        proposed_at: proposedAt,
        actions: ['accept_time', 'decline_time', 'cancel'],
      }),
    );
    const facts = screen.getByRole('region', { name: '预约信息' });
    expect(facts.textContent).toContain('2026-03-12 14:00 周四');
    expect(facts.textContent).toContain('律师建议时间2026-03-13 09:30 周五');
    expect(actionButtons()).toEqual(['接受新时间', '不接受新时间', '申请退款']);
    pages.answers.action = () => ({
      data: acceptedAppointment({
        appointment_at: proposedAt,
        lawyer_office_address: '北京市东城区东直门南大街 1 号',
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: '接受新时间' }));
    await tapDialog('确定');
    await waitFor(() =>
      expect(postedActions(pages)).toEqual([{ order_no: APPOINTMENT_NO, action: 'accept_time' }]),
    );
    expect(await screen.findByText('律所地址 北京市东城区东直门南大街 1 号', {}, PAGE)).toBeTruthy();
  });

  it('cancelled by a partial refund: 已取消, what was refunded, and no review', async () => {
    await openWith(
      pages,
      DETAIL,
      acceptedAppointment({
        state: 'cancelled',
        state_label: '已取消',
        status: null,
        refunded_amount: 10000,
        actions: [],
      }),
    );
    expect(screen.getByRole('heading', { name: '已取消' })).toBeTruthy();
    expect(screen.getByText('预约已取消，部分款项（¥100.00）已原路退回')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /评价/ })).toBeNull();
    expect(pages.api.calls('/api/v1/review/order')).toHaveLength(0);
  });

  it('assigned: waiting for the lawyer until the announced time', async () => {
    await openWith(
      pages,
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
    await openWith(pages, DETAIL, acceptedAppointment());
    expect(screen.getByText('律师已接单，请于 2026-03-12 14:00 按约面谈，可直接电话联系律师')).toBeTruthy();
    const call = screen.getByRole('link', { name: '拨打律师电话 13800000002' });
    expect(call.getAttribute('href')).toBe('tel:13800000002');
    expect(screen.getByRole('link', { name: '联系律师' }).getAttribute('href')).toBe(
      '#/pages/customer/chat/index?lawyer_uuid=lawyer-0001',
    );
    expect(actionButtons()).toEqual(['申请退款']);
  });

  it('the timeline names the lawyer the platform assigned', async () => {
    const [paid] = appointmentDetail().events;
    await openWith(
      pages,
      DETAIL,
      acceptedAppointment({
        events: [
          paid!,
          {
            transition: 'assign',
            label: '分配律师',
            from: 'waiting_platform',
            to: 'waiting_lawyer',
            actor: 'operator',
            amount: null,
            note: '王建国 律师',
            created_at: CREATED_AT + 120_000,
          },
        ],
      }),
    );
    const timeline = screen.getByRole('region', { name: '预约进度' });
    expect(within(timeline).getByText('分配律师')).toBeTruthy();
    expect(within(timeline).getByText('王建国 律师')).toBeTruthy();
  });

  it('refund under review: the request, its state and the way to the result page', async () => {
    await openWith(
      pages,
      DETAIL,
      acceptedAppointment({
        refund_open: 1,
        actions: [],
        refund_requests: [
          refundRequest({
            reason: '时间冲突',
            text: '临时出差',
            created_at: CREATED_AT + 7_200_000,
            answer_due_at: CREATED_AT + 26 * 3_600_000,
          }),
        ],
      }),
    );
    expect(
      screen.getByText(
        '退款申请已提交，律师将在 2026-03-11 12:00 前答复（同意退款或说明情况），之后由平台处理',
      ),
    ).toBeTruthy();
    const progress = screen.getByRole('region', { name: '退款进度' });
    expect(progress.textContent).toContain('待审核');
    expect(progress.textContent).toContain('临时出差');
    expect(within(progress).getByRole('link', { name: '查看退款详情' }).getAttribute('href')).toBe(
      `#${RESULT}`,
    );
    expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull();
  });

  it('finished appointments offer no actions', async () => {
    await openWith(
      pages,
      DETAIL,
      acceptedAppointment({ state: 'finished', state_label: '已完成', status: null, actions: [] }),
    );
    expect(screen.getByText('预约已完成，感谢您的信任')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '订单操作' })).toBeNull();
  });

  it('finished: invites a review of the lawyer, then shows it with the lawyer’s reply', async () => {
    const finished = acceptedAppointment({
      state: 'finished',
      state_label: '已完成',
      status: null,
      actions: [],
    });
    await openWith(pages, DETAIL, finished);
    const invite = await screen.findByRole('region', { name: '服务评价' }, PAGE);
    expect(pages.api.calls('/api/v1/review/order')[0]?.url.search).toBe(`?order_no=${APPOINTMENT_NO}`);
    fireEvent.click(within(invite).getByRole('button', { name: '评价律师' }));
    expect(await screen.findByText(`${finished.lawyer!.name} 律师 · 线下咨询预约`, {}, PAGE)).toBeTruthy();
  });

  it('finished and reviewed: the review with the lawyer’s reply instead of the invitation', async () => {
    pages.answers.review = () => ({
      data: {
        reviewable: 0,
        review: ownReview({
          order_kind: 'appointment',
          order_no: APPOINTMENT_NO,
          service_name: '线下咨询预约',
          reply: '感谢信任，有问题随时联系。',
        }),
      },
    });
    await openWith(
      pages,
      DETAIL,
      acceptedAppointment({ state: 'finished', state_label: '已完成', status: null, actions: [] }),
    );
    const review = await screen.findByRole('region', { name: '我的评价' }, PAGE);
    expect(review.textContent).toContain('分析得很透彻');
    expect(review.textContent).toContain('感谢信任，有问题随时联系。');
    expect(screen.queryByRole('button', { name: '评价律师' })).toBeNull();
  });

  it('asks for no review before the appointment is finished', async () => {
    await openWith(pages, DETAIL, acceptedAppointment());
    expect(screen.queryByRole('region', { name: '服务评价' })).toBeNull();
    expect(pages.api.calls('/api/v1/review/order')).toEqual([]);
  });

  it('a rejected appointment says why and that it was refunded', async () => {
    await openWith(
      pages,
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
    pages.answers.detail = () => ({ code: 7, msg: '无权操作' });
    renderAppAt(`#${DETAIL}`);
    expect(await screen.findByText('订单不存在或无权查看', {}, PAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看预约记录' })).toBeTruthy();
  });
});
