import type { AdminDocumentOrderDetail } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/document-orders/pages/document-orders-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, countButtonsWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';
import { expectOnePost } from '../orders-shared/decision-steps';
import { DOCUMENT_ID, finished, item, order, ORDER_NO, refundable } from './document-fixtures';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

function stubOrdersApi(shown: () => AdminDocumentOrderDetail) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return ok(null);
    if (path.endsWith(`/admin/document-orders/${ORDER_NO}`)) return ok(shown());
    queries.push(query);
    return ok({ list: [order], total: 1, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

async function openDrawer() {
  renderApp(`/document-orders/${ORDER_NO}`);
  const drawer = (await screen.findByText(`文档订单 ${ORDER_NO}`)).closest('.ant-drawer') as HTMLElement;
  await within(drawer).findByText('下载记录');
  return drawer;
}

describe('文档订单', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists orders with the document, buyer, price and state, filtering through the address', async () => {
    const { queries } = stubOrdersApi(() => refundable);
    const router = renderApp('/document-orders?state=paid');
    const row = (await screen.findByRole('link', { name: ORDER_NO })).closest('tr') as HTMLElement;
    for (const text of [item.title, '用户5678', '138****5678', '王建国', '¥9.90', '已购买']) {
      expect([text, row.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(queries.at(-1)?.get('state')).toBe('paid');
    fireEvent.change(screen.getByPlaceholderText('订单号、买家手机号或文档标题'), {
      target: { value: ORDER_NO },
    });
    fireEvent.click(buttonWithText('查询'));
    await waitFor(() => expect(currentPath(router)).toBe(`/document-orders?state=paid&keyword=${ORDER_NO}`));
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe(ORDER_NO));
  });

  it('shows the events and the download log, and offers no refund once finished', async () => {
    stubOrdersApi(() => finished);
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: item.title }).getAttribute('href')).toBe(
      `/documents/${DOCUMENT_ID}`,
    );
    expect(within(drawer).getByText('¥2.97')).toBeTruthy();
    expect(within(drawer).getByText('首次下载或阅读')).toBeTruthy();
    const download = within(drawer).getByText('lnk_7f3a').closest('tr') as HTMLElement;
    for (const text of ['第2版', '在线阅读', '203.0.113.7', '2026-11-26 09:05:00']) {
      expect([text, download.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(countButtonsWithText('全额退款', drawer)).toBe(0);
  });

  it('refunds a paid order in full with a text', async () => {
    const { posts } = stubOrdersApi(() => refundable);
    const drawer = await openDrawer();
    expect(within(drawer).getByText('尚未下载或阅读')).toBeTruthy();
    fireEvent.click(buttonWithText('全额退款', drawer));
    const dialog = (await screen.findByText(`全额退款 · ${ORDER_NO}`)).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(/¥9.90 将原路退回买家/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('退款说明'), { target: { value: '买' } });
    fireEvent.click(buttonWithText('确认退款', dialog));
    expect(await within(dialog).findByText('退款说明至少2个字')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('退款说明'), { target: { value: '买家误购，协商退款' } });
    fireEvent.click(buttonWithText('确认退款', dialog));
    await expectOnePost(posts, '/api/v1/admin/document-orders-refund', {
      order_no: ORDER_NO,
      text: '买家误购，协商退款',
    });
  });
});
