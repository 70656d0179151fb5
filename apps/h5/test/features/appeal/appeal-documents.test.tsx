import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appealCreateAddress } from '../../../src/features/appeal/appeal-text';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { mockApi, pageOf } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { appeal, APPEAL_ID, signInCustomer, signInLawyer } from './appeal-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DOCUMENT_ORDER_NO = 'D2026112000000042';
const DOCUMENT_ID = 12;
const TITLE = '劳动合同范本（2026版）';

const eligible = {
  order_title: TITLE,
  document_id: DOCUMENT_ID,
  can_appeal: true,
  reason: null,
  deadline: Date.UTC(2026, 10, 29, 2, 0),
  open_appeal_id: null,
  appeal_ids: [],
};

/** An appeal on a document order: the uploader answers it. */
const documentAppeal = () =>
  appeal({
    order_kind: 'document',
    order_no: DOCUMENT_ORDER_NO,
    order_title: TITLE,
    document_id: DOCUMENT_ID,
    type: '文件无法使用',
    text: '下载的文件打不开',
    actions: ['offer', 'contest'],
  });

async function confirmDialog() {
  const dialog = (await screen.findAllByRole('dialog', {}, PAGE_WAIT)).at(-1)!;
  await act(async () => fireEvent.click(within(dialog).getByText('确定')));
}

describe('申诉 on a finished document order', { timeout: 20_000 }, () => {
  it('has the address the document’s page links to', () => {
    expect(appealCreateAddress('document', DOCUMENT_ORDER_NO)).toBe(
      `/pages/common/appeal/create?order_kind=document&order_no=${DOCUMENT_ORDER_NO}`,
    );
  });

  it('names the document, offers the document types only, promises no chat, and posts the appeal', async () => {
    signInCustomer();
    const api = mockApi({
      '/api/v1/appeal/eligibility': () => ({ data: eligible }),
      '/api/v1/appeal': () => ({ data: { id: APPEAL_ID } }),
      '/api/v1/appeal/detail': () => ({ data: documentAppeal() }),
    });
    openApp(`#${appealCreateAddress('document', DOCUMENT_ORDER_NO)}`);
    const order = await screen.findByRole('region', { name: '申诉订单' }, PAGE_WAIT);
    expect(within(order).getByText('文档')).toBeTruthy();
    expect(within(order).getByText(TITLE)).toBeTruthy();
    expect(api.calls('/api/v1/appeal/eligibility')[0]?.url.search).toBe(
      `?order_kind=document&order_no=${DOCUMENT_ORDER_NO}`,
    );
    const types = screen.getByRole('region', { name: '申诉类型' });
    for (const offered of ['文件无法使用', '内容与描述不符', '其他']) {
      expect(within(types).getByText(offered)).toBeTruthy();
    }
    expect(within(types).queryByText('服务质量差')).toBeNull();
    expect(screen.queryByText(/聊天记录/)).toBeNull();

    fireEvent.click(within(types).getByText('内容与描述不符'));
    fireEvent.change(screen.getByRole('textbox', { name: '申诉说明' }), {
      target: { value: '文档只有两页，与介绍不符' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await confirmDialog();
    await waitFor(() =>
      expect(
        api.calls('/api/v1/appeal').map((call) => JSON.parse(String(call.init?.body)) as unknown),
      ).toEqual([
        {
          order_kind: 'document',
          order_no: DOCUMENT_ORDER_NO,
          type: '内容与描述不符',
          text: '文档只有两页，与介绍不符',
          images: [],
        },
      ]),
    );
    await waitFor(() => expect(currentHashAddress()).toBe(`/pages/common/appeal/detail?id=${APPEAL_ID}`));
  });

  it('says why a document order cannot be appealed, and 查看订单 opens the document', async () => {
    signInCustomer();
    mockApi({
      '/api/v1/appeal/eligibility': () => ({
        data: { ...eligible, can_appeal: false, reason: '订单完成后才能申诉', deadline: null },
      }),
      '/api/v1/document/detail': () => ({ code: 7, msg: '无权操作' }),
    });
    openApp(`#${appealCreateAddress('document', DOCUMENT_ORDER_NO)}`);
    expect(await screen.findByText('订单完成后才能申诉', undefined, PAGE_WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe(`/pages/common/document/download?id=${DOCUMENT_ID}`),
    );
  });

  it('shows someone else’s document order as one that does not exist, with the way to 已购文档', async () => {
    signInCustomer();
    mockApi({
      '/api/v1/appeal/eligibility': () => ({ code: 7, msg: '无权操作' }),
    });
    openApp(`#${appealCreateAddress('document', DOCUMENT_ORDER_NO)}`);
    expect(await screen.findByText('订单不存在或无权查看', undefined, PAGE_WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看已购文档' })).toBeTruthy();
  });
});

describe('a document appeal as the uploader sees it', { timeout: 20_000 }, () => {
  it('lists it by the document’s title and opens it with the document linked, no chat promised', async () => {
    signInLawyer();
    mockApi({
      '/api/v1/lawyer/appeal': () => ({ data: pageOf([documentAppeal()], 1, 10) }),
      '/api/v1/lawyer/appeal/detail': () => ({ data: documentAppeal() }),
    });
    openApp('#/pages/lawyer/appeal/list');
    const card = await screen.findByRole('button', { name: new RegExp(TITLE.slice(0, 4)) }, PAGE_WAIT);
    expect(card.textContent).toContain('文件无法使用 · 用户5678');
    fireEvent.click(card);
    const order = await screen.findByRole('region', { name: '订单信息' }, PAGE_WAIT);
    expect(within(order).getByText('文档')).toBeTruthy();
    expect(within(order).getByText(TITLE)).toBeTruthy();
    expect(within(order).getByRole('link', { name: DOCUMENT_ORDER_NO }).getAttribute('href')).toBe(
      `#/pages/common/document/download?id=${DOCUMENT_ID}`,
    );
    expect(screen.queryByText(/聊天记录/)).toBeNull();
    expect(screen.getByRole('button', { name: '答复申诉' })).toBeTruthy();
  });

  it('asks the uploader to explain the document when contesting', async () => {
    signInLawyer();
    mockApi({ '/api/v1/lawyer/appeal/detail': () => ({ data: documentAppeal() }) });
    openApp(`#/pages/lawyer/appeal/answer?id=${APPEAL_ID}`);
    fireEvent.click(await screen.findByText('提出异议', undefined, PAGE_WAIT));
    expect(screen.getByPlaceholderText('请说明文档情况，平台将据此裁定')).toBeTruthy();
  });
});
