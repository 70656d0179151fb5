import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/appointments/pages/dispatch-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, findButtonWithText } from '../../buttons';
import type { FetchAnswer } from '../../envelope-fetch';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { renderApp } from '../../render-app';
import {
  at,
  detail,
  LATE_NO,
  me,
  ORDER_NO,
  overdueItem,
  page,
  returnedItem,
  suggestions,
  waitingItem,
} from './appointment-fixtures';

const DISPATCH = '/api/v1/admin/appointments-dispatch';

interface Answers {
  queue?: () => FetchAnswer;
  suggestions?: () => FetchAnswer;
  post?: (path: string) => FetchAnswer;
}

function stubDispatchApi(answers: Answers = {}) {
  const queueQueries: URLSearchParams[] = [];
  const suggestionQueries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return answers.post?.(path) ?? ok(null);
    if (path === `${DISPATCH}/suggestions`) {
      suggestionQueries.push(query);
      return answers.suggestions?.() ?? ok(suggestions);
    }
    if (path === DISPATCH) {
      queueQueries.push(query);
      return answers.queue?.() ?? page([overdueItem, waitingItem]);
    }
    if (path === `/api/v1/admin/appointments/${ORDER_NO}`) {
      return ok({ ...detail, ...waitingItem, refund_open: 0, refund_records: [] });
    }
    return { status: 404 };
  });
  return { queueQueries, suggestionQueries, posts: () => postsOf(fetchMock) };
}

const rowOf = async (orderNo: string) => (await screen.findByText(orderNo)).closest('tr') as HTMLElement;
const drawerOf = async (orderNo: string) =>
  (await screen.findByText(`派单 · ${orderNo}`)).closest('.ant-drawer') as HTMLElement;

