import type { AdminDocumentDetail } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navKeyFor } from '../../../src/app/layout/nav-menu';
// Loaded up front so the lazy routes resolve at once on a busy machine.
import '../../../src/features/documents/pages/document-review-page';
import '../../../src/features/documents/pages/documents-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, clickConfirmed, countButtonsWithText } from '../../buttons';
import { ok, postsOf, stubApi, type FetchAnswer } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';
import { expectOnePost } from '../orders-shared/decision-steps';
import {
  detail,
  DOCUMENT_ID,
  DUPLICATE_ID,
  item,
  LAWYER_UUID,
  listed,
  REVIEWING_VERSION_ID,
  takenDown,
} from './document-fixtures';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

/** Answers the lists, the document (`shown()`) and POSTs (`posted()`). */
function stubDocumentsApi(
  shown: () => AdminDocumentDetail = () => detail,
  posted: () => FetchAnswer = () => ok(null),
) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return posted();
    if (path.endsWith(`/admin/documents/${DOCUMENT_ID}`)) return ok(shown());
    queries.push(query);
    return ok({ list: [item], total: 1, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock), fetchMock };
}

async function openDrawer(path: string) {
  const router = renderApp(path);
  const drawer = (await screen.findByText(`文档 · ${item.title}`)).closest('.ant-drawer') as HTMLElement;
  await within(drawer).findByText('操作记录');
  return { router, drawer };
}

const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;

describe('文档审核', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists the documents waiting for review with the uploader, type, pages and price', async () => {
    const { queries } = stubDocumentsApi();
    renderApp('/document-review');
    const row = (await screen.findByText(item.title)).closest('tr') as HTMLElement;
    for (const text of ['王建国', '139****0001', '房产纠纷', 'Word', '3', '¥9.90', '2026-11-25 10:00:00']) {
      expect([text, row.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(queries.at(-1)?.get('state')).toBe('reviewing');
    expect(within(row).getByRole('link', { name: item.title }).getAttribute('href')).toBe(
      `/document-review/${DOCUMENT_ID}`,
    );
    expect(navKeyFor(`/document-review/${DOCUMENT_ID}`)).toBe('/document-review');
    expect(navKeyFor(`/documents/${DOCUMENT_ID}`)).toBe('/documents');
    expect(navKeyFor('/document-orders')).toBe('/document-orders');
  });

  it('says so when nothing waits, and when the queue fails to load', async () => {
    let answer: FetchAnswer = ok({ list: [], total: 0, page: 1, page_size: 20 });
    stubApi((path) => (path.endsWith('/admin/me') ? me : answer));
    renderApp('/document-review');
    expect(await screen.findByText('暂无待审核文档')).toBeTruthy();
    answer = { status: 502 };
    fireEvent.change(screen.getByPlaceholderText('标题、上传者手机号或姓名'), { target: { value: '租赁' } });
    fireEvent.click(buttonWithText('搜索'));
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
  });

  it('shows the whole version in review, the uploader, other versions, duplicates and events', async () => {
    stubDocumentsApi();
    const { drawer } = await openDrawer(`/document-review/${DOCUMENT_ID}`);
    const pages = within(drawer).getByRole('list', { name: '文档页面' });
    expect(
      within(pages)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['第1页', '第2页', '第3页']);
    expect(within(pages).getByAltText('第1页').getAttribute('loading')).toBe('lazy');
    expect(within(drawer).getByText('待审核版本')).toBeTruthy();
    expect(within(drawer).getByText('上传说明：补充了押金条款')).toBeTruthy();
    fireEvent.click(within(drawer).getByText(/^文档文字/));
    expect((await within(drawer).findByText(/出租方（甲方）/)).textContent).toContain('承租方（乙方）');
    expect(within(drawer).getByRole('link', { name: '王建国' }).getAttribute('href')).toBe(
      `/lawyers/${LAWYER_UUID}`,
    );
    expect(within(drawer).getByText('适用于个人出租住宅，包含押金、维修与违约条款。')).toBeTruthy();
    expect(within(drawer).getByText('合同模板')).toBeTruthy();
    const earlier = within(drawer).getByText('第1版').closest('tr') as HTMLElement;
    expect(earlier.textContent).toContain('驳回（内容质量不足：缺少违约责任条款） · 运营小李');
    const duplicates = within(drawer).getByRole('list', { name: '疑似重复' });
    expect(within(duplicates).getByText('同名')).toBeTruthy();
    expect(within(duplicates).getByRole('link').getAttribute('href')).toBe(`/documents/${DUPLICATE_ID}`);
    expect(within(drawer).getByText('提交新版本')).toBeTruthy();
    expect(countButtonsWithText('下架', drawer)).toBe(0);
  });

  it('approves the version after a confirmation and goes back to the queue', async () => {
    const { posts } = stubDocumentsApi();
    const { router, drawer } = await openDrawer(`/document-review/${DOCUMENT_ID}`);
    await clickConfirmed(drawer, '通过', '确认通过');
    await expectOnePost(posts, '/api/v1/admin/documents-action/review', {
      version_id: REVIEWING_VERSION_ID,
      decision: 'approve',
    });
    await waitFor(() => expect(currentPath(router)).toBe('/document-review'));
  });

  it('rejects with a preset reason and a text, and shows the server’s refusal in the dialog', async () => {
    const { posts } = stubDocumentsApi(
      () => detail,
      () => ({ code: 1, msg: '该版本已审核，请刷新', data: null }),
    );
    const { router, drawer } = await openDrawer(`/document-review/${DOCUMENT_ID}`);
    fireEvent.click(buttonWithText('驳回', drawer));
    const dialog = await dialogTitled(`驳回 · ${item.title}`);
    fireEvent.click(buttonWithText('确认驳回', dialog));
    expect(await within(dialog).findByText('请选择驳回原因')).toBeTruthy();
    expect(await within(dialog).findByText('请填写驳回说明')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('重复文档'));
    fireEvent.change(within(dialog).getByLabelText('驳回说明'), { target: { value: ' 与已上架文档重复 ' } });
    fireEvent.click(buttonWithText('确认驳回', dialog));
    await expectOnePost(posts, '/api/v1/admin/documents-action/review', {
      version_id: REVIEWING_VERSION_ID,
      decision: 'reject',
      reason_code: 'duplicate',
      text: '与已上架文档重复',
    });
    expect(await within(dialog).findByText('该版本已审核，请刷新')).toBeTruthy();
    expect(currentPath(router)).toBe(`/document-review/${DOCUMENT_ID}`);
  });
});

