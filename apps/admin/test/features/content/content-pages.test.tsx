import type { ContentPage } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy routes resolve at once on a busy machine.
import '../../../src/features/content/pages/content-edit-page';
import '../../../src/features/content/pages/content-list-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { buttonWithText } from '../../buttons';
import { currentPath, renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const UPDATED_AT = Date.UTC(2025, 4, 1, 0, 0, 0);
const SAVED_AT = Date.UTC(2025, 4, 2, 0, 0, 0);

const shipped = { updated_at: UPDATED_AT, example: false };
const pages: ContentPage[] = [
  { key: 'about', title: '关于律桥', body: '律桥连接用户与律师。\n\n第二段。', ...shipped },
  { key: 'contact', title: '联系我们', body: '客服电话', ...shipped, example: true },
  { key: 'agreement_user', title: '用户服务协议', body: '协议', ...shipped },
  { key: 'agreement_privacy', title: '隐私政策', body: '隐私', ...shipped },
  { key: 'verify_policy', title: '信息发布审核机制', body: '审核', ...shipped },
];

function stubContentApi() {
  const fetchMock = stubApi((path, _query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return ok({ ...(sent.body as ContentPage), updated_at: SAVED_AT });
    return ok(pages);
  });
  return { posts: () => postsOf(fetchMock) };
}

describe('content pages', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists the five pages with their titles and update times, each editable', async () => {
    stubContentApi();
    const router = renderApp('/content');

    const aboutRow = (await screen.findByText('关于平台')).closest('tr') as HTMLElement;
    expect(within(aboutRow).getByText('关于律桥')).toBeTruthy();
    expect(within(aboutRow).getByText('2025-05-01 08:00:00')).toBeTruthy();
    const names = [...document.querySelectorAll('tbody tr')].map(
      (row) => row.querySelector('td')?.textContent,
    );
    expect(names).toEqual(['关于平台', '联系我们', '用户协议', '隐私协议', '信息发布审核机制']);
    // Only the page still holding example values is marked 示例.
    const tags = [...document.querySelectorAll('tbody tr')].map(
      (row) => row.querySelector('.ant-tag')?.textContent,
    );
    expect(tags).toEqual([undefined, '示例', undefined, undefined, undefined]);
    fireEvent.click(within(aboutRow).getByText('编辑'));

    await waitFor(() => expect(currentPath(router)).toBe('/content/about'));
  });

  it('previews the typed body as plain text and saves title and body', async () => {
    const { posts } = stubContentApi();
    renderApp('/content/about');

    const body = (await screen.findByLabelText('正文')) as HTMLTextAreaElement;
    expect(body.value).toBe('律桥连接用户与律师。\n\n第二段。');
    const edited = '律桥连接用户与律师。\n\n<b>不是标签</b>';
    fireEvent.change(body, { target: { value: edited } });
    await waitFor(() => expect(screen.getByTestId('content-preview-body').textContent).toBe(edited));

    fireEvent.click(buttonWithText('保存'));

    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/content', body: { key: 'about', title: '关于律桥', body: edited } },
      ]),
    );
    expect(await screen.findByText('已保存，H5 页面即刻显示新内容')).toBeTruthy();
    expect(await screen.findByText('更新于 2025-05-02 08:00:00')).toBeTruthy();
  });

  it('refuses an empty title with the contract message', async () => {
    const { posts } = stubContentApi();
    renderApp('/content/contact');

    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '  ' } });
    fireEvent.click(buttonWithText('保存'));

    expect(await screen.findByText('请填写标题')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('warns that 联系我们 still holds example values', async () => {
    stubContentApi();
    renderApp('/content/contact');
    expect(await screen.findByText('示例联系方式')).toBeTruthy();
    expect(screen.getByText(/H5 不显示它们/)).toBeTruthy();
  });

  it('shows no example warning on a page without example values', async () => {
    stubContentApi();
    renderApp('/content/about');
    await screen.findByLabelText('正文');
    expect(screen.queryByText('示例联系方式')).toBeNull();
  });

  it('says so for a page that does not exist', async () => {
    stubContentApi();
    renderApp('/content/faq');

    expect(await screen.findByText('内容页不存在')).toBeTruthy();
  });
});
