import type { AdminUserDetail, AdminUserItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { operatorToken } from '../../../src/lib/operator-token';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

const user: AdminUserItem = {
  uuid: 'user-uuid-0001',
  nickname: '王先生',
  phone: '13800000001',
  is_lawyer: 0,
  channel_type: '1',
  created_at: Date.UTC(2026, 9, 1, 2, 0, 0),
  last_login_at: Date.UTC(2026, 10, 26, 1, 0, 0),
  ban: null,
};

function detailOf(item: AdminUserItem): AdminUserDetail {
  return {
    ...item,
    avatar: null,
    gender: 1,
    lawyer: null,
    service_orders: {
      total: 12,
      list: [
        {
          order_no: 'S2026112600000001',
          name: '图文咨询',
          state_label: '已完成',
          price: 4900,
          role: 'customer',
          created_at: Date.UTC(2026, 10, 26, 2, 0, 0),
        },
      ],
    },
    appointments: { total: 0, list: [] },
    reviews: { total: 0, list: [] },
    feedback: {
      total: 1,
      list: [{ id: 7, content: '支付页面加载很慢', handled: 0, created_at: Date.UTC(2026, 10, 20, 2, 0, 0) }],
    },
  };
}

function stubUsersApi() {
  const users = [{ ...user }];
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') {
      const body = sent.body as { uuid: string; reason?: string; note?: string };
      users[0]!.ban = path.endsWith('/ban')
        ? {
            banned_at: Date.UTC(2026, 10, 27, 2, 0, 0),
            reason: body.reason!,
            reason_label: '骚扰或辱骂他人',
            note: body.note ?? null,
          }
        : null;
      return ok(null);
    }
    if (path.endsWith(`/admin/users/${user.uuid}`)) return ok(detailOf(users[0]!));
    queries.push(query);
    return ok({ list: users.map((item) => ({ ...item })), total: 1, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

describe('用户管理', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('searches by phone or nickname through the address', async () => {
    const { queries } = stubUsersApi();
    const router = renderApp('/users');

    const row = (await screen.findByText('王先生')).closest('tr') as HTMLElement;
    expect(within(row).getByText('13800000001')).toBeTruthy();
    expect(within(row).getByText('正常')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('搜索'), { target: { value: '0001' } });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/users?keyword=0001'));
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('0001'));
  });

  it("opens a user's detail with links to their orders and feedback, and bans them with a reason", async () => {
    const { posts } = stubUsersApi();
    renderApp('/users/user-uuid-0001');

    const drawer = (await screen.findByText('用户 王先生')).closest('.ant-drawer') as HTMLElement;
    expect((await within(drawer).findByText('S2026112600000001')).getAttribute('href')).toBe(
      '/service-orders/S2026112600000001',
    );
    expect(within(drawer).getByText('查看全部12条').getAttribute('href')).toBe(
      '/service-orders?customer_phone=13800000001',
    );
    expect(within(drawer).getByText('支付页面加载很慢').getAttribute('href')).toBe('/feedback/7');

    fireEvent.click(within(drawer).getByRole('button', { name: '封禁该用户' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认封禁' }));
    expect(await screen.findByText('请选择封禁原因')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('骚扰或辱骂他人'));
    expect(
      await screen.findByText(
        '用户登录时将看到：账号已被封禁（骚扰或辱骂他人），无法登录，如有疑问请联系平台客服',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/仅运营可见/), { target: { value: '多次辱骂律师' } });
    fireEvent.click(screen.getByRole('button', { name: '确认封禁' }));

    await waitFor(() =>
      expect(posts()).toEqual([
        {
          path: '/api/v1/admin/users-action/ban',
          body: { uuid: 'user-uuid-0001', reason: 'harassment', note: '多次辱骂律师' },
        },
      ]),
    );
    expect(await within(drawer).findByRole('button', { name: '解封该用户' })).toBeTruthy();
    expect(within(drawer).getByText(/起封禁：骚扰或辱骂他人（多次辱骂律师）/)).toBeTruthy();
  });
});
