import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { showToast } from '../../../src/lib/toast';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { mockApi, pageOf } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { documentOrder, myDocument, uploadRules } from './document-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
vi.mock('../../../src/features/upload/api/upload-file', () => ({
  uploadFile: vi.fn(async (file: File) => ({
    id: 'upload-file-0002',
    name: file.name,
    size: file.size,
    url: '/f',
  })),
}));

beforeEach(() => useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('已购文档', { timeout: 20_000 }, () => {
  it('lists the bought documents with their state; each opens its detail', async () => {
    mockApi({
      '/api/v1/document/order': () => ({
        data: pageOf([
          documentOrder(),
          documentOrder({ order_no: 'D2026112700000002', state: 'refunded', state_label: '已退款' }),
        ]),
      }),
    });
    openApp('#/pages/common/document/purchased');
    const list = await screen.findByRole('list', { name: '已购文档' }, PAGE_WAIT);
    expect(within(list).getByText('已购买')).toBeTruthy();
    expect(within(list).getByText('已退款')).toBeTruthy();
    expect(within(list).getAllByText('Word · 12页 · ¥19.90')).toHaveLength(2);
    fireEvent.click(within(list).getAllByRole('button')[0]!);
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download?id=7'));
  });

  it('says so when nothing was bought, with the way to the centre', async () => {
    mockApi({ '/api/v1/document/order': () => ({ data: pageOf([]) }) });
    openApp('#/pages/common/document/purchased');
    expect(await screen.findByText('暂无已购文档', {}, PAGE_WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去文档中心' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download'));
  });

  it('needs login', async () => {
    useSession.getState().logout();
    openApp('#/pages/common/document/purchased');
    await waitFor(() => expect(currentHashAddress()).toContain('/pages/auth/login?redirect='));
  });
});

describe('在线阅读', { timeout: 20_000 }, () => {
  it('shows every page as a lazy image with its number', async () => {
    mockApi({
      '/api/v1/document/read': () => ({
        data: {
          page_count: 3,
          pages: [1, 2, 3].map((page) => ({ page, url: `/api/v1/document/page/t${page}` })),
          expires_at: 1,
        },
      }),
    });
    openApp('#/pages/common/document/read?id=7');
    const pages = await screen.findByRole('list', { name: '文档页面' }, PAGE_WAIT);
    const images = within(pages).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/api/v1/document/page/t1',
      '/api/v1/document/page/t2',
      '/api/v1/document/page/t3',
    ]);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(within(pages).getByText('2 / 3')).toBeTruthy();
  });

  it('says why in the server’s words when the reader is not entitled, with the way to the document', async () => {
    mockApi({ '/api/v1/document/read': () => ({ code: 1, msg: '购买后才能在线阅读' }) });
    openApp('#/pages/common/document/read?id=7');
    expect(await screen.findByText('购买后才能在线阅读', {}, PAGE_WAIT)).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '查看文档' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download?id=7'));
  });
});

