import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { lawyerProfile } from '../../fixtures/lawyer';
import { refundRequest } from '../../fixtures/refund-request';
import { lawyerUser } from '../../fixtures/users';
import { mockApi, type Answer } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import { acceptedAppointment, APPOINTMENT_NO } from '../appointments/appointment-fixtures';
import { ORDER_NO, orderDetail } from '../service-orders/order-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
// Uploads answer at once with ids in the order chosen: the page is what is tested here.
let uploads = 0;
vi.mock('../../../src/features/upload/api/upload-image', () => ({
  uploadImage: async () => {
    const id = `upload-${String((uploads += 1)).padStart(6, '0')}`;
    return { id, url: `/api/v1/upload/image/${id}?e=1&s=abc`, mime: 'image/png', size: 2048 };
  },
}));

const PAGE = { timeout: 10_000 };
const SERVICE_DETAIL = `/pages/lawyer/order/detailService?order_no=${ORDER_NO}`;
const APPOINTMENT_DETAIL = `/pages/lawyer/order/detailAppointment?order_no=${APPOINTMENT_NO}`;
const answerPage = (kind: string, orderNo: string) =>
  `/pages/lawyer/order/refundAnswer?kind=${kind}&order_no=${orderNo}`;

const WAITING = ['agree_refund', 'answer_refund'];
/** 服务中 with the customer's refund request waiting for the lawyer (¥10.00 of ¥49.00 already refunded). */
const refundingOrder = (actions: string[] = WAITING) =>
  orderDetail({
    state: 'pending',
    state_label: '服务中',
    refunded_amount: 1000,
    refund_open: 1,
    accepted_at: Date.UTC(2026, 2, 10, 3, 0),
    refund_requests: [refundRequest({ images: ['/api/v1/upload/image/r0000000001?e=1&s=a'] })],
    actions,
  });
const refundingAppointment = (actions: string[] = WAITING) =>
  acceptedAppointment({
    lawyer_phone: null,
    refund_open: 1,
    refund_requests: [refundRequest({ reason: '时间冲突', text: '临时出差' })],
    actions,
  });

let serviceAnswer: () => Answer;
let appointmentAnswer: () => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  uploads = 0;
  useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
  serviceAnswer = () => ({ data: refundingOrder() });
  appointmentAnswer = () => ({ data: refundingAppointment() });
  api = mockApi({
    '/api/v1/order/service/detail': () => serviceAnswer(),
    '/api/v1/order/service/action': () => serviceAnswer(),
    '/api/v1/order/appointment/detail': () => appointmentAnswer(),
    '/api/v1/order/appointment/action': () => appointmentAnswer(),
    '/api/v1/lawyer/detail': () => ({ data: lawyerProfile }),
  });
});
afterEach(() => {
  // Confirm dialogs live outside the app's tree; one still closing must not reach the next test.
  Dialog.clear();
  vi.unstubAllGlobals();
});

const posted = (path: string) =>
  api.calls(path).map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);
