import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/applications/pages/applications-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText } from '../../buttons';
import { ok, stubApi } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';
import { applicationItem } from './application-fixtures';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

function stubQueue() {
  const queries: URLSearchParams[] = [];
  stubApi((path, query) => {
    if (path.endsWith('/admin/me')) return me;
    queries.push(query);
    const list = [
      applicationItem(),
      applicationItem({
        id: 8,
        real_name: '李静',
        user_phone: '13900139000',
        licence_no: '44030120180000001',
      }),
    ];
    return ok({ list, total: 2, page: 1, page_size: 20 });
  });
  return queries;
}

describe('application queue', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists what waits for review by default, with the phone and Shanghai time', async () => {
    const queries = stubQueue();
    renderApp('/applications');

    const row = (await screen.findByText('张明远')).closest('tr') as HTMLElement;
    expect(within(row).getByText('13800138000')).toBeTruthy();
    expect(within(row).getByText('2025-03-01 10:00:00')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    expect(screen.getByText('李静')).toBeTruthy();
    expect(queries.at(-1)?.get('status')).toBe('0');
  });

  it('shows the 17-digit licence number on one line, in equal-width digits, in a fixed-width column', async () => {
    stubQueue();
    renderApp('/applications');

    const row = (await screen.findByText('张明远')).closest('tr') as HTMLElement;
    const licence = within(row).getByText('13101201510123456');
    expect(licence.style.whiteSpace).toBe('nowrap');
    expect(licence.style.fontVariantNumeric).toBe('tabular-nums');
    expect(licence.style.fontFamily).toMatch(/monospace/);
    const header = screen.getByText('执业证号').closest('table') as HTMLElement;
    const widths = [...header.querySelectorAll('col')].map((col) => col.style.width);
    expect(widths).toContain('156px');
  });

  it('filters by the status chosen, through the address', async () => {
    const queries = stubQueue();
    const router = renderApp('/applications?page=2');

    fireEvent.click(await screen.findByText('已驳回'));
    await waitFor(() => expect(currentPath(router)).toBe('/applications?status=2'));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('2'));
    expect(queries.at(-1)?.get('page')).toBe('1');

    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(currentPath(router)).toBe('/applications?status=all'));
    await waitFor(() => expect(queries.at(-1)?.has('status')).toBe(false));
  });

  it('sends the status, keyword and page from the address', async () => {
    const queries = stubQueue();
    renderApp('/applications?status=1&keyword=明远&page=3');

    await screen.findByText('张明远');
    expect(queries.at(-1)?.get('status')).toBe('1');
    expect(queries.at(-1)?.get('keyword')).toBe('明远');
    expect(queries.at(-1)?.get('page')).toBe('3');
    expect((screen.getByLabelText('搜索') as HTMLInputElement).value).toBe('明远');
  });

  it('searches from the first page and keeps the keyword in the address', async () => {
    const queries = stubQueue();
    const router = renderApp('/applications?page=2');

    const box = await screen.findByLabelText('搜索');
    fireEvent.change(box, { target: { value: ' 13900139000 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });

    await waitFor(() => expect(currentPath(router)).toBe('/applications?keyword=13900139000'));
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('13900139000'));
  });

  it('offers a retry when the queue fails to load, then shows it', async () => {
    let failing = true;
    stubApi((path) => {
      if (path.endsWith('/admin/me')) return me;
      // The queue fails; the page's other cards (changes of firm, the menu's counts) answer.
      if (failing && path.endsWith('/admin/lawyer-applications')) return { status: 502 };
      return ok({ list: [applicationItem()], total: 1, page: 1, page_size: 20 });
    });
    renderApp('/applications');

    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    failing = false;
    fireEvent.click(buttonWithText('重试'));

    expect(await screen.findByText('张明远')).toBeTruthy();
    expect(screen.queryByText('数据加载失败')).toBeNull();
  });

  it('says when nothing waits for review', async () => {
    stubApi((path) => (path.endsWith('/admin/me') ? me : ok({ list: [], total: 0, page: 1, page_size: 20 })));
    renderApp('/applications');

    expect(await screen.findByText('暂无待审核的认证申请')).toBeTruthy();
  });

  it('opens an application over the queue, keeping the filters in the address', async () => {
    stubQueue();
    const router = renderApp('/applications?status=all');

    const row = (await screen.findByText('李静')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('审核'));

    await waitFor(() => expect(currentPath(router)).toBe('/applications/8?status=all'));
  });
});
