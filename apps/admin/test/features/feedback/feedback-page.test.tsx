import type { AdminFeedbackItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/feedback/pages/feedback-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { buttonWithText, countButtonsWithText, findButtonWithText } from '../../buttons';
import { currentPath, renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

const waiting: AdminFeedbackItem = {
  id: 31,
  content: '律师列表加载很慢，希望优化',
  contact: '微信 lawfan',
  images: ['/api/v1/upload/image/shot-a', '/api/v1/upload/image/shot-b'],
  handled: 0,
  reply: null,
  created_at: Date.UTC(2025, 3, 1, 1, 0, 0),
  replied_at: null,
  user_phone: '13800138000',
  user_nickname: '小张',
};
const answered: AdminFeedbackItem = {
  ...waiting,
  id: 30,
  content: '能否增加发票功能',
  contact: null,
  images: [],
  handled: 1,
  reply: '已安排开发，感谢建议',
  replied_at: Date.UTC(2025, 2, 30, 8, 0, 0),
  user_nickname: '老李',
};

function stubFeedbackApi() {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return ok(null);
    if (path.endsWith('/admin/feedback/99')) return ok({ ...answered, id: 99, content: '上个月的一条反馈' });
    queries.push(query);
    return ok({ list: [waiting, answered], total: 2, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('feedback page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists feedback with user, thumbnails, contact, state and time', async () => {
    stubFeedbackApi();
    renderApp('/feedback');

    const row = await rowOf('律师列表加载很慢，希望优化');
    for (const text of ['小张', '13800138000', '微信 lawfan', '待处理', '2025-04-01 09:00:00']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByAltText('反馈图片2').getAttribute('src')).toBe('/api/v1/upload/image/shot-b');
    expect(within(await rowOf('能否增加发票功能')).getByText('已处理')).toBeTruthy();
  });

  it('sends a reply of 2–500 characters with the feedback id', async () => {
    const { posts } = stubFeedbackApi();
    renderApp('/feedback');

    fireEvent.click(buttonWithText('回复', await rowOf('律师列表加载很慢，希望优化')));
    const send = await findButtonWithText('发送回复');
    fireEvent.click(send);
    expect(await screen.findByText('请填写回复内容')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: ' 已优化，请更新后再试 ' } });
    fireEvent.click(send);

    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/feedback/reply', body: { id: 31, reply: '已优化，请更新后再试' } },
      ]),
    );
    await waitFor(() => expect(countButtonsWithText('发送回复')).toBe(0));
  });

  it('shows the existing reply when answering again', async () => {
    stubFeedbackApi();
    renderApp('/feedback');

    fireEvent.click(buttonWithText('修改回复', await rowOf('能否增加发票功能')));

    const box = (await screen.findByLabelText('回复内容')) as HTMLTextAreaElement;
    expect(box.value).toBe('已安排开发，感谢建议');
    expect(screen.getByText('上次回复于 2025-03-30 16:00:00')).toBeTruthy();
  });

  it('shows the user’s pictures in the reply dialog as thumbnails that enlarge', async () => {
    stubFeedbackApi();
    const router = renderApp('/feedback?handled=waiting');

    fireEvent.click(buttonWithText('回复', await rowOf('律师列表加载很慢，希望优化')));
    await waitFor(() => expect(currentPath(router)).toBe('/feedback/31?handled=waiting'));
    const dialog = (await screen.findByText('回复反馈')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('用户附图（2张，点击查看大图）')).toBeTruthy();
    const thumbs = within(dialog).getAllByAltText(/^反馈图片\d$/);
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      '/api/v1/upload/image/shot-a',
      '/api/v1/upload/image/shot-b',
    ]);
    expect(thumbs[0]?.getAttribute('width')).toBe('96');
    expect(within(dialog).getByText('联系方式：微信 lawfan')).toBeTruthy();

    fireEvent.click(thumbs[1] as HTMLElement);
    expect(await screen.findByText('2 / 2')).toBeTruthy();
  });

  it('opens a feedback from its address even when it is not on the page, and closes back to the inbox', async () => {
    stubFeedbackApi();
    const router = renderApp('/feedback/99');

    const box = (await screen.findByLabelText('回复内容')) as HTMLTextAreaElement;
    expect(screen.getByText('老李：上个月的一条反馈')).toBeTruthy();
    expect(box.value).toBe('已安排开发，感谢建议');
    expect(screen.queryByText('用户附图', { exact: false })).toBeNull();
    fireEvent.click(buttonWithText('取消'));
    await waitFor(() => expect(currentPath(router)).toBe('/feedback'));
  });

  it('filters by handled state through the address', async () => {
    const { queries } = stubFeedbackApi();
    const router = renderApp('/feedback');

    await rowOf('能否增加发票功能');
    expect(queries.at(-1)?.has('handled')).toBe(false);
    fireEvent.click(screen.getByText('待处理', { selector: '.ant-segmented-item-label' }));

    await waitFor(() => expect(currentPath(router)).toBe('/feedback?handled=waiting'));
    await waitFor(() => expect(queries.at(-1)?.get('handled')).toBe('0'));
  });
});
