import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../src/lib/toast';
import { decidedRequest, refundRequest } from '../../fixtures/refund-request';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import {
  acceptedAppointment,
  APPOINTMENT_AT,
  APPOINTMENT_NO,
  appointmentDetail,
} from './appointment-fixtures';
import {
  BEFORE,
  customerAppointmentPages,
  DETAIL,
  PAGE,
  postedActions,
  REFUND,
  RESULT,
  tapDialog,
} from './customer-appointment-pages';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const pages = customerAppointmentPages();

describe('申请退款', { timeout: 20_000 }, () => {
  it('before acceptance: refunded at once and in full (action cancel), then the result', async () => {
    pages.answers.detail = () => ({ data: appointmentDetail() });
    renderAppAt(`#${REFUND}`);
    expect(
      await screen.findByText('律师尚未接单：提交后立即取消预约，¥300.00 全额原路退回。', {}, PAGE),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(showToast).toHaveBeenCalledWith('请选择退款原因');
    expect(postedActions(pages)).toEqual([]);

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
        decidedRequest(
          {
            result: 'refund_full',
            amount: 30000,
            reason_code: 'before_acceptance',
            reason_label: '律师接单前申请，全额退款',
            text: '',
          },
          { id: 3, reason: '不需要了', text: '已与对方和解', created_at: BEFORE, decided_at: BEFORE },
        ),
      ],
    });
    pages.answers.action = () => ({ data: cancelled });
    pages.answers.detail = () => ({ data: cancelled });
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    await tapDialog('确定');
    await waitFor(() => expect(currentHashAddress()).toBe(RESULT));
    expect(postedActions(pages)).toEqual([
      {
        order_no: APPOINTMENT_NO,
        action: 'cancel',
        reason: '不需要了',
        text: '已与对方和解',
        images: [],
        files: [],
      },
    ]);
    const result = await screen.findByRole('region', { name: '退款结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '退款成功' })).toBeTruthy();
    expect(within(result).getByText('¥300.00')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('退款成功，费用将原路退回');
    // The refund page left the history: back from the result is the appointment.
    expect((window.history.state as { idx: number }).idx).toBe(0);
  });

  it('after acceptance: reviewed by the platform (action request_refund), the result waiting', async () => {
    pages.answers.detail = () => ({ data: acceptedAppointment() });
    renderAppAt(`#${REFUND}`);
    expect(
      await screen.findByText(
        /律师已接单：律师将在24小时内答复（同意退款或说明情况），之后由平台处理/,
        {},
        PAGE,
      ),
    ).toBeTruthy();
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
        refundRequest({
          id: 4,
          reason: '时间冲突',
          text: null,
          created_at: BEFORE,
          answer_due_at: BEFORE + 24 * 3_600_000,
        }),
      ],
    });
    pages.answers.action = () => ({ data: waiting });
    pages.answers.detail = () => ({ data: waiting });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await tapDialog('确定');
    await waitFor(() => expect(currentHashAddress()).toBe(RESULT));
    expect(postedActions(pages)).toEqual([
      { order_no: APPOINTMENT_NO, action: 'request_refund', reason: '时间冲突', images: [], files: [] },
    ]);
    const result = await screen.findByRole('region', { name: '退款结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '退款处理中' })).toBeTruthy();
    expect(
      within(result).getByText(/等待律师答复（截至 2026-03-12 10:00），之后由平台处理，结果将通知您/),
    ).toBeTruthy();
  });

  it('after the appointment time: only 律师未联系 is offered', async () => {
    vi.setSystemTime(APPOINTMENT_AT + 3_600_000);
    pages.answers.detail = () => ({ data: acceptedAppointment() });
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
    pages.answers.detail = () => ({
      data: acceptedAppointment({ state: 'finished', state_label: '已完成', actions: [] }),
    });
    renderAppAt(`#${REFUND}`);
    expect(await screen.findByText('当前预约无法申请退款（已完成）', {}, PAGE)).toBeTruthy();
  });
});

describe('申请退款 result', { timeout: 20_000 }, () => {
  const decided = (decision: Parameters<typeof decidedRequest>[0]) =>
    acceptedAppointment({
      refund_requests: [
        decidedRequest(decision, {
          id: 5,
          reason: '律师未联系',
          text: null,
          created_at: BEFORE,
          decided_at: BEFORE + 3_600_000,
        }),
      ],
    });

  it('a partial refund: the amount, when it was decided and the reason', async () => {
    const partial = decided({
      result: 'refund_partial',
      amount: 15000,
      reason_code: 'poor_quality',
      reason_label: '服务质量未达到约定标准',
      text: '律师迟到一小时',
    });
    pages.answers.detail = () => ({
      data: { ...partial, state: 'finished', state_label: '已完成', refunded_amount: 15000 },
    });
    renderAppAt(`#${RESULT}`);
    const result = await screen.findByRole('region', { name: '退款结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '部分退款成功' })).toBeTruthy();
    expect(within(result).getByText('¥150.00')).toBeTruthy();
    expect(within(result).getByText(/已于 2026-03-11 11:00 退款/)).toBeTruthy();
    expect(screen.getByRole('region', { name: '退款记录' }).textContent).toContain(
      '已部分退款 ¥150.00 · 服务质量未达到约定标准：律师迟到一小时',
    );
  });

  it('a refused refund: the decision’s reason and text', async () => {
    pages.answers.detail = () => ({
      data: decided({
        result: 'rejected',
        reason_code: 'performed',
        reason_label: '律师已按约定提供服务',
        text: '律师已按约联系',
      }),
    });
    renderAppAt(`#${RESULT}`);
    const result = await screen.findByRole('region', { name: '退款结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '平台未同意退款' })).toBeTruthy();
    expect(within(result).getByText('不予退款 · 律师已按约定提供服务：律师已按约联系')).toBeTruthy();
  });

  it('no request at all: says so, with the way back to the appointment', async () => {
    renderAppAt(`#${RESULT}`);
    expect(await screen.findByText('该预约暂无退款申请', {}, PAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看预约' }));
    await waitFor(() => expect(currentHashAddress()).toBe(DETAIL));
  });
});
