import type { LawyerDetail } from '@lawbridge/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerDetail } from '../../support/directory-fixtures';
import { mockApi, type Answer } from '../../support/mock-api';
import { currentHashAddress, renderAppAt } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

let detailAnswer: () => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  useSession.getState().logout();
  detailAnswer = () => ({ data: lawyerDetail() });
  api = mockApi({ '/api/v1/lawyer/detail': () => detailAnswer() });
});
afterEach(() => vi.unstubAllGlobals());

const openDetail = (uuid: string) => renderAppAt(`#/pages/customer/lawyer/detail?uuid=${uuid}`);

describe('律师主页', () => {
  it('fetches the lawyer by uuid and shows the profile with the masked licence and the stats', async () => {
    openDetail('lawyer-0001');

    expect(await screen.findByRole('heading', { name: '王建国' }, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls('/api/v1/lawyer/detail')[0]?.url.search).toBe('?uuid=lawyer-0001');
    expect(screen.getByText('执业12年 · 北京市 北京城区 · 硕士')).toBeTruthy();
    expect(screen.getByText('执业证号 1101*********2345')).toBeTruthy();
    expect(screen.getByText('4.8')).toBeTruthy();
    expect(screen.getByText('36')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    const areas = screen.getByRole('region', { name: '擅长领域' });
    expect(within(areas).getByText('离婚纠纷')).toBeTruthy();
  });

  it('lists the services with prices in yuan, then the offline appointment', async () => {
    openDetail('lawyer-0001');
    const services = await screen.findByRole('region', { name: '服务项目' }, { timeout: 10_000 });

    const rows = within(services)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '图文咨询24小时内图文问答¥49.00',
      '合同审查¥299.00',
      '线下预约与律师面对面咨询¥199.00',
    ]);
  });

  it('links 免费咨询, 购买服务 and 预约面谈 with the lawyer uuid', async () => {
    openDetail('lawyer-0001');
    const actions = await screen.findByRole('navigation', { name: '联系律师' }, { timeout: 10_000 });

    const links = within(actions)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['免费咨询', '#/pages/customer/chat/index?lawyer_uuid=lawyer-0001'],
      ['购买服务', '#/pages/customer/order/service/create?lawyer_uuid=lawyer-0001'],
      ['预约面谈', '#/pages/customer/order/appointment/create?lawyer_uuid=lawyer-0001'],
    ]);
  });

  it('shows the office address the lawyer wrote', async () => {
    openDetail('lawyer-0001');
    const address = await screen.findByRole('region', { name: '办公地址' }, { timeout: 10_000 });
    expect(address.textContent).toContain('北京市东城区东长安街 1 号');
  });

  it('a paused lawyer: 暂停接单, 购买服务 and 预约面谈 disabled with the reason, 免费咨询 still open', async () => {
    detailAnswer = () => ({ data: lawyerDetail({ accepting: 0, office_address: '' }) });
    openDetail('lawyer-0001');
    const actions = await screen.findByRole('navigation', { name: '联系律师' }, { timeout: 10_000 });
    expect(screen.getAllByText('暂停接单').length).toBeGreaterThan(0);
    expect(within(actions).getByRole('status').textContent).toBe(
      '该律师已暂停接单，暂不能购买服务或预约面谈',
    );
    const disabled = within(actions)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-disabled') === 'true')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(disabled).toEqual([
      ['购买服务', null],
      ['预约面谈', null],
    ]);
    expect(within(actions).getByRole('link', { name: '免费咨询' }).getAttribute('href')).toBe(
      '#/pages/customer/chat/index?lawyer_uuid=lawyer-0001',
    );
    expect(screen.queryByRole('region', { name: '办公地址' })).toBeNull();
  });

  it('a lawyer offering no online service: only 购买服务 is disabled, saying why', async () => {
    detailAnswer = () => ({ data: lawyerDetail({ services: [], lowest_price: null }) });
    openDetail('lawyer-0001');
    const actions = await screen.findByRole('navigation', { name: '联系律师' }, { timeout: 10_000 });
    expect(within(actions).getByRole('status').textContent).toBe('该律师暂未开通线上服务');
    expect(within(actions).getByRole('link', { name: '购买服务' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(within(actions).getByRole('link', { name: '预约面谈' }).getAttribute('href')).toBe(
      '#/pages/customer/order/appointment/create?lawyer_uuid=lawyer-0001',
    );
  });

  it('shows 暂无评价 without reviews, and the latest reviews when there are some', async () => {
    const { unmount } = openDetail('lawyer-0001');
    const empty = await screen.findByRole('region', { name: '用户评价' }, { timeout: 10_000 });
    expect(within(empty).getByText('暂无评价')).toBeTruthy();
    unmount();

    detailAnswer = () => ({
      data: lawyerDetail({
        uuid: 'lawyer-0002',
        rating: 4,
        review_count: 1,
        latest_reviews: [
          {
            id: 7,
            order_kind: 'service',
            service_name: '图文咨询',
            verified: 1,
            nickname: '用户5678',
            avatar: null,
            anonymous: 0,
            rating: 4,
            tags: ['responsive'],
            text: '回复及时，很专业',
            reply: null,
            replied_at: null,
            created_at: Date.UTC(2025, 2, 8, 20),
          },
        ],
      }),
    });
    openDetail('lawyer-0002');
    const reviews = await screen.findByRole('region', { name: '用户评价' });
    expect(within(reviews).getByText('回复及时，很专业')).toBeTruthy();
    expect(within(reviews).getByText('用户5678')).toBeTruthy();
    expect(within(within(reviews).getByRole('article')).getByLabelText('4星')).toBeTruthy();
    // 20:00 UTC on 8 March is 9 March in Shanghai.
    expect(within(reviews).getByText('2025-03-09')).toBeTruthy();
    // Every review is already shown: nothing more to see.
    expect(within(reviews).queryByRole('link', { name: /查看全部/ })).toBeNull();
  });

  it('offers 查看全部N条评价 only when more reviews exist than shown', async () => {
    const review: LawyerDetail['latest_reviews'][number] = {
      id: 7,
      order_kind: 'service',
      service_name: '图文咨询',
      verified: 1,
      nickname: '王先生',
      avatar: null,
      anonymous: 0,
      rating: 5,
      tags: [],
      text: '很专业',
      reply: null,
      replied_at: null,
      created_at: Date.UTC(2025, 2, 8, 2),
    };
    detailAnswer = () => ({
      data: lawyerDetail({
        uuid: 'lawyer-0003',
        rating: 5,
        review_count: 12,
        latest_reviews: [review, { ...review, id: 8 }, { ...review, id: 9 }],
      }),
    });
    openDetail('lawyer-0003');
    const reviews = await screen.findByRole('region', { name: '用户评价' }, { timeout: 10_000 });
    expect(within(reviews).getByRole('link', { name: '查看全部12条评价' }).getAttribute('href')).toBe(
      '#/pages/common/review/list?uuid=lawyer-0003',
    );
  });

  it('opens a long description collapsed, with 展开全文', async () => {
    detailAnswer = () => ({ data: lawyerDetail({ description: '从业经历'.repeat(40) }) });
    openDetail('lawyer-0001');

    fireEvent.click(await screen.findByRole('button', { name: '展开全文' }, { timeout: 10_000 }));
    expect(screen.getByRole('button', { name: '收起' })).toBeTruthy();
  });

  it('says the lawyer is not found when the server refuses with code 7', async () => {
    detailAnswer = () => ({ code: 7, msg: '律师不存在' });
    openDetail('lawyer-9999');

    expect(await screen.findByText('律师不存在或已停止服务', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '看看其他律师' }));
    expect(currentHashAddress()).toBe('/pages/customer/lawyer/list');
  });

  it('does not ask the server without a usable uuid', async () => {
    openDetail('');

    expect(await screen.findByText('律师不存在或已停止服务', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when loading fails for another reason', async () => {
    detailAnswer = () => ({ code: 1, msg: '律师格式不正确' });
    openDetail('lawyer-0001');

    expect(await screen.findByText('加载失败，请检查网络后重试', {}, { timeout: 10_000 })).toBeTruthy();
    detailAnswer = () => ({ data: lawyerDetail() });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '王建国' })).toBeTruthy();
  });
});
