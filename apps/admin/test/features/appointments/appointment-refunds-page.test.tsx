import { API } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/appointments/pages/appointment-refunds-page';
import { formatShanghaiDateTime } from '../../../src/lib/format-time';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, findButtonWithText } from '../../buttons';
import type { FetchAnswer } from '../../envelope-fetch';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { listedFiles } from '../../listed-files';
import { currentPath, renderApp } from '../../render-app';
import { CHAT, expectChatIn, expectOnePost, giveReasonAndConfirm } from '../orders-shared/decision-steps';
import { me, ORDER_NO, page, refundItem } from './appointment-fixtures';

const QUEUE = '/api/v1/admin/appointment-refunds';

function stubRefundsApi(answers: { queue?: () => FetchAnswer; post?: () => FetchAnswer } = {}) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return answers.post?.() ?? ok(null);
    if (path === QUEUE) {
      queries.push(query);
      return answers.queue?.() ?? page([refundItem]);
    }
    // The dialog reads the parties' chat from the appointment's detail.
    if (path.startsWith(`${API.admin.appointments}/`)) return ok(CHAT);
    return { status: 404 };
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

async function openDialog() {
  const row = (await screen.findByText(ORDER_NO)).closest('tr') as HTMLElement;
  fireEvent.click(buttonWithText('处理', row));
  return (await screen.findByText(`处理退款申请 · ${ORDER_NO}`)).closest('.ant-modal') as HTMLElement;
}

describe('appointment refunds page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists open reviews with the appointment, the reason and what can be refunded', async () => {
    const { queries } = stubRefundsApi();
    renderApp('/appointment-refunds');
    const row = (await screen.findByText(ORDER_NO)).closest('tr') as HTMLElement;
    for (const text of [
      '2025-03-08 14:30 周六',
      '周律师',
      '王先生',
      '13800000001',
      '律师未联系',
      '约定时间律师没有出现',
      '约定当天已电话说明改期，用户同意',
      '待处理',
    ]) {
      expect([text, row.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(within(row).getByText('¥300.00')).toBeTruthy();
    expect(within(row).getByText('可退 ¥300.00')).toBeTruthy();
    expect(within(row).getByRole('img', { name: '退款图片1' })).toBeTruthy();
    expect(listedFiles(row, '退款凭证文件')).toEqual([
      {
        name: '出差通知.pdf',
        url: '/api/v1/upload/file/appt-0001?e=1&s=a',
        download: '出差通知.pdf',
        size: '1.2 MB',
      },
    ]);
    expect(within(row).getByText(ORDER_NO).getAttribute('href')).toBe(`/appointments/${ORDER_NO}`);
    expect(queries.at(-1)?.get('status')).toBeNull();
  });

  it('grants a full refund after reading the parties’ chat in the dialog', async () => {
    const { posts } = stubRefundsApi();
    renderApp('/appointment-refunds');
    const dialog = await openDialog();
    expect(within(dialog).getByText('退还 ¥300.00，预约将取消，律师不获得收入。')).toBeTruthy();
    await expectChatIn(dialog);
    fireEvent.click(within(dialog).getByText('全额退款'));
    await giveReasonAndConfirm(dialog, '处理', '律师未按约定提供服务', '律师未按约定时间见面');
    await expectOnePost(posts, `${QUEUE}/decide`, {
      id: 9,
      decision: 'refund_full',
      reason_code: 'not_performed',
      text: '律师未按约定时间见面',
    });
    expect(await screen.findByText('退款已处理')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(`处理退款申请 · ${ORDER_NO}`)).toBeNull());
  });

  it('grants a partial refund typed in 元, refusing more than the refundable amount', async () => {
    const { posts } = stubRefundsApi();
    renderApp('/appointment-refunds');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('部分退款'));
    const amount = await within(dialog).findByPlaceholderText('最多 300.00');
    fireEvent.change(amount, { target: { value: '300.01' } });
    fireEvent.click(buttonWithText('确认处理', dialog));
    expect(await within(dialog).findByText('退款金额不能超过可退金额 ¥300.00')).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.change(amount, { target: { value: '120.5' } });
    await giveReasonAndConfirm(dialog, '处理', '其他', '双方各担一半');
    await expectOnePost(posts, `${QUEUE}/decide`, {
      id: 9,
      decision: 'refund_partial',
      amount: 12050,
      reason_code: 'other',
      text: '双方各担一半',
    });
  });

  it('refuses with a reason code and text; a refusal by the server keeps the dialog open with its message', async () => {
    const { posts } = stubRefundsApi({ post: () => ({ code: 7, msg: '该退款申请已处理', data: null }) });
    renderApp('/appointment-refunds');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('不予退款'));
    expect(await within(dialog).findByText('预约继续进行。')).toBeTruthy();
    fireEvent.click(buttonWithText('确认处理', dialog));
    expect(await within(dialog).findByText('请选择处理理由')).toBeTruthy();
    expect(posts()).toEqual([]);
    await giveReasonAndConfirm(dialog, '处理', '律师已按约定提供服务', '律师已按约定见面');
    await expectOnePost(posts, `${QUEUE}/decide`, {
      id: 9,
      decision: 'reject',
      reason_code: 'performed',
      text: '律师已按约定见面',
    });
    expect(await screen.findByText('该退款申请已处理')).toBeTruthy();
    expect(screen.getByText(`处理退款申请 · ${ORDER_NO}`)).toBeTruthy();
  });

  it('waits for the lawyer’s answer: 待律师答复 and 处理 disabled until the answer time is over', async () => {
    const due = Date.now() + 3_600_000;
    stubRefundsApi({ queue: () => page([{ ...refundItem, lawyer_answer: null, answer_due_at: due }]) });
    renderApp('/appointment-refunds');
    const row = (await screen.findByText(ORDER_NO)).closest('tr') as HTMLElement;
    expect(row.textContent).toContain(`待律师答复 · 截至 ${formatShanghaiDateTime(due)}`);
    expect(buttonWithText('处理', row).disabled).toBe(true);
  });

  it('shows decided reviews by tab through the address, and an empty queue', async () => {
    const { queries } = stubRefundsApi({ queue: () => page([]) });
    const router = renderApp('/appointment-refunds');
    expect(await screen.findByText('没有待审核的预约退款')).toBeTruthy();
    fireEvent.click(screen.getByText('已退款'));
    await waitFor(() => expect(currentPath(router)).toBe('/appointment-refunds?status=granted'));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('1'));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
  });

  it('offers a retry when the queue fails to load', async () => {
    stubRefundsApi({ queue: () => ({ status: 500 }) });
    renderApp('/appointment-refunds');
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    expect(await findButtonWithText('重试')).toBeTruthy();
  });
});
