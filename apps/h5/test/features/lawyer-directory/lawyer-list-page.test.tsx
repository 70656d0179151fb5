import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { areaTree, lawyerItem, legalTypeTree } from '../../support/directory-fixtures';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

let lawyerAnswer: (url: URL) => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  useSession.getState().logout();
  lawyerAnswer = () => ({ data: pageOf([lawyerItem()]) });
  api = mockApi({
    '/api/v1/areaCode/tree': () => ({ data: areaTree }),
    '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypeTree }),
    '/api/v1/lawyer': (url) => lawyerAnswer(url),
  });
});
afterEach(() => vi.unstubAllGlobals());

const listQueries = () => api.calls('/api/v1/lawyer').map(({ url }) => Object.fromEntries(url.searchParams));

async function openList(query = '') {
  renderAppAt(`#/pages/customer/lawyer/list${query}`);
  await screen.findByPlaceholderText('搜索姓名、律所或拼音首字母', {}, { timeout: 10_000 });
}

describe('律师列表', () => {
  it('asks for the first 20 lawyers with the filters from the page query and shows them', async () => {
    await openList('?legal_type_id=1&area_code=440300&sort=rating&keyword=wjg');

    const card = await screen.findByRole('link', { name: /王建国/ });
    expect(card.getAttribute('href')).toBe('#/pages/customer/lawyer/detail?uuid=lawyer-0001');
    for (const text of [
      '接单中',
      '北京德衡律师事务所',
      '执业12年 · 北京市 北京城区',
      '离婚纠纷',
      '36条评价',
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByText('服务120人次')).toBeTruthy();
    expect(card.textContent).toContain('★ 4.8');
    expect(card.textContent).toContain('¥49.00起');
    expect(listQueries()).toEqual([
      { keyword: 'wjg', area_code: '4403', legal_type_id: '1', sort: 'rating', page: '1', page_size: '20' },
    ]);
    // The dropdown titles show the current choices.
    expect(screen.getByText('深圳市')).toBeTruthy();
    expect(screen.getByText('婚姻家庭')).toBeTruthy();
    expect(screen.getByText('评分最高')).toBeTruthy();
  });

  it('focuses the search box when opened from the home search entry', async () => {
    await openList('?focus=search');
    expect(document.activeElement).toBe(screen.getByPlaceholderText('搜索姓名、律所或拼音首字母'));
  });

  it('keeps a new sort and a search in the address, replacing the entry, and asks again', async () => {
    await openList('?legal_type_id=1');
    await screen.findByText('王建国');
    const historyLength = window.history.length;

    fireEvent.click(screen.getByText('综合排序'));
    fireEvent.click(await screen.findByRole('button', { name: '服务最多' }));
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/customer/lawyer/list?legal_type_id=1&sort=orders'),
    );

    const search = screen.getByPlaceholderText('搜索姓名、律所或拼音首字母');
    fireEvent.change(search, { target: { value: ' 王 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(currentHashAddress()).toBe('/pages/customer/lawyer/list?keyword=王&legal_type_id=1&sort=orders'),
    );
    expect(window.history.length).toBe(historyLength);
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        keyword: '王',
        legal_type_id: '1',
        sort: 'orders',
        page: '1',
        page_size: '20',
      }),
    );
  });

  it('searches as the user types, once typing pauses, keeping the box and its focus', async () => {
    await openList();
    await screen.findByText('王建国');
    const search = screen.getByPlaceholderText('搜索姓名、律所或拼音首字母');
    search.focus();
    for (const value of ['l', 'lu', 'lu y', 'lu yongning ']) fireEvent.change(search, { target: { value } });

    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/lawyer/list?keyword=lu+yongning'));
    await waitFor(() => expect(listQueries().at(-1)?.keyword).toBe('lu yongning'));
    // One query for the pause, none for the letters typed on the way.
    expect(listQueries().map((query) => query.keyword)).toEqual([undefined, 'lu yongning']);
    expect(screen.getByPlaceholderText('搜索姓名、律所或拼音首字母')).toBe(search);
    expect(document.activeElement).toBe(search);
    expect((search as HTMLInputElement).value).toBe('lu yongning ');

    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/lawyer/list'));
  });

  it('marks a lawyer who is not taking orders as 暂停接单', async () => {
    lawyerAnswer = () => ({ data: pageOf([lawyerItem({ accepting: 0 })]) });
    await openList();
    const card = await screen.findByRole('link', { name: /王建国/ });
    expect(within(card).getByText('暂停接单')).toBeTruthy();
    expect(within(card).queryByText('接单中')).toBeNull();
  });

  it('filters by a whole province or one of its cities from the area dropdown', async () => {
    await openList();
    await screen.findByText('王建国');

    fireEvent.click(screen.getByText('地区'));
    fireEvent.click(await screen.findByRole('button', { name: '广东省' }));
    fireEvent.click(await screen.findByRole('button', { name: '深圳市' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/lawyer/list?area_code=4403'));

    fireEvent.click(screen.getByText('深圳市'));
    fireEvent.click(await screen.findByRole('button', { name: '全部' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/lawyer/list?area_code=44'));
    await waitFor(() => expect(listQueries().at(-1)?.area_code).toBe('44'));
  });

  it('chooses a practice area without leaves directly and 全部领域 removes the filter', async () => {
    await openList('?legal_type_id=2');
    await screen.findByText('王建国');

    fireEvent.click(screen.getByText('离婚纠纷', { selector: '.adm-dropdown-item-title-text' }));
    fireEvent.click(await screen.findByRole('button', { name: '合同纠纷' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/lawyer/list?legal_type_id=10'));

    fireEvent.click(screen.getByText('合同纠纷', { selector: '.adm-dropdown-item-title-text' }));
    fireEvent.click(await screen.findByRole('button', { name: '全部领域' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/lawyer/list'));
  });

  it('says when no lawyer matches and clears the filters, keeping the sort', async () => {
    lawyerAnswer = (url) => ({ data: pageOf(url.searchParams.has('keyword') ? [] : [lawyerItem()]) });
    await openList('?keyword=zzz&area_code=44&sort=years');

    expect(await screen.findByText('没有找到符合条件的律师')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/customer/lawyer/list?sort=years'));
    expect(await screen.findByText('王建国')).toBeTruthy();
  });

  it('shows a failed first page with a retry that asks again', async () => {
    lawyerAnswer = () => ({ code: 7, msg: '服务繁忙' });
    await openList();

    expect(await screen.findByText('加载失败，请检查网络后重试')).toBeTruthy();
    lawyerAnswer = () => ({ data: pageOf([lawyerItem()]) });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('王建国')).toBeTruthy();
    expect(listQueries()).toHaveLength(2);
  });

  it('loads the next page while scrolling and stops at the last one', async () => {
    // jsdom lays nothing out; InfiniteScroll only checks elements that have an offset parent.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const firstPage = Array.from({ length: 20 }, (_, index) =>
      lawyerItem({ uuid: `lawyer-${index}`, name: `律师${index}` }),
    );
    lawyerAnswer = (url) =>
      url.searchParams.get('page') === '1'
        ? { data: pageOf(firstPage, 1, 20, 21) }
        : { data: pageOf([lawyerItem({ uuid: 'lawyer-last', name: '最后一位' })], 2, 20, 21) };
    await openList();

    expect(await screen.findByText('最后一位')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(listQueries().map((query) => query.page)).toEqual(['1', '2']);
  });
});
