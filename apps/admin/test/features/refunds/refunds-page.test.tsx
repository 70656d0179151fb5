import { API, type AdminRefundRequestItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/refunds/pages/refunds-page';
import { formatShanghaiDateTime } from '../../../src/lib/format-time';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, countButtonsWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { listedFiles } from '../../listed-files';
import { currentPath, renderApp } from '../../render-app';
import { CHAT, expectChatIn, expectOnePost, giveReasonAndConfirm } from '../orders-shared/decision-steps';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

const request: AdminRefundRequestItem = {
  id: 7,
  reason: '服务内容不符',
  text: '律师一直没有回复',
  images: ['/api/v1/upload/image/refund-0001?e=1&s=a', '/api/v1/upload/image/refund-0002?e=1&s=a'],
  files: [
    { name: '聊天记录.txt', size: 812, url: '/api/v1/upload/file/refund-0003?e=1&s=a' },
    { name: '费用明细.xlsx', size: 35_840, url: '/api/v1/upload/file/refund-0004?e=1&s=a' },
  ],
  status: 0,
  amount: null,
  lawyer_answer: {
    text: '已多次电话联系用户，聊天记录可查',
    images: ['/api/v1/upload/image/answer-0001?e=1&s=a'],
    created_at: Date.UTC(2025, 2, 1, 4, 0, 0),
  },
  answer_due_at: null,
  decision: null,
  decided_by: null,
  created_at: Date.UTC(2025, 2, 1, 2, 0, 0),
  decided_at: null,
  order_no: 'S2025030112345678',
  order_state: 'pending',
  order_state_label: '服务中',
  service_name: '图文咨询',
  price: 4900,
  paid_amount: 4900,
  refunded_amount: 0,
  refundable: 4900,
  customer: { nickname: '用户0001', phone: '13800000001' },
  lawyer: { uuid: 'lawyer-uuid-0001', name: '周律师' },
};

function stubRefundsApi(list: AdminRefundRequestItem[] = [request]) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return ok(null);
    // The dialog reads the parties' chat from the order's detail.
    if (path.startsWith(`${API.admin.serviceOrders}/`)) return ok(CHAT);
    queries.push(query);
    return ok({ list, total: list.length, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

async function openDialog() {
  const row = (await screen.findByText('S2025030112345678')).closest('tr') as HTMLElement;
  fireEvent.click(buttonWithText('处理', row));
  return (await screen.findByText('处理退款申请 · S2025030112345678')).closest('.ant-modal') as HTMLElement;
}

describe('refund requests page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists open requests with the order, the reason and what can be refunded', async () => {
    const { queries } = stubRefundsApi();
    renderApp('/refunds');
    const row = (await screen.findByText('S2025030112345678')).closest('tr') as HTMLElement;
    for (const text of [
      '图文咨询',
      '周律师',
      '用户0001',
      '13800000001',
      '服务内容不符',
      '律师一直没有回复',
      '已多次电话联系用户，聊天记录可查',
      '待处理',
    ]) {
      expect(row.textContent).toContain(text);
    }
    expect(within(row).getByRole('img', { name: '律师说明图片1' }).getAttribute('src')).toBe(
      request.lawyer_answer!.images[0],
    );
    expect(buttonWithText('处理', row).disabled).toBe(false);
    expect(within(row).getByText('¥49.00')).toBeTruthy();
    expect(within(row).getByText('可退 ¥49.00')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('img', { name: /^退款图片\d$/ })
        .map((image) => image.getAttribute('src')),
    ).toEqual(request.images);
    expect(listedFiles(row, '退款凭证文件')).toEqual([
      { name: '聊天记录.txt', url: request.files[0]!.url, download: '聊天记录.txt', size: '812 B' },
      { name: '费用明细.xlsx', url: request.files[1]!.url, download: '费用明细.xlsx', size: '35.0 KB' },
    ]);
    expect(queries.at(-1)?.get('status')).toBeNull();
  });

  it('grants a partial refund typed in 元 as fen with a reason, refusing more than the refundable amount', async () => {
    const { posts } = stubRefundsApi();
    renderApp('/refunds');
    const dialog = await openDialog();
    // The parties' chat, read from the order, before deciding.
    await expectChatIn(dialog);
    fireEvent.click(within(dialog).getByText('部分退款'));
    const amount = await within(dialog).findByPlaceholderText('最多 49.00');

    fireEvent.change(amount, { target: { value: '49.01' } });
    fireEvent.click(buttonWithText('确认处理', dialog));
    expect(await within(dialog).findByText('退款金额不能超过可退金额 ¥49.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0' } });
    expect(await within(dialog).findByText('退款金额必须大于0')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.change(amount, { target: { value: '12.345' } });
    expect(await within(dialog).findByText('退款金额格式不正确（最多两位小数）')).toBeTruthy();
    // The reason is required with the amount.
    expect(await within(dialog).findByText('请选择处理理由')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.change(amount, { target: { value: '12.34' } });
    await giveReasonAndConfirm(dialog, '处理', '服务质量未达到约定标准', '律师回复迟缓，退还部分费用');
    await expectOnePost(posts, '/api/v1/admin/refund-requests/decide', {
      id: 7,
      decision: 'refund_partial',
      amount: 1234,
      reason_code: 'poor_quality',
      text: '律师回复迟缓，退还部分费用',
    });
  });

  it('grants a full refund and refuses, each with a reason code and a text both sides read', async () => {
    const { posts } = stubRefundsApi();
    renderApp('/refunds');
    let dialog = await openDialog();
    // The facts: the customer's side and the lawyer's answer.
    expect(within(dialog).getByText('服务内容不符：律师一直没有回复')).toBeTruthy();
    expect(within(dialog).getByText('已多次电话联系用户，聊天记录可查')).toBeTruthy();
    expect(within(dialog).getByText('退还 ¥49.00，订单将取消，律师不获得收入。')).toBeTruthy();
    fireEvent.click(buttonWithText('确认处理', dialog));
    expect(await within(dialog).findByText('请选择处理理由')).toBeTruthy();
    expect(await within(dialog).findByText('请填写处理说明')).toBeTruthy();
    expect(posts()).toEqual([]);
    await giveReasonAndConfirm(dialog, '处理', '律师未按约定提供服务', '  律师未在约定时间内答复  ');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      id: 7,
      decision: 'refund_full',
      reason_code: 'not_performed',
      text: '律师未在约定时间内答复',
    });
    expect(await screen.findByText('退款已处理')).toBeTruthy();

    await waitFor(() => expect(screen.queryByText('处理退款申请 · S2025030112345678')).toBeNull());
    dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('不予退款'));
    expect(await within(dialog).findByText('订单继续服务，用户可再申请一次。')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '好' } });
    fireEvent.click(buttonWithText('确认处理', dialog));
    expect(await within(dialog).findByText('处理说明至少2个字')).toBeTruthy();
    await giveReasonAndConfirm(dialog, '处理', '律师已按约定提供服务', '聊天记录显示律师已按时答复');
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toEqual({
      id: 7,
      decision: 'reject',
      reason_code: 'performed',
      text: '聊天记录显示律师已按时答复',
    });
  });

  it('keeps 处理 disabled while the lawyer may still answer, and enables it once the time passed', async () => {
    const due = Date.now() + 3_600_000;
    const past = Date.now() - 1000;
    stubRefundsApi([
      { ...request, id: 8, order_no: 'S2025030100000008', lawyer_answer: null, answer_due_at: due },
      { ...request, lawyer_answer: null, answer_due_at: past },
    ]);
    renderApp('/refunds');
    const waiting = (await screen.findByText('S2025030100000008')).closest('tr') as HTMLElement;
    expect(waiting.textContent).toContain('待律师答复');
    expect(waiting.textContent).toContain(`待律师答复 · 截至 ${formatShanghaiDateTime(due)}`);
    const button = buttonWithText('处理', waiting);
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    fireEvent.pointerEnter(button);
    expect(
      await screen.findByText(`律师答复期内（截至 ${formatShanghaiDateTime(due)}），暂不能处理`),
    ).toBeTruthy();

    expect(screen.queryByText('处理退款申请 · S2025030100000008')).toBeNull();

    const overdue = screen.getByText('S2025030112345678').closest('tr') as HTMLElement;
    expect(overdue.textContent).toContain('待处理');
    expect(overdue.textContent).toContain(`律师未答复 · ${formatShanghaiDateTime(past)} 已截止`);
    expect(buttonWithText('处理', overdue).disabled).toBe(false);
  });

  it('shows each decision with its reason, text and who decided — the lawyer when they agreed', async () => {
    const decidedAt = Date.UTC(2025, 2, 2, 2, 0, 0);
    stubRefundsApi([
      {
        ...request,
        status: 1,
        amount: 1234,
        decision: {
          result: 'refund_partial',
          amount: 1234,
          reason_code: 'poor_quality',
          reason_label: '服务质量未达到约定标准',
          text: '律师回复迟缓，退还部分费用',
          decided_at: decidedAt,
        },
        decided_by: '运营小王',
        decided_at: decidedAt,
      },
      {
        ...request,
        id: 8,
        order_no: 'S2025030100000008',
        status: 1,
        amount: 4900,
        lawyer_answer: null,
        decision: {
          result: 'refund_full',
          amount: 4900,
          reason_code: 'lawyer_agreed',
          reason_label: '律师同意全额退款',
          // Only repeats the reason: not shown twice.
          text: '律师同意全额退款',
          decided_at: decidedAt,
        },
        decided_by: null,
        decided_at: decidedAt,
      },
      {
        ...request,
        id: 9,
        order_no: 'S2025030100000009',
        status: 2,
        decision: {
          result: 'rejected',
          amount: null,
          reason_code: 'performed',
          reason_label: '律师已按约定提供服务',
          text: '聊天记录显示律师已按时答复',
          decided_at: decidedAt,
        },
        decided_by: '运营小李',
        decided_at: decidedAt,
      },
    ]);
    renderApp('/refunds?status=granted');
    const rowOf = async (orderNo: string) => (await screen.findByText(orderNo)).closest('tr') as HTMLElement;
    const partial = await rowOf('S2025030112345678');
    expect(partial.textContent).toContain('已同意');
    expect(partial.textContent).toContain(
      '部分退款 ¥12.34 · 服务质量未达到约定标准：律师回复迟缓，退还部分费用',
    );
    expect(partial.textContent).toContain('运营小王 · 2025-03-02 10:00:00');
    expect(countButtonsWithText('处理', partial)).toBe(0);
    const agreed = await rowOf('S2025030100000008');
    expect(agreed.textContent).toContain('全额退款 · 律师同意全额退款');
    expect(agreed.textContent).not.toContain('律师同意全额退款：');
    expect(agreed.textContent).toContain('律师 · 2025-03-02 10:00:00');
    const refused = await rowOf('S2025030100000009');
    expect(refused.textContent).toContain('已拒绝');
    expect(refused.textContent).toContain('不予退款 · 律师已按约定提供服务：聊天记录显示律师已按时答复');
    expect(refused.textContent).toContain('运营小李');
  });

  it('shows decided requests by tab, through the address', async () => {
    const { queries } = stubRefundsApi();
    const router = renderApp('/refunds');
    await screen.findByText('S2025030112345678');
    fireEvent.click(screen.getByText('不予退款'));
    await waitFor(() => expect(currentPath(router)).toBe('/refunds?status=refused'));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('2'));
  });
});