describe('文档管理', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('filters by state and keyword through the address', async () => {
    const { queries } = stubDocumentsApi();
    const router = renderApp('/documents?state=listed');
    await screen.findByText(item.title);
    expect(queries.at(-1)?.get('state')).toBe('listed');
    fireEvent.change(screen.getByPlaceholderText('标题、上传者手机号或姓名'), { target: { value: ' 139 ' } });
    fireEvent.click(buttonWithText('查询'));
    await waitFor(() => expect(currentPath(router)).toBe('/documents?state=listed&keyword=139'));
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('139'));
  });

  it('takes a listed document down with a reason and a text, refreshing the document', async () => {
    const { posts, fetchMock } = stubDocumentsApi(() => listed);
    const { drawer } = await openDrawer(`/documents/${DOCUMENT_ID}`);
    expect(within(drawer).getByText('当前版本')).toBeTruthy();
    expect(countButtonsWithText('通过', drawer)).toBe(0);
    const loads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/admin/documents/${DOCUMENT_ID}`)).length;
    const before = loads();
    fireEvent.click(buttonWithText('下架', drawer));
    const dialog = await dialogTitled(`下架 · ${item.title}`);
    expect(within(dialog).getByText(/已购用户仍可下载/)).toBeTruthy();
    fireEvent.click(within(dialog).getByText('涉嫌侵权'));
    fireEvent.change(within(dialog).getByLabelText('下架说明'), { target: { value: '权利人投诉' } });
    fireEvent.click(buttonWithText('确认下架', dialog));
    await expectOnePost(posts, '/api/v1/admin/documents-action/take-down', {
      id: DOCUMENT_ID,
      reason_code: 'infringement',
      text: '权利人投诉',
    });
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it('restores a taken-down document after a confirmation and shows why it was taken down', async () => {
    const { posts } = stubDocumentsApi(() => takenDown);
    const { drawer } = await openDrawer(`/documents/${DOCUMENT_ID}`);
    expect(within(drawer).getByText('已下架原因：涉嫌侵权：与他人作品雷同')).toBeTruthy();
    await clickConfirmed(drawer, '恢复上架', '确认恢复');
    await expectOnePost(posts, '/api/v1/admin/documents-action/restore', { id: DOCUMENT_ID });
  });
});
