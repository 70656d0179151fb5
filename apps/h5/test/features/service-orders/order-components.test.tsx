import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliverSheet } from '../../../src/features/service-orders/components/deliver-sheet';
import { AppointmentTimeline } from '../../../src/features/appointments/components/appointment-sections';
import { OrderImages } from '../../../src/features/orders/components/order-images';
import { OrderTimeline } from '../../../src/features/orders/components/order-timeline';
import { RefundProgress } from '../../../src/features/service-orders/components/refund-progress';
import { RefundSheet } from '../../../src/features/service-orders/components/refund-sheet';
import { showToast } from '../../../src/lib/toast';
import { decidedRequest, refundRequest as request } from '../../fixtures/refund-request';
import { acceptedAppointment } from '../appointments/appointment-fixtures';
import { orderDetail } from './order-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const signed = (id: string) => `/api/v1/upload/image/${id}?e=1&s=abc`;
const fetchMock = vi.fn<typeof fetch>();
let uploads = 0;

beforeEach(() => {
  uploads = 0;
  fetchMock.mockImplementation(async () => {
    uploads += 1;
    const id = `upload-${String(uploads).padStart(6, '0')}`;
    const data = { id, url: signed(id), mime: 'image/png', size: 2048 };
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const png = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });
function choose(within: HTMLElement, ...files: File[]) {
  const input = within.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

describe('OrderImages', () => {
  it('shows named thumbnails and opens the one tapped full screen', async () => {
    const urls = [signed('a0000000001'), signed('a0000000002'), signed('a0000000003')];
    render(<OrderImages urls={urls} label="交付附件" />);
    const list = screen.getByRole('list', { name: '交付附件' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['交付附件1', '交付附件2', '交付附件3']);
    expect(document.querySelector('.adm-image-viewer-slides')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '查看交付附件2' }));
    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-indicator')?.textContent).toBe('2 / 3'),
    );
    const shown = [...document.querySelectorAll('.adm-image-viewer-slides img')].map((image) =>
      image.getAttribute('src'),
    );
    expect(shown).toEqual(urls);

    // The viewer sits in antd-mobile's mask, which is aria-hidden: found by its text.
    fireEvent.click(screen.getByText('关闭'));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-slides')).toBeNull());
    // Opened again at another picture, it starts there.
    fireEvent.click(screen.getByRole('button', { name: '查看交付附件3' }));
    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-indicator')?.textContent).toBe('3 / 3'),
    );
  });

  it('shows nothing without images', () => {
    const { container } = render(<OrderImages urls={[]} label="问题图片" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('RefundProgress (退款进度)', () => {
  const partOf = (section: HTMLElement, ...texts: string[]) =>
    texts.filter((text) => !section.textContent?.includes(text));

  it('shows a request waiting for the lawyer with its deadline, reason, text and images', () => {
    const order = orderDetail({
      state: 'pending',
      refund_open: 1,
      refund_requests: [request({ images: [signed('r0000000001')] })],
    });
    render(<RefundProgress order={order} viewer="customer" />);
    const section = screen.getByRole('region', { name: '退款进度' });
    expect(partOf(section, '待审核', '服务内容不符', '律师没有回答问题', '2026-03-11 10:00')).toEqual([]);
    expect(within(section).getByText('等待律师答复（截至 2026-03-12 10:00），之后由平台处理')).toBeTruthy();
    expect(within(section).getByRole('img', { name: '退款图片1' })).toBeTruthy();
    expect(within(section).queryByRole('group', { name: '答复退款申请' })).toBeNull();
  });

  it('shows the lawyer’s answer with its images (tap to preview), then the platform at work', async () => {
    const answered = request({
      answer_due_at: null,
      lawyer_answer: {
        text: '已按约回答三次，见聊天记录',
        images: [signed('l0000000001'), signed('l0000000002')],
        created_at: Date.UTC(2026, 2, 11, 6, 0),
      },
    });
    render(
      <RefundProgress
        order={orderDetail({ state: 'pending', refund_requests: [answered] })}
        viewer="customer"
      />,
    );
    const section = screen.getByRole('region', { name: '退款进度' });
    expect(within(section).getByText('已按约回答三次，见聊天记录')).toBeTruthy();
    expect(within(section).getByText('2026-03-11 14:00')).toBeTruthy();
    expect(within(section).getByText('平台处理中')).toBeTruthy();
    expect(section.textContent).not.toContain('等待律师答复');
    fireEvent.click(within(section).getByRole('button', { name: '查看律师说明图片2' }));
    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-indicator')?.textContent).toBe('2 / 2'),
    );
  });

  it('says the platform decides once the lawyer let the 24 hours pass', () => {
    const late = request({ answer_due_at: null });
    render(
      <RefundProgress order={orderDetail({ state: 'pending', refund_requests: [late] })} viewer="lawyer" />,
    );
    expect(screen.getByText('平台处理中')).toBeTruthy();
  });

  it('numbers a refused request with the decision’s reason and text, and tells the customer one more may be asked', () => {
    const refused = decidedRequest({
      result: 'rejected',
      reason_code: 'performed',
      reason_label: '律师已按约定提供服务',
      text: '聊天记录显示已答复',
    });
    const order = orderDetail({ state: 'pending', refund_requests: [refused], actions: ['request_refund'] });
    const { unmount } = render(<RefundProgress order={order} viewer="customer" />);
    const section = screen.getByRole('region', { name: '退款进度' });
    expect(within(section).getByText('已拒绝')).toBeTruthy();
    expect(within(section).getByText('不予退款 · 律师已按约定提供服务：聊天记录显示已答复')).toBeTruthy();
    expect(within(section).getByText('2026-03-12 10:00')).toBeTruthy();
    expect(section.textContent).not.toContain('平台处理中');
    expect(within(section).getByText('平台未同意本次退款，您可以补充说明后再申请一次。')).toBeTruthy();
    unmount();

    const twice = orderDetail({
      state: 'pending',
      refund_requests: [refused, { ...refused, id: 2, text: '补充了聊天记录' }],
      actions: [],
    });
    render(<RefundProgress order={twice} viewer="customer" />);
    expect(screen.getByRole('listitem', { name: '第1次申请' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '第2次申请' }).textContent).toContain('补充了聊天记录');
    expect(screen.queryByText(/再申请一次/)).toBeNull();
  });

  it('shows a partial grant with its reason and what went back, a full grant, and the lawyer’s agreement', () => {
    const partial = orderDetail({
      state: 'finish',
      refunded_amount: 2000,
      refund_requests: [
        decidedRequest({
          result: 'refund_partial',
          amount: 2000,
          reason_code: 'poor_quality',
          reason_label: '服务质量未达到约定标准',
          text: '答复过于简略，退还部分',
        }),
      ],
    });
    const { unmount } = render(<RefundProgress order={partial} viewer="lawyer" />);
    let section = screen.getByRole('region', { name: '退款进度' });
    expect(
      within(section).getByText('已部分退款 ¥20.00 · 服务质量未达到约定标准：答复过于简略，退还部分'),
    ).toBeTruthy();
    expect(section.textContent).toContain('已退金额¥20.00（原路退回）');
    unmount();

    const full = (reason: { reason_code: string; reason_label: string; text: string }) =>
      orderDetail({
        state: 'cancelled',
        refunded_amount: 4900,
        refund_requests: [decidedRequest({ result: 'refund_full', amount: 4900, ...reason })],
      });
    const { unmount: unmountFull } = render(
      <RefundProgress
        order={full({
          reason_code: 'not_performed',
          reason_label: '律师未按约定提供服务',
          text: '律师未回复',
        })}
        viewer="customer"
      />,
    );
    section = screen.getByRole('region', { name: '退款进度' });
    expect(within(section).getByText('已全额退款 ¥49.00 · 律师未按约定提供服务：律师未回复')).toBeTruthy();
    unmountFull();

    render(
      <RefundProgress
        order={full({ reason_code: 'lawyer_agreed', reason_label: '律师同意全额退款', text: '' })}
        viewer="customer"
      />,
    );
    section = screen.getByRole('region', { name: '退款进度' });
    expect(within(section).getByText('已全额退款 ¥49.00 · 律师同意全额退款')).toBeTruthy();
  });

  it('shows the refunded amount alone for an order refunded without a request, and nothing otherwise', () => {
    const { unmount } = render(
      <RefundProgress order={orderDetail({ state: 'cancelled', refunded_amount: 4900 })} viewer="customer" />,
    );
    expect(screen.getByRole('region', { name: '退款进度' }).textContent).toContain('¥49.00');
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    const { container } = render(<RefundProgress order={orderDetail()} viewer="customer" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the timelines with a refund request heard', () => {
  const at = (hour: number) => Date.UTC(2026, 2, 11, hour, 0);
  const events = [
    {
      transition: 'request_refund',
      label: '申请退款',
      actor: 'customer',
      note: '服务内容不符',
      created_at: at(2),
    },
    {
      transition: 'answer_refund',
      label: '律师说明情况',
      actor: 'lawyer',
      note: '已按约回答三次',
      created_at: at(3),
    },
    { transition: 'agree_refund', label: '律师同意退款', actor: 'lawyer', note: null, created_at: at(4) },
  ].map((event) => ({ ...event, from: 'pending', to: 'pending', amount: null }));

  it.each([
    ['a service order', () => render(<OrderTimeline events={events} />)],
    ['an appointment', () => render(<AppointmentTimeline appointment={acceptedAppointment({ events })} />)],
  ])('%s shows the lawyer’s answer with its note and the agreement, newest first', (_kind, show) => {
    show();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '律师同意退款律师 · 2026-03-11 12:00',
      '律师说明情况已按约回答三次律师 · 2026-03-11 11:00',
      '申请退款服务内容不符用户 · 2026-03-11 10:00',
    ]);
  });
});

describe('DeliverSheet and RefundSheet', () => {
  it('delivers a note with the uploaded attachments, in the order chosen', async () => {
    const onSubmit = vi.fn();
    render(<DeliverSheet visible submitting={false} onClose={() => undefined} onSubmit={onSubmit} />);
    const attachments = await screen.findByRole('group', { name: '交付附件' });
    expect(attachments.textContent).toContain('最多6张图片');
    fireEvent.change(screen.getByRole('textbox', { name: '交付说明' }), {
      target: { value: '已出具法律意见书' },
    });
    choose(attachments, png('opinion-1.png'), png('opinion-2.png'));
    await waitFor(() => expect(uploads).toBe(2));
    await waitFor(() =>
      expect(attachments.querySelectorAll('.adm-image-uploader-cell-image')).toHaveLength(2),
    );
    await act(async () => fireEvent.click(screen.getByText('确认交付')));
    expect(onSubmit).toHaveBeenCalledWith({
      note: '已出具法律意见书',
      attachments: ['upload-000001', 'upload-000002'],
      files: [],
    });
  });

  it('needs a refund reason, then sends the text and up to 3 images', async () => {
    const onSubmit = vi.fn();
    render(<RefundSheet visible submitting={false} onClose={() => undefined} onSubmit={onSubmit} />);
    const images = await screen.findByRole('group', { name: '凭证图片' });
    expect(images.textContent).toContain('最多3张图片');
    fireEvent.click(screen.getByText('提交申请'));
    expect(showToast).toHaveBeenCalledWith('请选择退款原因');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('律师未及时回复'));
    choose(images, png('chat.png'));
    await waitFor(() => expect(images.querySelectorAll('.adm-image-uploader-cell-image')).toHaveLength(1));
    fireEvent.click(screen.getByText('提交申请'));
    expect(onSubmit).toHaveBeenCalledWith({
      reason: '律师未及时回复',
      text: undefined,
      images: ['upload-000001'],
      files: [],
    });
  });
});
