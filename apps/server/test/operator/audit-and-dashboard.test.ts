import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, type AuditLogItem, type DashboardSummary, type Page } from '@lawbridge/contract';
import { seedDemo } from '../../src/cli/demo/seed-demo';
import { audit } from '../../src/modules/operator/audit';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { demoDocumentsOf } from '../helpers/demo-documents';
import { createOperator, operatorCall, operatorLogin, operatorToken } from './operator-api';

const HOUR = 60 * 60 * 1000;
const silent = { info: () => {} };

describe('audit log', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await createOperator(t.app, 'alice', t.clock.now());
  });
  afterEach(async () => t.close());

  const auditLog = async (token: string, query = '') =>
    operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}${query}`,
      operatorToken: token,
    });

  it('lists login, failed login and logout events newest first', async () => {
    await operatorLogin(t.app, 'alice', 'wrong-password');
    t.clock.advance(1000);
    await operatorLogin(t.app, 'ghost', 'whatever-pw');
    t.clock.advance(1000);
    const first = await operatorToken(t.app, 'alice');
    await operatorCall(t.app, { method: 'POST', url: API.admin.logout, operatorToken: first });
    const token = await operatorToken(t.app, 'alice');

    const { code, data } = await auditLog(token);
    expect(code).toBe(0);
    expect(data.total).toBe(5);
    expect(data.list.map((item) => [item.action, item.operator, item.target])).toEqual([
      ['operator.login', '运营 alice', 'username:alice'],
      ['operator.logout', '运营 alice', null],
      ['operator.login', '运营 alice', 'username:alice'],
      ['operator.login_failed', '未识别账号', 'username:ghost'],
      ['operator.login_failed', '运营 alice', 'username:alice'],
    ]);
    expect(data.list[4]?.detail).toBe('密码错误（第1次）');
    expect(data.list[0]?.ip).toBe('127.0.0.1');
  });

  it('filters by action and pages', async () => {
    for (let i = 0; i < 3; i += 1) await operatorLogin(t.app, 'alice', 'wrong-password');
    const token = await operatorToken(t.app, 'alice');
    const failed = await auditLog(token, '?action=operator.login_failed&page=2&page_size=2');
    expect(failed.data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(failed.data.list.map((item) => item.detail)).toEqual(['密码错误（第1次）']);
    expect(await auditLog(token, '?page_size=51')).toMatchObject({ code: 1, msg: '每页条数不能大于50' });
  });

  it('keeps an entry only when the action it records commits', async () => {
    const token = await operatorToken(t.app, 'alice');
    const actor = { operatorId: null, ip: null };
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await audit(trx, { actor, action: 'operator.logout', at: t.clock.now() });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await auditLog(token, '?action=operator.logout')).data.total).toBe(0);
  });
});

describe('dashboard', () => {
  let t: TestApp;
  // Seeding the whole demo is this test's setup (as in seed-demo.test.ts): a hook with the seed's time.
  beforeAll(async () => {
    t = await createTestApp();
    await createOperator(t.app, 'alice', t.clock.now());
    // The test clock starts at 10:00 in Shanghai; the demo data is two days old.
    await seedDemo(t.app.db, silent, {
      dataDir: t.config.dataDir,
      now: t.clock.now() - 48 * HOUR,
      documents: demoDocumentsOf(t),
    });
  }, 120_000);
  afterAll(async () => t.close());

  it('counts users, today’s new users and logins (Shanghai day) and lawyers from real rows', async () => {
    // 23:30 Shanghai the day before: created and logged in yesterday.
    t.clock.advance(-10.5 * HOUR);
    await loginAs(t.app, '13911110001');
    t.clock.advance(10.5 * HOUR);
    await loginAs(t.app, '13911110002');
    await loginAs(t.app, '13800000001');

    const users = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const token = await operatorToken(t.app, 'alice');
    const reply = await operatorCall<DashboardSummary>(t.app, {
      method: 'GET',
      url: API.admin.dashboard,
      operatorToken: token,
    });
    expect(reply).toMatchObject({
      code: 0,
      data: { users_total: Number(users.total), users_today: 1, lawyers_total: 72, logins_today: 2 },
    });
  });
});
