import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { lawyerProfile } from '../../fixtures/lawyer';
import { lawyerUser } from '../../fixtures/users';
import { lawyerDetail } from '../../support/directory-fixtures';
import { mockApi, type Answer } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';
import { ownReview, publicReview, reviewsAnswer, summary } from './review-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
let api: ReturnType<typeof mockApi>;
let ownAnswer: (url: URL) => Answer;
let publicAnswer: (url: URL) => Answer;
let replyAnswer: (body: Record<string, unknown>) => Answer;
const NOW = Date.now();

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  ownAnswer = () => reviewsAnswer([ownReview()]);
  publicAnswer = () => reviewsAnswer([publicReview()]);
  replyAnswer = () => ({ data: { reviewable: 0, review: null } });
  api = mockApi({
    '/api/v1/lawyer/review': (url) => ownAnswer(url),
    '/api/v1/review': (url) => publicAnswer(url),
    '/api/v1/lawyer/review/reply': (_url, init) =>
      replyAnswer(JSON.parse(String(init?.body)) as Record<string, unknown>),
    '/api/v1/lawyer/detail': () => ({
      data: lawyerDetail({
        uuid: 'lawyer-0002',
        rating: 4.7,
        review_count: 12,
        tag_counts: summary().tag_counts,
        latest_reviews: [
          publicReview({ id: 3, nickname: '匿名用户', anonymous: 1, text: '第一条' }),
          publicReview({ id: 2, text: '第二条', reply: '谢谢支持' }),
          publicReview({ id: 1, text: '第三条', rating: 4, tags: [] }),
        ],
      }),
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const replied = () =>
  api.calls('/api/v1/lawyer/review/reply').map((call) => JSON.parse(String(call.init?.body)));

describe('我的评价', () => {
  beforeEach(() =>
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile }),
  );

  it('shows the figures and tag counts, each review with its order’s service and a reply box', async () => {
    renderAppAt('#/pages/lawyer/review/list');
    const figures = await screen.findByRole('region', { name: '评价概况' }, PAGE);
    expect(within(figures).getByText('4.7')).toBeTruthy();
    expect(within(figures).getByText('共 1 条评价')).toBeTruthy();
    expect(within(figures).getByText('专业 3')).toBeTruthy();
    expect(within(figures).getByText('解答清楚 2')).toBeTruthy();
    expect(within(figures).queryByText(/耐心/)).toBeNull();
    const review = screen.getByRole('article', { name: '李先生的评价' });
    expect(within(review).getByText('已验证订单')).toBeTruthy();
    expect(within(review).getByText('图文咨询')).toBeTruthy();
    expect(within(review).getByLabelText('5星')).toBeTruthy();
    expect(api.calls('/api/v1/lawyer/review')[0]?.url.search).toBe('?page=1&page_size=10');

    const box = within(review).getByRole('textbox', { name: '回复李先生的评价' });
    await act(async () => fireEvent.click(within(review).getByRole('button', { name: '回复' })));
    expect(showToast).toHaveBeenCalledWith('回复内容至少2个字');
    fireEvent.change(box, { target: { value: '感谢您的认可' } });
    ownAnswer = () =>
      reviewsAnswer([
        ownReview({ reply: '感谢您的认可', replied_at: NOW, reply_editable_until: NOW + 24 * 3600 * 1000 }),
      ]);
    await act(async () => fireEvent.click(within(review).getByRole('button', { name: '回复' })));
    expect(replied()).toEqual([{ order_no: 'S2026031012345678', reply: '感谢您的认可' }]);
    await screen.findByText('感谢您的认可', {}, PAGE);
    expect(showToast).toHaveBeenCalledWith('回复成功');
    expect(screen.getByRole('button', { name: '修改回复' })).toBeTruthy();
  });

  it('lets a reply be edited within 24 hours and no longer afterwards', async () => {
    ownAnswer = () =>
      reviewsAnswer([
        ownReview({
          id: 1,
          nickname: '甲',
          reply: '旧回复',
          replied_at: NOW,
          reply_editable_until: NOW + 3600_000,
        }),
        ownReview({
          id: 2,
          nickname: '乙',
          reply: '早先的回复',
          replied_at: NOW - 2 * 86_400_000,
          reply_editable_until: NOW - 86_400_000,
        }),
      ]);
    renderAppAt('#/pages/lawyer/review/list');
    const open = await screen.findByRole('article', { name: '甲的评价' }, PAGE);
    const locked = screen.getByRole('article', { name: '乙的评价' });
    expect(within(locked).getByText('回复已超过24小时，不能再修改')).toBeTruthy();
    expect(within(locked).queryByRole('button', { name: '修改回复' })).toBeNull();

    fireEvent.click(within(open).getByRole('button', { name: '修改回复' }));
    const box = within(open).getByRole('textbox', { name: '回复甲的评价' });
    expect((box as HTMLTextAreaElement).value).toBe('旧回复');
    fireEvent.change(box, { target: { value: '新的回复内容' } });
    await act(async () => fireEvent.click(within(open).getByRole('button', { name: '保存' })));
    await waitFor(() =>
      expect(replied()).toEqual([{ order_no: 'S2026031012345678', reply: '新的回复内容' }]),
    );
    expect(showToast).toHaveBeenCalledWith('回复已修改');
  });

  it('says 暂无评价 when there are none, still with the figures', async () => {
    ownAnswer = () => reviewsAnswer([], 1, 0, summary({ average: 0, count: 0, tag_counts: [] }));
    renderAppAt('#/pages/lawyer/review/list');
    expect(await screen.findByText('暂无评价', {}, PAGE)).toBeTruthy();
    expect(screen.getByText('共 0 条评价')).toBeTruthy();
    expect(screen.getByText('暂无')).toBeTruthy();
  });
});

describe('reviews on the lawyer page and 用户评价', () => {
  beforeEach(() => useSession.getState().logout());

  it('shows the figures, tag counts, the three latest and opens every review', async () => {
    renderAppAt('#/pages/customer/lawyer/detail?uuid=lawyer-0002');
    const section = await screen.findByRole('region', { name: '用户评价' }, PAGE);
    expect(within(section).getByText('专业 3')).toBeTruthy();
    expect(within(section).getByText('共 12 条评价')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['匿名用户的评价', '李先生的评价', '李先生的评价']);
    expect(within(section).getByText('谢谢支持')).toBeTruthy();
    expect(within(section).getAllByText('已验证订单')).toHaveLength(3);

    fireEvent.click(within(section).getByRole('link', { name: '查看全部12条评价' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/review/list?uuid=lawyer-0002'));
    await screen.findByRole('region', { name: '评价列表' }, PAGE);
    expect(api.calls('/api/v1/review')[0]?.url.search).toBe('?lawyer_uuid=lawyer-0002&page=1&page_size=10');
  });

  it('pages through every review of the lawyer', async () => {
    // jsdom lays nothing out; InfiniteScroll only checks elements that have an offset parent.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const first = Array.from({ length: 10 }, (_, index) =>
      publicReview({ id: 20 - index, text: `评价${20 - index}` }),
    );
    publicAnswer = (url) =>
      url.searchParams.get('page') === '2'
        ? reviewsAnswer([publicReview({ id: 10, text: '评价10' })], 2, 11)
        : reviewsAnswer(first, 1, 11);
    renderAppAt('#/pages/common/review/list?uuid=lawyer-0002');
    expect(await screen.findByText('评价20', {}, PAGE)).toBeTruthy();
    expect(await screen.findByText('评价10', {}, PAGE)).toBeTruthy();
    expect(api.calls('/api/v1/review').map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says so for a lawyer that does not exist', async () => {
    publicAnswer = () => ({ code: 7, msg: '律师不存在' });
    renderAppAt('#/pages/common/review/list?uuid=lawyer-0404');
    expect(await screen.findByText('律师不存在或已停止服务', {}, PAGE)).toBeTruthy();
  });
});
