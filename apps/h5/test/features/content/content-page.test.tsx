import type { ContentKey } from '@lawbridge/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paragraphsOf } from '../../../src/features/content/content-keys';
import { mockApi, type Answer } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

let contentAnswer: (key: string) => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  contentAnswer = (key) => ({
    data: {
      key,
      title: '标题',
      body: `${key} 第一段\n第一段第二行\n\n第二段`,
      updated_at: Date.UTC(2026, 0, 5),
    },
  });
  api = mockApi({
    '/api/v1/content/about': () => contentAnswer('about'),
    '/api/v1/content/contact': () => contentAnswer('contact'),
    '/api/v1/content/agreement_user': () => contentAnswer('agreement_user'),
    '/api/v1/content/agreement_privacy': () => contentAnswer('agreement_privacy'),
    '/api/v1/content/verify_policy': () => contentAnswer('verify_policy'),
  });
});
afterEach(() => vi.unstubAllGlobals());

const isParagraph = (_: string, element: Element | null) =>
  element?.tagName === 'P' && !element.textContent?.startsWith('更新日期');

describe('content pages', () => {
  it.each<[string, string, ContentKey]>([
    ['/pages/common/about', '关于平台', 'about'],
    ['/pages/common/contact', '联系我们', 'contact'],
    ['/pages/auth/agreementUser', '用户协议', 'agreement_user'],
    ['/pages/auth/agreementPrivacy', '隐私协议', 'agreement_privacy'],
    ['/pages/auth/verify', '信息发布审核机制', 'verify_policy'],
  ])(
    '%s (%s) shows the content page %s as paragraphs',
    async (path, title, key) => {
      renderAppAt(`#${path}`);

      const paragraphs = await screen.findAllByText(isParagraph, {}, { timeout: 10_000 });
      expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
        `${key} 第一段\n第一段第二行`,
        '第二段',
      ]);
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText('更新日期：2026-01-05')).toBeTruthy();
      expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`/api/v1/content/${key}`]);
    },
    15_000,
  );

  it('shows 暂无内容 for an empty body', async () => {
    contentAnswer = (key) => ({ data: { key, title: '关于', body: '  \n ', updated_at: 0 } });
    renderAppAt('#/pages/common/about');
    expect(await screen.findByText('暂无内容', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('offers a retry when the page cannot be loaded', async () => {
    contentAnswer = () => ({ code: 7, msg: '服务繁忙' });
    renderAppAt('#/pages/common/contact');
    await screen.findByRole('button', { name: '重新加载' }, { timeout: 10_000 });

    contentAnswer = (key) => ({ data: { key, title: '联系', body: '客服电话 400-000-0000', updated_at: 0 } });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('客服电话 400-000-0000')).toBeTruthy();
  });

  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(paragraphsOf('甲\n乙\n\n丙\n \n\n丁\n')).toEqual(['甲\n乙', '丙', '丁']);
  });
});
