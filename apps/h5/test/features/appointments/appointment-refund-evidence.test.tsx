import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refundRequest } from '../../fixtures/refund-request';
import { renderAppAt } from '../../support/render-app';
import { acceptedAppointment, APPOINTMENT_NO } from './appointment-fixtures';
import {
  BEFORE,
  customerAppointmentPages,
  DETAIL,
  PAGE,
  postedActions,
  REFUND,
  tapDialog,
} from './customer-appointment-pages';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
// Uploads answer at once with ids in the order chosen: the page is what is tested here.
let uploads = 0;
const nextId = () => `upload-${String((uploads += 1)).padStart(6, '0')}`;
vi.mock('../../../src/features/upload/api/upload-image', () => ({
  uploadImage: async () => {
    const id = nextId();
    return { id, url: `/api/v1/upload/image/${id}?e=1&s=abc`, mime: 'image/png', size: 2048 };
  },
}));
vi.mock('../../../src/features/upload/api/upload-file', () => ({
  uploadFile: async (file: File) => {
    const id = nextId();
    const url = `/api/v1/upload/file/${id}?e=1&s=abc`;
    return { id, url, mime: 'application/pdf', size: file.size, name: file.name };
  },
}));

const pages = customerAppointmentPages();

function choose(group: HTMLElement, ...files: File[]) {
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const evidenceRequest = refundRequest({
  id: 6,
  reason: '时间冲突',
  text: null,
  images: ['/api/v1/upload/image/upload-000001?e=1&s=abc'],
  files: [{ name: '出差通知.pdf', size: 3 * 1024, url: '/api/v1/upload/file/upload-000002?e=1&s=abc' }],
  created_at: BEFORE,
});

describe('申请退款 with evidence (issue 15)', { timeout: 20_000 }, () => {
  it('sends the chosen images and files with the request', async () => {
    uploads = 0;
    pages.answers.detail = () => ({ data: acceptedAppointment() });
    renderAppAt(`#${REFUND}`);
    const images = await screen.findByRole('group', { name: '凭证图片' }, PAGE);
    expect(images.textContent).toContain('最多3张图片');
    fireEvent.click(screen.getByText('时间冲突'));
    choose(images, new File([new Uint8Array(2048)], 'ticket.png', { type: 'image/png' }));
    await waitFor(() => expect(images.querySelectorAll('.adm-image-uploader-cell-image')).toHaveLength(1));
    const files = screen.getByRole('group', { name: '凭证文件' });
    choose(
      files,
      new File([new Uint8Array(3 * 1024)], '出差通知.pdf', { type: 'application/pdf' }),
      new File(['律师未联系'], '说明.txt', { type: 'text/plain' }),
    );
    expect(await within(files).findByText('说明.txt')).toBeTruthy();
    await waitFor(() => expect(within(files).getAllByRole('button', { name: /^移除/ })).toHaveLength(2));

    const waiting = acceptedAppointment({ refund_open: 1, actions: [], refund_requests: [evidenceRequest] });
    pages.answers.action = () => ({ data: waiting });
    pages.answers.detail = () => ({ data: waiting });
    // The pickers tell the form they are done in an effect: let it run before tapping.
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await tapDialog('确定');
    await waitFor(() => expect(postedActions(pages)).toHaveLength(1));
    expect(postedActions(pages)[0]).toEqual({
      order_no: APPOINTMENT_NO,
      action: 'request_refund',
      reason: '时间冲突',
      images: ['upload-000001'],
      files: ['upload-000002', 'upload-000003'],
    });
  });

  it("shows a request's images and files with 下载 on the appointment's detail", async () => {
    pages.answers.detail = () => ({
      data: acceptedAppointment({ refund_open: 1, refund_requests: [evidenceRequest] }),
    });
    renderAppAt(`#${DETAIL}`);
    const evidence = await screen.findByRole('list', { name: '退款凭证文件' }, PAGE);
    expect(evidence.textContent).toContain('出差通知.pdf');
    const link = within(evidence).getByRole('link', { name: '下载' });
    expect(link.getAttribute('href')).toBe(evidenceRequest.files[0]!.url);
    expect(screen.getByRole('list', { name: '退款图片' })).toBeTruthy();
  });
});
