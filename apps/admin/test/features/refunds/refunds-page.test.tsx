import type { AdminRefundRequestItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/refunds/pages/refunds-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, findButtonWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { listedFiles } from '../../listed-files';
import { currentPath, renderApp } from '../../render-app';

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
  decision_note: null,
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

function stubRefundsApi() {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return ok(null);
    queries.push(query);
    return ok({ list: [request], total: 1, page: 1, page_size: 20 });
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
    ]) {
      expect(row.textContent).toContain(text);
    }
    expect(within(row).getAllByText('¥49.00')).toHaveLength(2);
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

  it('grants a partial refund typed in 元 as fen, refusing more than the refundable amount', async () => {
    const { posts } = stubRefundsApi();
    renderApp('/refunds');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('部分退款'));
    const amount = await within(dialog).findByPlaceholderText('最多 49.00');

    fireEvent.change(amount, { target: { value: '49.01' } });
    fireEvent.click(buttonWithText('确认处理', dialog));
    expect(await within(dialog).findByText('退款金额不能超过可退金额 ¥49.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0' } });
    expect(await within(dialog).findByText('退款金额必须大于0')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.change(amount, { target: { value: '12.34' } });
    fireEvent.click(buttonWithText('确认处理', dialog));
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/refund-requests/decide', body: { id: 7, decision: 'partial', amount: 1234 } },
      ]),
    );
  });

  it('grants a full refund and refuses with a reason', async () => {
    const { posts } = stubRefundsApi();
    renderApp('/refunds');
    let dialog = await openDialog();
    expect(within(dialog).getByText('退还 ¥49.00，订单将取消，律师不获得收入。')).toBeTruthy();
    fireEvent.click(buttonWithText('确认处理', dialog));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ id: 7, decision: 'full' });

    await waitFor(() => expect(screen.queryByText('处理退款申请 · S2025030112345678')).toBeNull());
    dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('不予退款'));
    const reason = await within(dialog).findByRole('textbox');
    fireEvent.change(reason, { target: { value: '律师已按约定提供服务' } });
    fireEvent.click(await findButtonWithText('确认处理', dialog));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toEqual({ id: 7, decision: 'refuse', reason: '律师已按约定提供服务' });
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
