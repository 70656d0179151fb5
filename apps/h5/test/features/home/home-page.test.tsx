import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerItem, legalTypeTree } from '../../support/directory-fixtures';
import { mockApi, pageOf, type Answer } from '../../support/mock-api';
import { renderAppAt } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

let lawyerAnswer: () => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  useSession.getState().logout();
  lawyerAnswer = () => ({
    data: pageOf(
      [lawyerItem(), lawyerItem({ uuid: 'lawyer-0002', name: '李婷', lowest_price: null })],
      1,
      5,
      72,
    ),
  });
  api = mockApi({
    '/api/v1/lawyerLegalType/tree': () => ({ data: legalTypeTree }),
    '/api/v1/lawyer': () => lawyerAnswer(),
  });
});
afterEach(() => vi.unstubAllGlobals());

async function openHome() {
  renderAppAt('#/');
  return screen.findByRole('region', { name: '推荐律师' }, { timeout: 10_000 });
}

describe('home page', () => {
  it('recommends the five best-rated lawyers, each opening the lawyer page', async () => {
    const section = await openHome();

    const first = await within(section).findByRole('link', { name: /王建国/ });
    expect(first.getAttribute('href')).toBe('#/pages/customer/lawyer/detail?uuid=lawyer-0001');
    expect(first.textContent).toContain('¥49.00起');
    expect(within(section).getByRole('link', { name: /李婷/ }).textContent).not.toContain('起');
    const query = Object.fromEntries(api.calls('/api/v1/lawyer')[0]?.url.searchParams ?? []);
    expect(query).toEqual({ sort: 'rating', page: '1', page_size: '5' });
    expect(within(section).getByRole('link', { name: '查看更多' }).getAttribute('href')).toBe(
      '#/pages/customer/lawyer/list?sort=rating',
    );
  });

  it('says so when there is no lawyer to recommend', async () => {
    lawyerAnswer = () => ({ data: pageOf([], 1, 5, 0) });
    const section = await openHome();
    expect(await within(section).findByText('暂无推荐律师')).toBeTruthy();
  });

  it('links each practice area and the search entry to the lawyer list', async () => {
    await openHome();

    const area = await screen.findByRole('link', { name: /婚姻家庭/ });
    expect(area.getAttribute('href')).toBe('#/pages/customer/lawyer/list?legal_type_id=1');
    const search = screen.getByRole('link', { name: /搜索律师姓名/ });
    expect(search.getAttribute('href')).toBe('#/pages/customer/lawyer/list?focus=search');
  }, 15_000);
});
