import {
  API,
  type AuditAction,
  type AuditLogItem,
  type OperatorOption,
  type Page,
} from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/modules/operator/audit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createOperator, operatorCall, operatorToken } from './operator-api';

/** 2026-11-20 00:00 in Asia/Shanghai. */
const NOV_20 = Date.UTC(2026, 10, 19, 16, 0);
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let token: string;
let alice: number;
let bob: number;

beforeEach(async () => {
  t = await createTestApp();
  alice = await createOperator(t.app, 'alice', t.clock.now());
  bob = await createOperator(t.app, 'bob', t.clock.now());
  token = await operatorToken(t.app, 'alice');
  const entry = (operatorId: number, action: AuditAction, at: number, target: string) =>
    audit(t.app.db, { actor: { operatorId, ip: '10.0.0.1' }, action, target, at });
  // The last minute of 11-20, the first of 11-21 and a day later (Asia/Shanghai).
  await entry(alice, 'lawyer.disable', NOV_20 + 24 * HOUR - 60_000, 'lawyer:a');
  await entry(bob, 'lawyer.disable', NOV_20 + 24 * HOUR, 'lawyer:b');
  await entry(bob, 'feedback.reply', NOV_20 + 48 * HOUR, 'feedback:1');
});
afterEach(async () => t.close());

async function targets(query: string): Promise<string[]> {
  const reply = await operatorCall<Page<AuditLogItem>>(t.app, {
    method: 'GET',
    url: `${API.admin.auditLog}?${query}`,
    operatorToken: token,
  });
  if (reply.code !== 0) throw new Error(reply.msg);
  return reply.data.list.flatMap((item) =>
    item.target?.includes(':') && !item.target.startsWith('username') ? [item.target] : [],
  );
}

describe('audit log filters', () => {
  it('narrows by operator, by action and by Shanghai days, together', async () => {
    expect(await targets(`operator_id=${bob}`)).toEqual(['feedback:1', 'lawyer:b']);
    expect(await targets('action=lawyer.disable')).toEqual(['lawyer:b', 'lawyer:a']);
    expect(await targets('date_from=2026-11-20&date_to=2026-11-20')).toEqual(['lawyer:a']);
    expect(await targets('date_from=2026-11-21')).toEqual(['feedback:1', 'lawyer:b']);
    expect(await targets('date_to=2026-11-21')).toEqual(['lawyer:b', 'lawyer:a']);
    expect(await targets(`operator_id=${bob}&action=lawyer.disable&date_to=2026-11-21`)).toEqual([
      'lawyer:b',
    ]);
    expect(await targets(`operator_id=${alice}&date_from=2026-11-22`)).toEqual([]);
  });

  it('counts and pages the filtered entries', async () => {
    const reply = await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?operator_id=${bob}&page=2&page_size=1`,
      operatorToken: token,
    });
    expect(reply.data).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(reply.data.list.map((item) => [item.operator, item.target])).toEqual([['运营 bob', 'lawyer:b']]);
  });

  it('refuses malformed filters with a Chinese message', async () => {
    const refusal = async (query: string) =>
      (
        await operatorCall(t.app, {
          method: 'GET',
          url: `${API.admin.auditLog}?${query}`,
          operatorToken: token,
        })
      ).msg;
    expect(await refusal('operator_id=0')).toMatch(/^操作人/);
    expect(await refusal('date_from=2026-02-30')).toBe('开始日期格式不正确');
    expect(await refusal('date_to=yesterday')).toBe('结束日期格式不正确');
  });

  it('lists the operators for the 操作人 filter', async () => {
    const reply = await operatorCall<OperatorOption[]>(t.app, {
      method: 'GET',
      url: API.admin.operators,
      operatorToken: token,
    });
    expect(reply.data).toEqual([
      { id: alice, username: 'alice', display_name: '运营alice' },
      { id: bob, username: 'bob', display_name: '运营bob' },
    ]);
  });
});
