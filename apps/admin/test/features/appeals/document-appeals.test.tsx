import type { AdminAppealDetail, AdminAppealItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy routes resolve at once on a busy machine.
import '../../../src/features/appeals/pages/appeals-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';
import { expectOnePost, giveReasonAndConfirm } from '../orders-shared/decision-steps';
import { APPEAL_ID, detail, item } from './appeal-fixtures';

const DOCUMENT_ORDER_NO = 'D2026112012345678';
const TITLE = '劳动合同范本（2026版）';

const documentItem: AdminAppealItem = {
  ...item,
  order_kind: 'document',
  order_no: DOCUMENT_ORDER_NO,
  order_title: TITLE,
  document_id: 12,
  type: '文件无法使用',
  paid_amount: 2000,
  refundable: 2000,
};

/** Contested by the uploader; a document order has no chat, so no transcript. */
const documentDetail: AdminAppealDetail = {
  ...detail,
  ...documentItem,
  lawyer: detail.lawyer,
  refunded_amount: 0,
  transcript: [],
  transcript_truncated: false,
  commission_rate_bp: 3000,
};

function stubDocumentAppealsApi() {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return ok({ id: 1, username: 'ops', display_name: '运营小王' });
    if (sent.method === 'POST') return ok(null);
    if (path.endsWith(`/admin/appeals/${APPEAL_ID}`)) return ok(documentDetail);
    if (path.includes('/admin/document-orders')) return ok({ list: [], total: 0, page: 1, page_size: 20 });
    queries.push(query);
    return ok({ list: [documentItem], total: 1, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

describe('申诉管理 over document orders', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists a document appeal as 文档订单 with its title, and filters by the kind', async () => {
    const { queries } = stubDocumentAppealsApi();
    renderApp('/appeals?order_kind=document');
    const row = (await screen.findByText(DOCUMENT_ORDER_NO)).closest('tr') as HTMLElement;
    expect(row.textContent).toContain(`文档订单 · ${TITLE}`);
    expect(row.textContent).toContain('文件无法使用');
    expect(row.textContent).toContain('¥20.00');
    expect(queries.at(-1)?.get('order_kind')).toBe('document');
  });

  it('shows the document without a chat section, decides it, and links the order to its drawer', async () => {
    const { posts } = stubDocumentAppealsApi();
    const router = renderApp(`/appeals/${APPEAL_ID}`);
    const drawer = (await screen.findByText(`申诉 · ${DOCUMENT_ORDER_NO}`)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await within(drawer).findByText('用户申诉');
    expect(within(drawer).getByText('文档订单')).toBeTruthy();
    expect(within(drawer).getByText('文档')).toBeTruthy();
    expect(within(drawer).getByText(TITLE)).toBeTruthy();
    expect(within(drawer).queryByText('聊天记录')).toBeNull();
    expect(within(drawer).getByText('30%')).toBeTruthy();

    fireEvent.click(buttonWithText('裁定', drawer));
    const dialog = (await screen.findByText(`裁定申诉 · ${DOCUMENT_ORDER_NO}`)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByText('全额退款'));
    await giveReasonAndConfirm(dialog, '裁定', '交付文件无法使用', '文件损坏无法打开，全额退款');
    await expectOnePost(posts, '/api/v1/admin/appeals-decide', {
      id: APPEAL_ID,
      decision: 'refund_full',
      reason_code: 'file_unusable',
      text: '文件损坏无法打开，全额退款',
    });

    fireEvent.click(within(drawer).getByRole('link', { name: DOCUMENT_ORDER_NO }));
    await waitFor(() => expect(currentPath(router)).toBe(`/document-orders/${DOCUMENT_ORDER_NO}`));
  });
});
