import type { AuditLogItem, AuditTargetRef } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { operatorToken } from '../../../src/lib/operator-token';
import { ok, stubApi } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const rows: AuditLogItem[] = [
  {
    id: 2,
    operator: 'ops',
    action: 'operator.login_failed',
    target: null,
    target_ref: null,
    detail: '密码错误',
    ip: '10.0.0.8',
    created_at: Date.UTC(2025, 0, 31, 16, 30, 5),
  },
  {
    id: 1,
    operator: 'ops',
    action: 'order.archive',
    target: 'lawyer:42',
    target_ref: null,
    detail: null,
    ip: null,
    created_at: 0,
  },
];

const operators = [
  { id: 1, username: 'ops', display_name: '运营小王' },
  { id: 2, username: 'admin', display_name: '演示管理员' },
];

function stubAuditLog(total: number, list = rows) {
  const queries: URLSearchParams[] = [];
  stubApi((path, query) => {
    if (path.endsWith('/admin/me')) return me;
    if (path.endsWith('/admin/operators')) return ok(operators);
    queries.push(query);
    return ok({ list, total, page: Number(query.get('page') ?? 1), page_size: 20 });
  });
  return queries;
}

describe('audit log page', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists entries with Chinese action names and Shanghai times', async () => {
    stubAuditLog(2);
    renderApp('/audit-log');

    const failedRow = (await screen.findByText('登录失败')).closest('tr') as HTMLElement;
    expect(within(failedRow).getByText('2025-02-01 00:30:05')).toBeTruthy();
    expect(within(failedRow).getByText('10.0.0.8')).toBeTruthy();
    const unknownRow = screen.getByText('order.archive').closest('tr') as HTMLElement;
    expect(within(unknownRow).getByText('1970-01-01 08:00:00')).toBeTruthy();
    expect(within(unknownRow).getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('names resolved targets and links each to where the console shows it; others stay as recorded', async () => {
    const entry = (
      id: number,
      action: string,
      target: string,
      target_ref: AuditTargetRef | null,
    ): AuditLogItem => ({
      id,
      operator: 'ops',
      action,
      target,
      target_ref,
      detail: null,
      ip: null,
      created_at: 0,
    });
    stubAuditLog(5, [
      entry(5, 'application.approve', 'application:3', { kind: 'application', id: '3', name: '张三' }),
      entry(4, 'lawyer.disable', 'lawyer:u-1', { kind: 'lawyer', id: 'u-1', name: '李四' }),
      entry(3, 'feedback.reply', 'feedback:12', { kind: 'feedback', id: '12', name: null }),
      entry(2, 'content.update', 'content:contact', { kind: 'content', id: 'contact', name: '联系我们' }),
      entry(1, 'operator.login', 'username:ops', null),
    ]);
    renderApp('/audit-log');

    const link = async (text: string) => (await screen.findByText(text)).closest('a')?.getAttribute('href');
    expect(await link('律师认证申请 · 张三')).toBe('/applications/3');
    expect(await link('律师 李四')).toBe('/lawyers/u-1');
    expect(await link('留言反馈 #12')).toBe('/feedback/12');
    expect(await link('内容页 · 联系我们')).toBe('/content/contact');
    expect(screen.getByText('username:ops').closest('a')).toBeNull();
  });

  it('asks the server for the page the operator turns to, and keeps it in the address', async () => {
    const queries = stubAuditLog(45);
    const router = renderApp('/audit-log');

    fireEvent.click(await screen.findByTitle('2'));

    await waitFor(() => expect(currentPath(router)).toBe('/audit-log?page=2'));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('page_size')).toBe('20');
  });

  it('sends the action filter from the address and explains an empty result', async () => {
    const queries = stubAuditLog(0, []);
    renderApp('/audit-log?action=operator.logout&page=3');

    expect(await screen.findByText('没有符合条件的操作记录')).toBeTruthy();
    expect(queries.at(-1)?.get('action')).toBe('operator.logout');
    expect(queries.at(-1)?.get('page')).toBe('3');
  });

  it('filters by the chosen action from the first page', async () => {
    const queries = stubAuditLog(45);
    const router = renderApp('/audit-log?page=2');

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '操作类型' }));
    fireEvent.click(await screen.findByTitle('登录失败'));

    await waitFor(() => expect(currentPath(router)).toBe('/audit-log?action=operator.login_failed'));
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('operator.login_failed'));
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('filters by operator and by days from the first page, keeping them in the address', async () => {
    const queries = stubAuditLog(45);
    const router = renderApp('/audit-log?page=2');

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '操作人' }));
    fireEvent.click(await screen.findByTitle('运营 admin'));
    await waitFor(() => expect(currentPath(router)).toBe('/audit-log?operator_id=2'));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-21' } });

    await waitFor(() =>
      expect(currentPath(router)).toBe('/audit-log?operator_id=2&date_from=2026-11-20&date_to=2026-11-21'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('date_to')).toBe('2026-11-21'));
    expect(queries.at(-1)?.get('operator_id')).toBe('2');
    expect(queries.at(-1)?.get('date_from')).toBe('2026-11-20');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('says there is nothing yet when the log is empty', async () => {
    stubAuditLog(0, []);
    renderApp('/audit-log');

    expect(await screen.findByText('暂无操作记录')).toBeTruthy();
  });
});
