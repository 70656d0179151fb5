import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { mockApi, pageOf } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import { documentItem, legalTypes } from './document-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.getState().logout());

const CENTRE = '/api/v1/document';

describe('文档下载 (the centre)', { timeout: 20_000 }, () => {
  it('lists documents with cover, type, pages, price (免费 for 0), sales and rating; a card opens the detail', async () => {
    mockApi({
      [CENTRE]: () => ({
        data: pageOf([
          documentItem(),
          documentItem({ id: 8, title: '借条范本', price: 0, rating_count: 0, format: 'pdf', pages: 2 }),
        ]),
      }),
      '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypes }),
    });
    openApp('#/pages/common/document/download');
    const list = await screen.findByRole('list', { name: '文档列表' }, PAGE_WAIT);
    const first = within(list).getByRole('link', { name: /房屋租赁合同/ });
    expect(within(first).getByText('合同纠纷 · Word · 12页')).toBeTruthy();
    expect(within(first).getByText('¥19.90')).toBeTruthy();
    expect(within(first).getByText('已售 35 · ★ 4.6（8）')).toBeTruthy();
    expect(within(first).getByRole('img', { name: '房屋租赁合同（出租方版）的封面' })).toBeTruthy();
    const free = within(list).getByRole('link', { name: /借条范本/ });
    expect(within(free).getByText('免费')).toBeTruthy();
    expect(within(free).getByText('已售 35 · 暂无评分')).toBeTruthy();

    fireEvent.click(first);
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download?id=7'));
  });

  it('passes the keyword and the sort to the server and keeps them in the address', async () => {
    const api = mockApi({
      [CENTRE]: () => ({ data: pageOf([documentItem()]) }),
      '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypes }),
    });
    openApp('#/pages/common/document/download');
    await screen.findByRole('list', { name: '文档列表' }, PAGE_WAIT);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'fwzl' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download?keyword=fwzl'));
    fireEvent.click(screen.getByRole('button', { name: '销量' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/common/document/download?keyword=fwzl&sort=sales'),
    );
    await waitFor(() => expect(api.calls(CENTRE)).toHaveLength(3));
    const last = api.calls(CENTRE).at(-1)!.url.searchParams;
    expect(last.get('keyword')).toBe('fwzl');
    expect(last.get('sort')).toBe('sales');
    expect(last.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: '销量' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by legal type from the address and offers 清除筛选 when nothing matches', async () => {
    const api = mockApi({
      [CENTRE]: (url) =>
        url.searchParams.get('legal_type_id') ? { data: pageOf([]) } : { data: pageOf([documentItem()]) },
      '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypes }),
    });
    openApp('#/pages/common/document/download?legal_type_id=2');
    expect(await screen.findByText('没有找到符合条件的文档', {}, PAGE_WAIT)).toBeTruthy();
    expect(api.calls(CENTRE)[0]!.url.searchParams.get('legal_type_id')).toBe('2');
    expect(await screen.findByText('离婚纠纷')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/document/download'));
    expect(await screen.findByRole('list', { name: '文档列表' }, PAGE_WAIT)).toBeTruthy();
  });

  it('asks for the practice areas only when the type picker opens', async () => {
    const api = mockApi({
      [CENTRE]: () => ({ data: pageOf([documentItem()]) }),
      '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypes }),
    });
    openApp('#/pages/common/document/download');
    await screen.findByRole('list', { name: '文档列表' }, PAGE_WAIT);
    expect(api.calls('/api/v1/lawyerLegalType/tree')).toHaveLength(0);
    fireEvent.click(screen.getByText('全部类型'));
    expect(await screen.findByText('婚姻家庭')).toBeTruthy();
    expect(api.calls('/api/v1/lawyerLegalType/tree')).toHaveLength(1);
  });

  it('shows the load failure with a retry', async () => {
    mockApi({
      [CENTRE]: () => ({ code: 7, msg: '系统繁忙' }),
      '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypes }),
    });
    openApp('#/pages/common/document/download');
    expect(await screen.findByText('加载失败，请检查网络后重试', {}, PAGE_WAIT)).toBeTruthy();
  });
});
