import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorCommand } from '../../src/cli/commands/create-operator';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorLogin } from '../operator/operator-api';

describe('operator:create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const run = (argv: string[]) => createOperatorCommand(t.app.db, argv, t.clock.now());

  it('creates an operator who can log in with the given password and display name', async () => {
    const created = await run(['--username', 'carol', '--password', 'a-long-password', '--name', '王小明']);
    expect(created).toMatchObject({
      username: 'carol',
      password: 'a-long-password',
      generatedPassword: false,
    });
    // The product's cost (the API tests' own operators are hashed cheaper: operator-api.ts).
    const stored = await t.app.db
      .selectFrom('operators')
      .select('password_hash')
      .where('username', '=', 'carol')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    const login = await operatorLogin(t.app, 'carol', 'a-long-password');
    expect(login).toMatchObject({
      code: 0,
      data: { operator: { username: 'carol', display_name: '王小明' } },
    });
  });

  it('generates a strong random password when none is given', async () => {
    const created = await run(['--username', 'dave']);
    expect(created.generatedPassword).toBe(true);
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await run(['--username', 'erin'])).password).not.toBe(created.password);
    expect((await operatorLogin(t.app, 'dave', created.password)).code).toBe(0);
  });

  it('refuses a missing or bad username, a taken one and a short password', async () => {
    await expect(run([])).rejects.toThrow('缺少 --username');
    await expect(run(['--username', 'no spaces'])).rejects.toThrow('用户名只能包含');
    await expect(run(['--username', 'carol'])).rejects.toThrow('用户名 carol 已存在');
    await expect(run(['--username', 'frank', '--password', 'short'])).rejects.toThrow('密码至少10位');
    await expect(run(['--username', 'gina', '--unknown'])).rejects.toThrow();
  });
});
