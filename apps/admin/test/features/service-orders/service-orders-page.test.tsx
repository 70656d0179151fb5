import type { AdminServiceOrderDetail, AdminServiceOrderItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/service-orders/pages/service-orders-page';
import { formatShanghaiDateTime } from '../../../src/lib/format-time';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, countButtonsWithText, findButtonWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { listedFiles } from '../../listed-files';
import { currentPath, renderApp } from '../../render-app';
import { expectOnePost, giveReasonAndConfirm } from '../orders-shared/decision-steps';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const ORDER_NO = 'S2025030112345678';
const at = (minute: number) => Date.UTC(2025, 2, 1, 2, minute, 0);

const item: AdminServiceOrderItem = {
  order_no: ORDER_NO,
  state: 'pending',
  state_label: '服务中',
  service_name: '图文咨询',
  price: 4900,
  paid_amount: 4900,
  refunded_amount: 0,
  refund_open: 1,
  commission_rate_bp: 2000,
  customer: { nickname: '用户0001', phone: '13800000001' },
  lawyer: { uuid: 'lawyer-uuid-0001', name: '周律师' },
  created_at: at(0),
  paid_at: at(1),
};

const detail: AdminServiceOrderDetail = {
  ...item,
  description: '公司拖欠三个月工资怎么办？',
  images: ['/api/v1/upload/image/desc-0001?e=1&s=a', '/api/v1/upload/image/desc-0002?e=1&s=a'],
  files: [{ name: '劳动合同.docx', size: 20_480, url: '/api/v1/upload/file/desc-0003?e=1&s=a' }],
  delivery_note: '已整理仲裁材料清单',
  delivery_attachments: ['/api/v1/upload/image/deliv-0001?e=1&s=a'],
  delivery_files: [
    { name: '仲裁申请书.pdf', size: 3_250_000, url: '/api/v1/upload/file/deliv-0002?e=1&s=a' },
  ],
  close_reason: null,
  accepted_at: at(2),
  delivered_at: null,
  finished_at: null,
  refundable: 4900,
  actions: ['refund_full', 'refund_partial', 'refund_refused'],
  events: [
    {
      transition: 'pay',
      label: '支付成功',
      from: 'unpaid',
      to: 'waiting',
      actor: 'payment',
      amount: 4900,
      note: 'txn-1',
      created_at: at(1),
    },
    {
      transition: 'accept',
      label: '接单',
      from: 'waiting',
      to: 'pending',
      actor: 'lawyer',
      amount: null,
      note: null,
      created_at: at(2),
    },
    {
      transition: 'request_refund',
      label: '申请退款',
      from: 'pending',
      to: 'pending',
      actor: 'customer',
      amount: null,
      note: '服务内容不符',
      created_at: at(3),
    },
  ],
  payments: [
    {
      id: 1,
      kind: 'pay',
      provider: 'sandbox',
      reference_no: 'pay:txn-1',
      provider_txn: 'txn-1',
      amount: 4900,
      state: 'succeeded',
      created_at: at(1),
      settled_at: at(1),
    },
    {
      id: 2,
      kind: 'refund',
      provider: 'sandbox',
      reference_no: 'RS202503010000000101',
      provider_txn: 'refund-1',
      amount: 1000,
      state: 'failed',
      created_at: at(4),
      settled_at: null,
    },
  ],
  refund_requests: [
    {
      id: 9,
      reason: '服务内容不符',
      text: '律师一直没有回复',
      images: ['/api/v1/upload/image/refund-0001?e=1&s=a'],
      files: [{ name: '聊天记录.txt', size: 812, url: '/api/v1/upload/file/refund-0002?e=1&s=a' }],
      status: 0,
      amount: null,
      lawyer_answer: null,
      answer_due_at: at(3) + 24 * 3_600_000,
      decision: null,
      decided_by: null,
      created_at: at(3),
      decided_at: null,
    },
  ],
  transcript: [
    {
      sender: 'customer',
      kind: 'text',
      text: '律师您好，请问仲裁需要准备什么？',
      image_url: null,
      created_at: at(2),
    },
    {
      sender: 'lawyer',
      kind: 'text',
      text: '请先整理工资条和劳动合同。',
      image_url: null,
      created_at: at(3),
    },
  ],
  transcript_truncated: true,
  ledger: [
    { transaction_id: 1, kind: 'capture', account: 'clearing:sandbox', amount: -4900, created_at: at(1) },
    { transaction_id: 1, kind: 'capture', account: 'escrow', amount: 4900, created_at: at(1) },
  ],
};

const olderMessage = {
  sender: 'customer' as const,
  kind: 'text' as const,
  text: '公司已经三个月没发工资了',
  image_url: null,
  created_at: at(2),
};

function stubOrdersApi(shown: AdminServiceOrderDetail = detail) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return ok(null);
    if (path.endsWith(`/admin/service-orders/${ORDER_NO}`)) return ok(shown);
    if (path.endsWith('/admin/service-orders-transcript')) {
      // The latest page is the detail's messages; the one before it, one older message.
      return query.get('before') === '41'
        ? ok({ list: [olderMessage], before: null })
        : ok({ list: shown.transcript, before: shown.transcript.length > 0 ? 41 : null });
    }
    queries.push(query);
    return ok({ list: [item], total: 1, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

/** Opens the order's drawer from its address and waits for its details. */
async function openOrder(): Promise<HTMLElement> {
  renderApp(`/service-orders/${ORDER_NO}`);
  const drawer = (await screen.findByText(`服务订单 ${ORDER_NO}`)).closest('.ant-drawer') as HTMLElement;
  await within(drawer).findByText('订单进度');
  return drawer;
}

describe('service orders page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists orders with customer, lawyer, amounts and state', async () => {
    stubOrdersApi();
    renderApp('/service-orders');
    const row = (await screen.findByText(ORDER_NO)).closest('tr') as HTMLElement;
    for (const text of [
      '图文咨询',
      '用户0001',
      '13800000001',
      '周律师',
      '¥49.00',
      '服务中',
      '退款处理中',
      '2025-03-01 10:00:00',
    ]) {
      expect(row.textContent).toContain(text);
    }
  });

  it('sends the address filters and applies the form’s filters together from the first page', async () => {
    const { queries } = stubOrdersApi();
    const router = renderApp('/service-orders?state=pending&page=2');
    await screen.findByText(ORDER_NO);
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ state: 'pending', page: '2' });

    fireEvent.change(screen.getByPlaceholderText('可输入前几位'), { target: { value: '1380000' } });
    fireEvent.change(screen.getByPlaceholderText('律师姓名'), { target: { value: '周' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2025-03-01' } });
    fireEvent.click(buttonWithText('查询'));
    await waitFor(() =>
      expect(decodeURI(currentPath(router))).toBe(
        '/service-orders?state=pending&customer_phone=1380000&lawyer_name=周&date_from=2025-03-01',
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        page: '1',
        page_size: '20',
        state: 'pending',
        customer_phone: '1380000',
        lawyer_name: '周',
        date_from: '2025-03-01',
      }),
    );

    fireEvent.click(buttonWithText('重置'));
    await waitFor(() => expect(currentPath(router)).toBe('/service-orders'));
  });

  it('refuses a malformed phone in the form without searching', async () => {
    const { queries } = stubOrdersApi();
    const router = renderApp('/service-orders');
    await screen.findByText(ORDER_NO);
    const sent = queries.length;
    fireEvent.change(screen.getByPlaceholderText('可输入前几位'), { target: { value: '13a' } });
    fireEvent.click(buttonWithText('查询'));
    expect(await screen.findByText('请输入3–11位数字')).toBeTruthy();
    expect(currentPath(router)).toBe('/service-orders');
    expect(queries.length).toBe(sent);
  });

  it('opens an order with its timeline, payments, refund requests and ledger lines, and decides its refund', async () => {
    const { posts } = stubOrdersApi();
    const router = renderApp('/service-orders?state=pending');
    fireEvent.click(await screen.findByText(ORDER_NO));
    await waitFor(() => expect(currentPath(router)).toBe(`/service-orders/${ORDER_NO}?state=pending`));
    const drawer = (await screen.findByText(`服务订单 ${ORDER_NO}`)).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('订单进度');
    for (const text of [
      '公司拖欠三个月工资怎么办？',
      '支付成功',
      '接单',
      '申请退款',
      'txn-1',
      '成功',
      '退款失败，需人工处理',
      '律师一直没有回复',
      '待处理',
      '平台托管',
      '支付通道（sandbox）',
      '+¥49.00',
      '-¥49.00',
      '20%',
      '交付内容',
      '已整理仲裁材料清单',
      // The parties' chat, its latest page.
      '聊天记录',
      '律师您好，请问仲裁需要准备什么？',
      '请先整理工资条和劳动合同。',
    ]) {
      expect([text, drawer.textContent?.includes(text)]).toEqual([text, true]);
    }
    // The page before it on request, above the latest.
    fireEvent.click(await findButtonWithText('加载更早的消息', drawer));
    await within(drawer).findByText('公司已经三个月没发工资了');
    const chat = within(drawer).getByRole('list', { name: '聊天记录' });
    expect(chat.textContent?.indexOf('公司已经三个月没发工资了')).toBeLessThan(
      chat.textContent?.indexOf('律师您好，请问仲裁需要准备什么？') ?? 0,
    );
    expect(within(drawer).queryByText('加载更早的消息')).toBeNull();
    // The customer's images, the lawyer's attachments and the refund request's images, each named.
    const sources = (label: string) =>
      within(drawer)
        .getAllByRole('img', { name: new RegExp(`^${label}\\d$`) })
        .map((image) => image.getAttribute('src'));
    expect(sources('用户图片')).toEqual(detail.images);
    expect(sources('交付附件')).toEqual(detail.delivery_attachments);
    expect(sources('退款图片')).toEqual(detail.refund_requests[0]!.images);
    // And their files: name, size and a download link each.
    const shown = (label: string) =>
      listedFiles(drawer, label).map(({ name, url, size }) => [name, url, size]);
    expect(shown('用户文件')).toEqual([['劳动合同.docx', detail.files[0]!.url, '20.0 KB']]);
    expect(shown('交付文件')).toEqual([['仲裁申请书.pdf', detail.delivery_files[0]!.url, '3.1 MB']]);
    expect(shown('退款凭证文件')).toEqual([
      ['聊天记录.txt', detail.refund_requests[0]!.files[0]!.url, '812 B'],
    ]);

    fireEvent.click(await findButtonWithText('处理退款', drawer));
    const dialog = (await screen.findByText(`处理退款申请 · ${ORDER_NO}`)).closest(
      '.ant-modal',
    ) as HTMLElement;
    // The dialog decides the refund request (its reason and images), not the order's own description.
    expect(within(dialog).getByText('服务内容不符：律师一直没有回复')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: '退款图片1' }).getAttribute('src')).toBe(
      detail.refund_requests[0]!.images[0],
    );
    expect(listedFiles(dialog, '退款凭证文件').map((file) => file.url)).toEqual([
      detail.refund_requests[0]!.files[0]!.url,
    ]);
    fireEvent.click(within(dialog).getByText('部分退款'));
    fireEvent.change(await within(dialog).findByPlaceholderText('最多 49.00'), { target: { value: '10' } });
    await giveReasonAndConfirm(dialog, '处理', '服务质量未达到约定标准', '律师答复不完整，退还部分费用');
    await expectOnePost(posts, '/api/v1/admin/refund-requests/decide', {
      id: 9,
      decision: 'refund_partial',
      amount: 1000,
      reason_code: 'poor_quality',
      text: '律师答复不完整，退还部分费用',
    });
  });

  it('intervenes in an order in service: 部分退款 in 元 below what can go back, 取消订单并退款, each with a reason', async () => {
    const serving = {
      ...detail,
      refund_open: 0,
      refund_requests: [],
      actions: ['operator_cancel', 'operator_refund'],
    };
    const { posts } = stubOrdersApi(serving);
    const drawer = await openOrder();
    expect(countButtonsWithText('处理退款', drawer)).toBe(0);

    fireEvent.click(await findButtonWithText('部分退款', drawer));
    const partial = (await screen.findByText(`部分退款 · ${ORDER_NO}`)).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(partial).getByPlaceholderText('少于 49.00'), { target: { value: '49' } });
    fireEvent.mouseDown(within(partial).getByLabelText('处理理由'));
    fireEvent.click(await screen.findByTitle('服务质量未达到约定标准'));
    fireEvent.change(within(partial).getByLabelText('处理说明'), { target: { value: '律师回复不及时' } });
    fireEvent.click(buttonWithText('确认退款', partial));
    expect(
      await within(partial).findByText('部分退款须少于可退金额 ¥49.00，全额退款请选择取消订单'),
    ).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.change(within(partial).getByPlaceholderText('少于 49.00'), { target: { value: '10.5' } });
    fireEvent.click(buttonWithText('确认退款', partial));
    await expectOnePost(posts, '/api/v1/admin/service-orders-intervene', {
      order_no: ORDER_NO,
      action: 'refund_partial',
      amount: 1050,
      reason_code: 'poor_quality',
      text: '律师回复不及时',
    });

    fireEvent.click(await findButtonWithText('取消订单并退款', drawer));
    const cancel = (await screen.findByText(`取消订单并全额退款 · ${ORDER_NO}`)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(cancel.textContent).toContain('退还 ¥49.00，订单取消，律师不获得收入。');
    fireEvent.mouseDown(within(cancel).getByLabelText('处理理由'));
    fireEvent.click(await screen.findByTitle('律师未按约定提供服务'));
    fireEvent.change(within(cancel).getByLabelText('处理说明'), { target: { value: '律师两天未回复' } });
    fireEvent.click(buttonWithText('确认取消并退款', cancel));
    await waitFor(() =>
      expect(posts().at(-1)).toEqual({
        path: '/api/v1/admin/service-orders-intervene',
        body: { order_no: ORDER_NO, action: 'cancel', reason_code: 'not_performed', text: '律师两天未回复' },
      }),
    );
  });

  it('waits for the lawyer’s answer before 处理退款, saying until when', async () => {
    const due = Date.now() + 3_600_000;
    const open = { ...detail.refund_requests[0]!, answer_due_at: due };
    stubOrdersApi({ ...detail, actions: [], refund_requests: [open], transcript: [] });
    const drawer = await openOrder();
    expect(drawer.textContent).toContain(`待律师答复 · 截至 ${formatShanghaiDateTime(due)}`);
    // Still refundable while the request is open, though no operator action is offered yet.
    expect(within(drawer).getByText('可退金额').closest('th')?.nextElementSibling?.textContent).toBe(
      '¥49.00',
    );
    // No chat on this order: the section says so.
    expect(await within(drawer).findByText('该订单没有聊天记录')).toBeTruthy();
    const button = await findButtonWithText('处理退款', drawer);
    expect(button.disabled).toBe(true);
    fireEvent.pointerEnter(button);
    expect(
      await screen.findByText(`律师答复期内（截至 ${formatShanghaiDateTime(due)}），暂不能处理`),
    ).toBeTruthy();
  });

  it('shows the lawyer’s answer and a decided request’s reason, text and operator in the drawer', async () => {
    const decidedAt = at(30);
    stubOrdersApi({
      ...detail,
      state: 'cancelled',
      state_label: '已取消',
      refund_open: 0,
      actions: [],
      refund_requests: [
        {
          ...detail.refund_requests[0]!,
          status: 1,
          amount: 4900,
          lawyer_answer: {
            text: '用户所述属实，同意平台处理',
            images: ['/api/v1/upload/image/answer-0009?e=1&s=a'],
            created_at: at(10),
          },
          answer_due_at: null,
          decision: {
            result: 'refund_full',
            amount: 4900,
            reason_code: 'not_performed',
            reason_label: '律师未按约定提供服务',
            text: '律师确认未按时答复',
            decided_at: decidedAt,
          },
          decided_by: '运营小王',
          decided_at: decidedAt,
        },
      ],
    });
    const drawer = await openOrder();
    for (const text of [
      '用户所述属实，同意平台处理',
      '已同意',
      '全额退款 · 律师未按约定提供服务：律师确认未按时答复',
      '运营小王 · 2025-03-01 10:30:00',
    ]) {
      expect([text, drawer.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(within(drawer).getByRole('img', { name: '律师说明图片1' })).toBeTruthy();
    expect(countButtonsWithText('处理退款', drawer)).toBe(0);
  });
});