describe('我的文档', { timeout: 20_000 }, () => {
  beforeEach(() =>
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile }),
  );

  it('shows each upload with its state, reason, sales, income and a newer version under review', async () => {
    mockApi({
      '/api/v1/document/mine': () => ({
        data: pageOf([
          myDocument({
            pending_version: { version_no: 2, state: 'reviewing', state_label: '待审核', reason: null },
          }),
          myDocument({
            id: 8,
            title: '借条范本',
            state: 'rejected',
            state_label: '未通过',
            reason: '内容不完整：缺少还款日期条款',
            price: 0,
            sales: 0,
            income: 0,
          }),
        ]),
      }),
      '/api/v1/document/rules': () => ({ data: uploadRules() }),
    });
    openApp('#/pages/common/document/mine');
    const first = await screen.findByRole('group', { name: '房屋租赁合同（出租方版）' }, PAGE_WAIT);
    expect(within(first).getByText('已上架')).toBeTruthy();
    expect(within(first).getByText('¥19.90 · 已售 35 · 收入 ¥487.55')).toBeTruthy();
    expect(within(first).getByText('新版本（第2版）待审核')).toBeTruthy();
    // A version under review is not replaced by another.
    expect(within(first).queryByText('上传新版本')).toBeNull();
    const second = screen.getByRole('group', { name: '借条范本' });
    expect(within(second).getByText('原因：内容不完整：缺少还款日期条款')).toBeTruthy();
    expect(within(second).getByText('上传新版本')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: '停售' })).toBeNull();
  });

  it('withdraws a listed document after a confirm and puts a withdrawn one back', async () => {
    const api = mockApi({
      '/api/v1/document/mine': () => ({
        data: pageOf([
          myDocument(),
          myDocument({ id: 9, title: '劳动合同', state: 'withdrawn', state_label: '已停售' }),
        ]),
      }),
      '/api/v1/document/rules': () => ({ data: uploadRules() }),
      '/api/v1/document/sale': () => ({ data: null }),
    });
    openApp('#/pages/common/document/mine');
    const first = await screen.findByRole('group', { name: '房屋租赁合同（出租方版）' }, PAGE_WAIT);
    fireEvent.click(within(first).getByRole('button', { name: '停售' }));
    const dialog = (await screen.findAllByRole('dialog', {}, PAGE_WAIT)).at(-1)!;
    await act(async () => fireEvent.click(within(dialog).getByText('确定停售')));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已停售'));
    fireEvent.click(
      within(screen.getByRole('group', { name: '劳动合同' })).getByRole('button', { name: '重新上架' }),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已重新上架'));
    expect(api.calls('/api/v1/document/sale').map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { id: 7, on_sale: false },
      { id: 9, on_sale: true },
    ]);
  });

  it('sends a new version once its file is uploaded', async () => {
    const api = mockApi({
      '/api/v1/document/mine': () => ({ data: pageOf([myDocument()]) }),
      '/api/v1/document/rules': () => ({ data: uploadRules() }),
      '/api/v1/document/version': () => ({ data: null }),
    });
    openApp('#/pages/common/document/mine');
    const first = await screen.findByRole('group', { name: '房屋租赁合同（出租方版）' }, PAGE_WAIT);
    const input = first.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], '第二版.pdf')] } });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('新版本已提交，审核通过后替换'));
    expect(JSON.parse(String(api.calls('/api/v1/document/version')[0]?.init?.body))).toEqual({
      id: 7,
      file_id: 'upload-file-0002',
    });
  });

  it('refuses a Word file for a new version when the server takes only PDF', async () => {
    mockApi({
      '/api/v1/document/mine': () => ({ data: pageOf([myDocument()]) }),
      '/api/v1/document/rules': () => ({ data: uploadRules({ word_supported: false }) }),
    });
    openApp('#/pages/common/document/mine');
    const first = await screen.findByRole('group', { name: '房屋租赁合同（出租方版）' }, PAGE_WAIT);
    const input = first.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], '新版.docx')] } });
    expect(await within(first).findByRole('alert')).toHaveProperty(
      'textContent',
      '暂不支持 Word 文件，请转换为 PDF 后上传',
    );
  });

  it('offers 上传文档 when there is nothing yet', async () => {
    mockApi({
      '/api/v1/document/mine': () => ({ data: pageOf([]) }),
      '/api/v1/document/rules': () => ({ data: uploadRules() }),
    });
    openApp('#/pages/common/document/mine');
    expect(await screen.findByText('还没有上传过文档', {}, PAGE_WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上传文档' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/upload'));
  });
});

describe('entries', { timeout: 20_000 }, () => {
  it('我的 opens 已购文档 and 我的文档', async () => {
    mockApi({
      '/api/v1/order/service': () => ({ data: pageOf([]) }),
      '/api/v1/user/info': () => ({ data: customerUser }),
      '/api/v1/document/order': () => ({ data: pageOf([]) }),
      '/api/v1/document/mine': () => ({ data: pageOf([]) }),
      '/api/v1/document/rules': () => ({ data: uploadRules() }),
    });
    openApp('#/pages/customer/setting/index');
    fireEvent.click(await screen.findByText('已购文档', {}, PAGE_WAIT));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/purchased'));
    window.history.back();
    fireEvent.click(await screen.findByText('我的文档', {}, PAGE_WAIT));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/mine'));
  });
});