const tapDialog = async (name: string) => {
  const dialog = (await screen.findAllByRole('dialog', {}, PAGE)).at(-1)!;
  await act(async () => fireEvent.click(within(dialog).getByText(name)));
  return dialog;
};
const refundButtons = () =>
  within(screen.getByRole('group', { name: '答复退款申请' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('同意退款 on the lawyer’s orders', { timeout: 20_000 }, () => {
  it('on a service order: asks first, naming what still goes back, then posts agree_refund', async () => {
    renderAppAt(`#${SERVICE_DETAIL}`);
    const progress = await screen.findByRole('region', { name: '退款进度' }, PAGE);
    expect(within(progress).getByText('等待律师答复（截至 2026-03-12 10:00），之后由平台处理')).toBeTruthy();
    expect(
      screen.getByText('用户申请了退款，请在 2026-03-12 10:00 前同意退款或说明情况，逾期将由平台处理'),
    ).toBeTruthy();
    expect(refundButtons()).toEqual(['说明情况', '同意退款']);

    fireEvent.click(within(progress).getByRole('button', { name: '同意退款' }));
    const dialog = await tapDialog('再想想');
    expect(dialog.textContent).toContain(
      '同意后，用户已付且尚未退还的 ¥39.00 将全部原路退回，订单随即取消。',
    );
    expect(posted('/api/v1/order/service/action')).toEqual([]);

    serviceAnswer = () => ({
      data: orderDetail({ state: 'cancelled', state_label: '已取消', refunded_amount: 4900, actions: [] }),
    });
    fireEvent.click(within(progress).getByRole('button', { name: '同意退款' }));
    await tapDialog('同意退款');
    await waitFor(() =>
      expect(posted('/api/v1/order/service/action')).toEqual([
        { order_no: ORDER_NO, action: 'agree_refund' },
      ]),
    );
    expect(showToast).toHaveBeenCalledWith('已同意退款，款项将原路退回用户');
    await waitFor(() => expect(screen.queryByRole('group', { name: '答复退款申请' })).toBeNull());
  });

  it('on an appointment: posts agree_refund to the appointment’s action endpoint', async () => {
    appointmentAnswer = () => ({ data: refundingAppointment(['agree_refund']) });
    renderAppAt(`#${APPOINTMENT_DETAIL}`);
    const progress = await screen.findByRole('region', { name: '退款进度' }, PAGE);
    expect(refundButtons()).toEqual(['同意退款']);
    fireEvent.click(within(progress).getByRole('button', { name: '同意退款' }));
    const dialog = await tapDialog('同意退款');
    expect(dialog.textContent).toContain('¥300.00');
    await waitFor(() =>
      expect(posted('/api/v1/order/appointment/action')).toEqual([
        { order_no: APPOINTMENT_NO, action: 'agree_refund' },
      ]),
    );
  });

  it('offers nothing once the lawyer may no longer answer', async () => {
    serviceAnswer = () => ({ data: refundingOrder([]) });
    renderAppAt(`#${SERVICE_DETAIL}`);
    await screen.findByRole('region', { name: '退款进度' }, PAGE);
    expect(screen.queryByRole('group', { name: '答复退款申请' })).toBeNull();
  });
});

describe('说明情况 (the lawyer’s answer page)', { timeout: 20_000 }, () => {
  it('opens from the order, checks the text, posts it with the images and goes back to the order', async () => {
    renderAppAt(`#${SERVICE_DETAIL}`);
    fireEvent.click(await screen.findByRole('button', { name: '说明情况' }, PAGE));
    await waitFor(() => expect(currentHashAddress()).toBe(answerPage('service', ORDER_NO)));
    expect(
      await screen.findByText(
        '请在 2026-03-12 10:00 前说明（24小时内），逾期将由平台直接处理；说明只能提交一次。',
        {},
        PAGE,
      ),
    ).toBeTruthy();
    const claim = screen.getByRole('region', { name: '用户的退款申请' });
    expect(within(claim).getByText('律师没有回答问题')).toBeTruthy();
    expect(within(claim).getByRole('img', { name: '退款图片1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '图片凭证（选填，最多6张）' })).toBeTruthy();

    const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交说明' }));
    submit();
    expect(showToast).toHaveBeenLastCalledWith('请填写情况说明');
    const text = screen.getByRole('textbox', { name: '情况说明' });
    fireEvent.change(text, { target: { value: ' 好 ' } });
    submit();
    expect(showToast).toHaveBeenLastCalledWith('情况说明至少2个字');
    expect(posted('/api/v1/order/service/action')).toEqual([]);

    fireEvent.change(text, { target: { value: '  已按约回答三次，见聊天记录  ' } });
    const images = screen.getByRole('region', { name: '图片凭证（选填，最多6张）' });
    const input = images.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2048)], 'chat.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(images.querySelectorAll('.adm-image-uploader-cell-image')).toHaveLength(1));
    // The picker tells the form it is done in an effect: let it run before tapping.
    await act(async () => undefined);
    serviceAnswer = () => ({ data: refundingOrder(['agree_refund']) });
    submit();
    await waitFor(() =>
      expect(posted('/api/v1/order/service/action')).toEqual([
        {
          order_no: ORDER_NO,
          action: 'answer_refund',
          text: '已按约回答三次，见聊天记录',
          images: ['upload-000001'],
        },
      ]),
    );
    expect(showToast).toHaveBeenCalledWith('情况说明已提交，平台将据此处理');
    await waitFor(() => expect(currentHashAddress()).toBe(SERVICE_DETAIL));
  });

  it('posts an appointment’s answer to the appointment’s action endpoint', async () => {
    renderAppAt(`#${answerPage('appointment', APPOINTMENT_NO)}`);
    expect(
      within(await screen.findByRole('region', { name: '用户的退款申请' }, PAGE)).getByText('临时出差'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '情况说明' }), {
      target: { value: '用户临时改期，我已到场' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交说明' }));
    await waitFor(() =>
      expect(posted('/api/v1/order/appointment/action')).toEqual([
        { order_no: APPOINTMENT_NO, action: 'answer_refund', text: '用户临时改期，我已到场', images: [] },
      ]),
    );
    expect(posted('/api/v1/order/service/action')).toEqual([]);
  });

  it('says so when the request no longer waits for an answer, with the way to the order', async () => {
    serviceAnswer = () => ({ data: refundingOrder(['agree_refund']) });
    renderAppAt(`#${answerPage('service', ORDER_NO)}`);
    expect(await screen.findByText('该退款申请已无需说明（已说明过，或已处理）', {}, PAGE)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '情况说明' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(currentHashAddress()).toBe(SERVICE_DETAIL));
  });

  it('shows an unknown kind or order number as not found', async () => {
    renderAppAt(`#${answerPage('document', ORDER_NO)}`);
    expect(await screen.findByText('订单不存在或无权查看', {}, PAGE)).toBeTruthy();
    expect(api.calls('/api/v1/order/service/detail')).toHaveLength(0);
  });
});
