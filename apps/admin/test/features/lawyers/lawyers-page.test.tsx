import type { AdminLawyerDetail, AdminLawyerItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/lawyers/pages/lawyers-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { buttonWithText, findButtonWithText } from '../../buttons';
import { currentPath, renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

function lawyer(overrides: Partial<AdminLawyerItem>): AdminLawyerItem {
  return {
    uuid: 'lawyer-uuid-0001',
    name: '张明远',
    phone: '13800138000',
    law_firm: '上海明远律师事务所',
    area_name: '上海市 黄浦区',
    licence_no: '13101201510123456',
    enabled: 1,
    accepting: 1,
    served_orders: 128,
    created_at: Date.UTC(2025, 2, 2, 6, 30, 0),
    ...overrides,
  };
}

function detailOf(item: AdminLawyerItem): AdminLawyerDetail {
  return {
    ...item,
    avatar: '/api/v1/upload/image/avatar-01',
    gender: 1,
    degree_name: '硕士',
    practice_start_year: 2015,
    practice_years: 10,
    legal_type_names: ['婚姻家庭', '劳动纠纷'],
    description: '专注婚姻家庭纠纷十年。',
    office_address: '北京市朝阳区建国路 1 号',
    rating: 4.8,
    review_count: 36,
    updated_at: Date.UTC(2025, 5, 1, 2, 0, 0),
    application_id: 7,
    licence_photo: '/api/v1/upload/image/licence-01',
    disabled_reason: item.enabled === 1 ? null : '资料信息不实；执业证已过期',
  };
}

/** A console API with two lawyers, one of them disabled; enabling changes the stored state. */
function stubLawyersApi() {
  const lawyers = [
    lawyer({}),
    lawyer({ uuid: 'lawyer-uuid-0002', name: '李静', enabled: 0, accepting: 0, served_orders: 3 }),
  ];
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') {
      const { uuid, enabled } = sent.body as { uuid: string; enabled: number };
      const target = lawyers.find((candidate) => candidate.uuid === uuid);
      if (target) target.enabled = enabled;
      return ok(null);
    }
    const opened = lawyers.find((candidate) => path.endsWith(`/admin/lawyers/${candidate.uuid}`));
    if (opened) return ok(detailOf(opened));
    queries.push(query);
    return ok({ list: lawyers.map((item) => ({ ...item })), total: 2, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('lawyers page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists lawyers with their accepting state, orders, account state and join time', async () => {
    stubLawyersApi();
    renderApp('/lawyers');

    const active = await rowOf('张明远');
    for (const text of ['13800138000', '上海明远律师事务所', '接单中', '128', '正常', '2025-03-02']) {
      expect(within(active).getByText(text)).toBeTruthy();
    }
    const disabled = await rowOf('李静');
    expect(within(disabled).getByText('暂停接单')).toBeTruthy();
    expect(within(disabled).getByText('已停用')).toBeTruthy();
    expect(buttonWithText('启用', disabled)).toBeTruthy();
  });

  it('shows the licence number on one line in equal-width digits', async () => {
    stubLawyersApi();
    renderApp('/lawyers');

    const licence = within(await rowOf('张明远')).getByText('13101201510123456');
    expect(licence.style.whiteSpace).toBe('nowrap');
    expect(licence.style.fontFamily).toMatch(/monospace/);
  });

  it('disables a lawyer only with a reason the lawyer will read, sending enabled 0 and the reason', async () => {
    const { posts } = stubLawyersApi();
    renderApp('/lawyers');

    fireEvent.click(buttonWithText('停用', await rowOf('张明远')));
    expect(
      await screen.findByText('停用后该律师从律师列表中隐藏，不能再接新订单，也不能修改资料。'),
    ).toBeTruthy();
    fireEvent.click(buttonWithText('确认停用'));
    expect(await screen.findByText('请选择或填写停用原因')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('资料信息不实'));
    fireEvent.change(screen.getByPlaceholderText(/执业证年检未通过/), { target: { value: '执业证已过期' } });
    expect(await screen.findByText('律师将看到：资料信息不实；执业证已过期')).toBeTruthy();
    fireEvent.click(buttonWithText('确认停用'));

    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: '/api/v1/admin/lawyers/enabled',
          body: { uuid: 'lawyer-uuid-0001', enabled: 0, reason: '资料信息不实；执业证已过期' },
        },
      ]),
    );
    const row = await rowOf('张明远');
    await waitFor(() => expect(within(row).getByText('已停用')).toBeTruthy());
  });

  it('opens a lawyer’s whole profile in a drawer from the list, keeping the filters', async () => {
    stubLawyersApi();
    const router = renderApp('/lawyers?enabled=1');

    fireEvent.click(await screen.findByText('张明远'));
    await waitFor(() => expect(currentPath(router)).toBe('/lawyers/lawyer-uuid-0001?enabled=1'));
    const drawer = (await screen.findByText('律师 张明远')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('上海明远律师事务所')).toBeTruthy();
    for (const text of [
      '男',
      '13800138000',
      '13101201510123456',
      '上海市 黄浦区',
      '2015年起（执业10年）',
      '硕士',
      '婚姻家庭',
      '劳动纠纷',
      '专注婚姻家庭纠纷十年。',
      '北京市朝阳区建国路 1 号',
      '接单中',
      '正常',
      '2025-03-02',
      '4.8（36条评价）',
    ]) {
      expect(within(drawer).getByText(text)).toBeTruthy();
    }
    expect(within(drawer).getByAltText('头像').getAttribute('src')).toBe('/api/v1/upload/image/avatar-01');
    expect(within(drawer).getByAltText('执业证照片').getAttribute('src')).toBe(
      '/api/v1/upload/image/licence-01',
    );
    expect(within(drawer).getByText('查看通过的认证申请').getAttribute('href')).toBe('/applications/7');

    fireEvent.click(drawer.querySelector('button[aria-label="关闭"]') as HTMLButtonElement);
    await waitFor(() => expect(currentPath(router)).toBe('/lawyers?enabled=1'));
  });

  it('disables the lawyer from the drawer and shows the new state', async () => {
    const { posts } = stubLawyersApi();
    renderApp('/lawyers/lawyer-uuid-0001');

    const drawer = (await screen.findByText('律师 张明远')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(await findButtonWithText('停用该律师', drawer));
    fireEvent.click(await screen.findByLabelText('多次违规或被投诉'));
    fireEvent.click(await findButtonWithText('确认停用'));

    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: '/api/v1/admin/lawyers/enabled',
          body: { uuid: 'lawyer-uuid-0001', enabled: 0, reason: '多次违规或被投诉' },
        },
      ]),
    );
    expect(await findButtonWithText('启用该律师', drawer)).toBeTruthy();
    expect(within(drawer).getByText('已停用')).toBeTruthy();
    expect(within(drawer).getByText('原因：资料信息不实；执业证已过期')).toBeTruthy();
  });

  it('filters by account state and keyword through the address', async () => {
    const { queries } = stubLawyersApi();
    const router = renderApp('/lawyers?keyword=明远&page=2');

    await rowOf('张明远');
    expect(queries.at(-1)?.get('keyword')).toBe('明远');
    fireEvent.mouseDown(screen.getByLabelText('账号状态'));
    fireEvent.click(await screen.findByTitle('已停用'));

    await waitFor(() => expect(decodeURI(currentPath(router))).toBe('/lawyers?keyword=明远&enabled=0'));
    await waitFor(() => expect(queries.at(-1)?.get('enabled')).toBe('0'));
    expect(queries.at(-1)?.get('page')).toBe('1');
  });
});
