import type { AdminReviewItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/reviews/pages/reviews-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, countButtonsWithText, findButtonWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

const visible: AdminReviewItem = {
  id: 41,
  order_kind: 'service',
  order_no: 'S2026031012345678',
  service_name: '图文咨询',
  rating: 1,
  tags: [],
  text: '这律师就是个骗子，大家别上当',
  anonymous: 1,
  customer: { nickname: '用户1234', phone: '13800001234' },
  lawyer: { uuid: 'lawyer-0001', name: '王建国' },
  reply: null,
  replied_at: null,
  hidden: 0,
  hidden_reason: null,
  hidden_at: null,
  created_at: Date.UTC(2026, 2, 12, 2, 0, 0),
};
const hidden: AdminReviewItem = {
  ...visible,
  id: 40,
  rating: 5,
  tags: ['professional', 'patient'],
  text: '加微信领优惠',
  anonymous: 0,
  hidden: 1,
  hidden_reason: '含有广告内容',
  hidden_at: Date.UTC(2026, 2, 12, 3, 0, 0),
  reply: '感谢支持',
};

function stubReviewsApi() {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return ok({ ...visible, hidden: 1, hidden_reason: '含有辱骂内容' });
    if (path.endsWith('/admin/reviews')) queries.push(query);
    return ok({ list: [visible, hidden], total: 2, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('评价管理', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists each review with the real reviewer, the order, the lawyer and its state', async () => {
    stubReviewsApi();
    renderApp('/reviews');

    const row = await rowOf('这律师就是个骗子，大家别上当');
    for (const text of [
      '用户1234',
      '匿名',
      '13800001234',
      'S2026031012345678',
      '图文咨询',
      '王建国',
      '显示中',
    ]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByText('S2026031012345678').closest('a')?.getAttribute('href')).toBe(
      '/service-orders/S2026031012345678',
    );
    expect(within(row).getByLabelText('1星')).toBeTruthy();
    const other = await rowOf('加微信领优惠');
    for (const text of ['已隐藏', '含有广告内容', '专业', '耐心', '律师回复：感谢支持']) {
      expect(within(other).getByText(text)).toBeTruthy();
    }
    expect(buttonWithText('恢复显示', other)).toBeTruthy();
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    const { queries } = stubReviewsApi();
    const router = renderApp('/reviews?rating=1&hidden=0&lawyer_name=王');
    await rowOf('这律师就是个骗子，大家别上当');
    expect(Object.fromEntries(queries[0]!)).toEqual({
      page: '1',
      page_size: '20',
      rating: '1',
      hidden: '0',
      lawyer_name: '王',
    });
    expect(screen.getByDisplayValue('王')).toBeTruthy();

    fireEvent.click(buttonWithText('重置'));
    await waitFor(() => expect(currentPath(router)).toBe('/reviews'));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ page: '1', page_size: '20' }));
  });

  it('hides a review only with a reason of 2–200 characters', async () => {
    const { posts } = stubReviewsApi();
    renderApp('/reviews');

    fireEvent.click(buttonWithText('隐藏', await rowOf('这律师就是个骗子，大家别上当')));
    const confirm = await findButtonWithText('确认隐藏');
    expect(screen.getByText(/不计入律师的评分和评价数/)).toBeTruthy();
    fireEvent.click(confirm);
    expect(await screen.findByText('请填写原因')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('隐藏原因'), { target: { value: ' 含有辱骂内容 ' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/reviews/hidden', body: { id: 41, hidden: 1, reason: '含有辱骂内容' } },
      ]),
    );
    await waitFor(() => expect(countButtonsWithText('确认隐藏')).toBe(0));
  });

  it('shows a hidden review again with a reason', async () => {
    const { posts } = stubReviewsApi();
    renderApp('/reviews');

    fireEvent.click(buttonWithText('恢复显示', await rowOf('加微信领优惠')));
    fireEvent.change(await screen.findByLabelText('恢复原因'), { target: { value: '复核后无违规' } });
    fireEvent.click(buttonWithText('确认恢复'));
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/reviews/hidden', body: { id: 40, hidden: 0, reason: '复核后无违规' } },
      ]),
    );
  });
});
