import type { AppointmentDetail } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../src/lib/toast';
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
        {
          id: 3,
          reason: '不需要了',
          text: '已与对方和解',
          images: [],
          files: [],
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
          files: [],
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
    pages.answers.action = () => ({ data: waiting });
    pages.answers.detail = () => ({ data: waiting });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await tapDialog('确定');
    await waitFor(() => expect(currentHashAddress()).toBe(RESULT));
    expect(postedActions(pages)).toEqual([
      { order_no: APPOINTMENT_NO, action: 'request_refund', reason: '时间冲突', images: [], files: [] },
    ]);
    const result = await screen.findByRole('region', { name: '退款结果' }, PAGE);
    expect(within(result).getByRole('heading', { name: '平台审核中' })).toBeTruthy();
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
  const decided = (overrides: Partial<AppointmentDetail['refund_requests'][number]>) =>
    acceptedAppointment({
      refund_requests: [
        {
          id: 5,
          reason: '律师未联系',
          text: null,
          images: [],
          files: [],
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
    pages.answers.detail = () => ({
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
    pages.answers.detail = () => ({
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