describe('dispatch queue page', () => {
  beforeEach(() => {
    operatorToken.set('tok');
    // Only the clock: half an hour after the on-time appointment was paid.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(31));
  });
  afterEach(() => vi.useRealTimers());

  it('lists waiting appointments oldest first with the customer’s wishes, the overdue one highlighted', async () => {
    const { queueQueries } = stubDispatchApi();
    renderApp('/appointment-dispatch');
    const late = await rowOf(LATE_NO);
    const onTime = await rowOf(ORDER_NO);
    expect(late.compareDocumentPosition(onTime) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const text of [
      '李女士',
      '13900000002',
      '2025-03-08 14:30 周六',
      '浙江省 宁波市',
      '婚姻家庭',
      '平台分配',
    ]) {
      expect([text, late.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(late.textContent).toContain('超时未派单已等待3小时30分钟');
    expect(late.style.background).not.toBe('');
    for (const text of ['王先生', '劳动纠纷', '周律师', '用户指定', '已等待30分钟', '¥300.00']) {
      expect([text, onTime.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(onTime.textContent).not.toContain('超时');
    expect(onTime.textContent).not.toContain('退回重派');
    expect(onTime.style.background).toBe('');
    expect(Object.fromEntries(queueQueries.at(-1)!)).toEqual({ page: '1', page_size: '20' });
  });

  it('counts the waiting time of an appointment sent back by a lawyer from its return, not its payment', async () => {
    stubDispatchApi({ queue: () => page([returnedItem]) });
    renderApp('/appointment-dispatch');
    const row = await rowOf(returnedItem.order_no);
    expect(row.textContent).toContain('退回重派');
    expect(row.textContent).toContain('已等待30分钟');
    expect(row.textContent).not.toContain('超时');
    expect(row.style.background).toBe('');
  });

  it('trusts the server’s overdue mark when this computer’s clock counts less than 2 hours', async () => {
    stubDispatchApi({ queue: () => page([{ ...waitingItem, overdue: true }]) });
    renderApp('/appointment-dispatch');
    const row = await rowOf(ORDER_NO);
    expect(row.textContent).toContain('超时未派单');
    expect(row.textContent).not.toContain('已等待');
    expect(row.style.background).not.toBe('');
  });

  it('suggests lawyers with why, and confirms the customer’s chosen lawyer', async () => {
    const { posts, queueQueries, suggestionQueries } = stubDispatchApi();
    renderApp('/appointment-dispatch');
    fireEvent.click(buttonWithText('分配', await rowOf(ORDER_NO)));
    const drawer = await drawerOf(ORDER_NO);
    expect(await within(drawer).findByText('公司拖欠三个月工资，想当面咨询仲裁流程。')).toBeTruthy();
    expect(drawer.textContent).toContain('西湖区文三路咖啡馆');

    const chosen = (await within(drawer).findByText('浙江天平律师事务所')).closest('tr') as HTMLElement;
    for (const text of ['周律师', '用户指定', '同城', '擅长该类型', '接单中', '4.8', '12条评价']) {
      expect([text, chosen.textContent?.includes(text)]).toEqual([text, true]);
    }
    const other = within(drawer).getByText('宁波甬信律师事务所').closest('tr') as HTMLElement;
    for (const text of ['吴律师', '同省', '类型不符', '暂停接单', '暂无评价']) {
      expect([text, other.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(buttonWithText('分配', other)).toBeTruthy();
    expect(suggestionQueries.at(-1)?.get('order_no')).toBe(ORDER_NO);

    const queueLoads = queueQueries.length;
    fireEvent.click(buttonWithText('确认用户选择', chosen));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: `${DISPATCH}/assign`,
          body: { order_no: ORDER_NO, lawyer_uuid: 'lawyer-uuid-0001' },
        },
      ]),
    );
    expect(await screen.findByText('已分配给周律师，等待律师确认')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(`派单 · ${ORDER_NO}`)).toBeNull());
    await waitFor(() => expect(queueQueries.length).toBeGreaterThan(queueLoads));
  });

  it('shows the server’s refusal, keeps the panel open and reloads the queue', async () => {
    const { posts, queueQueries } = stubDispatchApi({
      post: () => ({ code: 7, msg: '该律师当前暂停接单', data: null }),
    });
    renderApp('/appointment-dispatch');
    fireEvent.click(buttonWithText('分配', await rowOf(ORDER_NO)));
    const drawer = await drawerOf(ORDER_NO);
    const other = (await within(drawer).findByText('宁波甬信律师事务所')).closest('tr') as HTMLElement;
    const queueLoads = queueQueries.length;
    fireEvent.click(buttonWithText('分配', other));
    expect(await screen.findByText('该律师当前暂停接单')).toBeTruthy();
    expect(posts()[0]?.body).toEqual({ order_no: ORDER_NO, lawyer_uuid: 'lawyer-uuid-0002' });
    await waitFor(() => expect(queueQueries.length).toBeGreaterThan(queueLoads));
    expect(screen.getByText(`派单 · ${ORDER_NO}`)).toBeTruthy();
    expect(buttonWithText('分配', other).disabled).toBe(false);
  });

  it('explains an empty suggestion list and a failed one', async () => {
    let failing = false;
    stubDispatchApi({ suggestions: () => (failing ? { status: 500 } : ok([])) });
    renderApp('/appointment-dispatch');
    fireEvent.click(buttonWithText('分配', await rowOf(ORDER_NO)));
    const drawer = await drawerOf(ORDER_NO);
    expect(await within(drawer).findByText(/没有可推荐的律师/)).toBeTruthy();

    failing = true;
    fireEvent.click(drawer.querySelector('.ant-drawer-close') as HTMLElement);
    await waitFor(() => expect(screen.queryByText(`派单 · ${ORDER_NO}`)).toBeNull());
    fireEvent.click(buttonWithText('分配', await rowOf(ORDER_NO)));
    const again = await drawerOf(ORDER_NO);
    expect(await within(again).findByText('数据加载失败')).toBeTruthy();
  });

  it('rejects only with a reason: presets and own words, with a full refund', async () => {
    const { posts, queueQueries } = stubDispatchApi();
    renderApp('/appointment-dispatch');
    fireEvent.click(buttonWithText('拒绝', await rowOf(LATE_NO)));
    const dialog = (await screen.findByText(`拒绝预约 · ${LATE_NO}`)).closest('.ant-modal') as HTMLElement;
    expect(dialog.textContent).toContain('拒绝后将全额退还 ¥300.00 给用户，预约结束。');

    fireEvent.click(buttonWithText('确认拒绝', dialog));
    expect(await within(dialog).findByText('请选择或填写拒绝原因')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.click(within(dialog).getByText('所在城市暂无可派律师'));
    fireEvent.change(within(dialog).getByPlaceholderText(/选填/), {
      target: { value: '  已电话告知用户  ' },
    });
    await waitFor(() =>
      expect(dialog.textContent).toContain('用户将看到：所在城市暂无可派律师；已电话告知用户'),
    );
    const queueLoads = queueQueries.length;
    fireEvent.click(buttonWithText('确认拒绝', dialog));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: `${DISPATCH}/reject`,
          body: { order_no: LATE_NO, reason: '所在城市暂无可派律师；已电话告知用户' },
        },
      ]),
    );
    expect(await screen.findByText('已拒绝预约，款项将全额退回')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(`拒绝预约 · ${LATE_NO}`)).toBeNull());
    await waitFor(() => expect(queueQueries.length).toBeGreaterThan(queueLoads));
  });

  it('says when nothing waits', async () => {
    stubDispatchApi({ queue: () => page([]) });
    renderApp('/appointment-dispatch');
    expect(await screen.findByText('没有待派单的预约')).toBeTruthy();
  });

  it('offers a retry when the queue fails to load', async () => {
    let answer: FetchAnswer = { status: 500 };
    stubDispatchApi({ queue: () => answer });
    renderApp('/appointment-dispatch');
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    answer = page([waitingItem]);
    fireEvent.click(await findButtonWithText('重试'));
    expect(await screen.findByText(ORDER_NO)).toBeTruthy();
  });
});
