import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import { OrderReview } from '../../../src/features/reviews/components/order-review';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { customerUser } from '../../fixtures/users';
import { mockApi, type Answer } from '../../support/mock-api';
import { publicReview } from './review-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PAGE = { timeout: 10_000 };
const ORDER_NO = 'S2026031012345678';
let reviewAnswer: () => Answer;
let createAnswer: (body: Record<string, unknown>) => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  reviewAnswer = () => ({ data: { reviewable: 1, review: null } });
  createAnswer = (body) => ({
    data: {
      reviewable: 0,
      review: {
        ...publicReview({ rating: Number(body.rating), text: String(body.text), tags: ['professional'] }),
        order_no: ORDER_NO,
        reply_editable_until: null,
        hidden: 0,
      },
    },
  });
  api = mockApi({
    '/api/v1/review/order': () => reviewAnswer(),
    '/api/v1/review': (_url, init) => createAnswer(JSON.parse(String(init?.body)) as Record<string, unknown>),
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The review part of an order's page, as the customer's 律师服务详情 mounts it. */
const openOrder = (finished = true) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderReview orderNo={ORDER_NO} finished={finished} subject="王建国 律师 · 图文咨询" />
    </QueryClientProvider>,
  );
const posted = () => api.calls('/api/v1/review').map((call) => JSON.parse(String(call.init?.body)));

describe('评价 on the customer’s order', () => {
  it('offers 评价律师 on a finished order and sends stars, tags, text and 匿名 from the sheet', async () => {
    openOrder();
    const invite = await screen.findByRole('region', { name: '服务评价' }, PAGE);
    expect(api.calls('/api/v1/review/order')[0]?.url.search).toBe(`?order_no=${ORDER_NO}`);
    fireEvent.click(within(invite).getByRole('button', { name: '评价律师' }));

    const sheet = await screen.findByText('王建国 律师 · 图文咨询');
    expect(sheet).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交评价' })));
    expect(showToast).toHaveBeenCalledWith('请选择评分');
    expect(posted()).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: '4星 满意' }));
    expect(screen.getByRole('radio', { name: '4星 满意' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('满意')).toBeTruthy();
    fireEvent.click(screen.getByText('专业'));
    fireEvent.click(screen.getByText('耐心'));
    fireEvent.change(screen.getByRole('textbox', { name: '评价内容（选填）' }), {
      target: { value: ' 回复很及时 ' },
    });
    fireEvent.click(screen.getByText('匿名评价'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交评价' })));

    await waitFor(() =>
      expect(posted()).toEqual([
        {
          order_no: ORDER_NO,
          rating: 4,
          tags: ['professional', 'patient'],
          text: '回复很及时',
          anonymous: 1,
        },
      ]),
    );
    const mine = await screen.findByRole('region', { name: '我的评价' }, PAGE);
    expect(within(mine).getByText('回复很及时')).toBeTruthy();
    expect(within(mine).getByText('已验证订单')).toBeTruthy();
    expect(within(mine).getByLabelText('4星')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('评价成功，感谢您的反馈');
  });

  it('shows the review with the lawyer’s reply afterwards, and says when the platform hid it', async () => {
    reviewAnswer = () => ({
      data: {
        reviewable: 0,
        review: {
          ...publicReview({ reply: '感谢您的信任！', replied_at: Date.UTC(2026, 2, 12, 6) }),
          order_no: ORDER_NO,
          reply_editable_until: Date.UTC(2026, 2, 13, 6),
          hidden: 1,
        },
      },
    });
    openOrder();
    const mine = await screen.findByRole('region', { name: '我的评价' }, PAGE);
    expect(within(mine).getByText('分析得很透彻，给了可操作的建议。')).toBeTruthy();
    expect(within(mine).getByText('感谢您的信任！')).toBeTruthy();
    expect(within(mine).getByText('图文咨询')).toBeTruthy();
    expect(within(mine).getByText('该评价已被平台隐藏，仅您和律师可见')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '评价律师' })).toBeNull();
  });

  it('asks nothing about reviews before the order is finished', async () => {
    openOrder(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('/api/v1/review/order')).toEqual([]);
    expect(screen.queryByRole('button', { name: '评价律师' })).toBeNull();
  });

  it('offers a retry when the review cannot be loaded', async () => {
    reviewAnswer = () => ({ code: 7, msg: '访问超时，请稍后再试！' });
    openOrder();
    expect(await screen.findByText('评价加载失败', {}, PAGE)).toBeTruthy();
    reviewAnswer = () => ({ data: { reviewable: 1, review: null } });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('button', { name: '评价律师' }, PAGE)).toBeTruthy();
  });
});
