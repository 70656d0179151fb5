import type { FeedbackItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const item = (overrides: Partial<FeedbackItem>): FeedbackItem => ({
  id: 1,
  content: '希望增加夜间咨询',
  contact: null,
  images: [],
  handled: 0,
  reply: null,
  created_at: Date.UTC(2026, 2, 8, 6, 5),
  replied_at: null,
  ...overrides,
});

let sent: FeedbackItem[];
let listAnswer: () => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  useSession.getState().logout();
  useSession.getState().setToken('session-token');
  sent = [];
  listAnswer = () => ({ data: pageOf(sent) });
  api = mockApi({
    '/api/v1/feedback': (_url, init) => {
      if (init?.method !== 'POST') return listAnswer();
      const body = JSON.parse(String(init.body)) as { content: string };
      const created = item({ id: sent.length + 1, content: body.content });
      sent = [created, ...sent];
      return { data: created };
    },
    '/api/v1/upload/image': () => ({
      data: { id: 'upload-id-0001', url: '/api/v1/upload/image/upload-id-0001', mime: 'image/png', size: 10 },
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => api.calls('/api/v1/feedback').filter(({ init }) => init?.method === 'POST');
const contentBox = () => screen.getByRole('textbox', { name: '反馈内容' });

async function openFeedback() {
  renderAppAt('#/pages/feedback/index');
  await screen.findByRole('textbox', { name: '反馈内容' }, { timeout: 10_000 });
}

describe('留言反馈', () => {
  it('needs login: an anonymous user is sent to login and comes back afterwards', async () => {
    useSession.getState().logout();
    renderAppAt('#/pages/feedback/index');
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/auth/login?redirect=/pages/feedback/index'),
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('toasts the first rule the text breaks and sends nothing', async () => {
    await openFeedback();
    fireEvent.change(contentBox(), { target: { value: '不好用' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(showToast).toHaveBeenCalledWith('反馈内容至少5个字');
    expect(posts()).toHaveLength(0);
  });

  it('counts the characters typed out of 500', async () => {
    await openFeedback();
    fireEvent.change(contentBox(), { target: { value: '希望增加夜间咨询' } });
    expect(screen.getByText('8/500')).toBeTruthy();
  });

  it('sends text, contact and the uploaded image, says thanks, clears the form and lists the new feedback', async () => {
    await openFeedback();
    expect(await screen.findByText('暂无反馈记录')).toBeTruthy();

    fireEvent.change(contentBox(), { target: { value: '  希望增加夜间咨询  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '联系方式（选填）' }), {
      target: { value: '13800000001' },
    });
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(fileInput!, {
      target: { files: [new File([new Uint8Array(10)], 'screen.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(api.calls('/api/v1/upload/image')).toHaveLength(1));
    await waitFor(() =>
      expect(document.querySelector('img[src="/api/v1/upload/image/upload-id-0001"]')).toBeTruthy(),
    );

    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('提交成功，感谢您的反馈'));
    expect(JSON.parse(String(posts()[0]?.init?.body))).toEqual({
      content: '希望增加夜间咨询',
      contact: '13800000001',
      images: ['upload-id-0001'],
    });
    expect((contentBox() as HTMLTextAreaElement).value).toBe('');
    const mine = screen.getByRole('region', { name: '我的反馈' });
    expect(await within(mine).findByText('希望增加夜间咨询')).toBeTruthy();
    expect(within(mine).getByText('处理中')).toBeTruthy();
  }, 15_000);

  it("shows the platform's reply under a handled feedback", async () => {
    sent = [
      item({ id: 2, content: '无法上传图片', handled: 1, reply: '已修复，请更新后重试' }),
      item({ id: 1, content: '希望增加夜间咨询' }),
    ];
    await openFeedback();

    const mine = screen.getByRole('region', { name: '我的反馈' });
    const [handled, open] = await within(mine).findAllByRole('listitem');
    expect(within(handled!).getByText('已回复')).toBeTruthy();
    expect(within(handled!).getByText('平台回复：已修复，请更新后重试')).toBeTruthy();
    expect(within(open!).getByText('处理中')).toBeTruthy();
    expect(within(open!).queryByText(/平台回复/)).toBeNull();
    expect(within(open!).getByText('2026-03-08 14:05')).toBeTruthy();
  });
});
