import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createOperatorAccount, randomOperatorPassword } from '../../modules/operator/accounts';
import { createOperatorRepo } from '../../modules/operator/repo';

export const DEMO_OPERATOR_USERNAME = 'admin';
export const DEMO_OPERATOR_FILE = 'demo-operator.txt';

/** Creates the demo operator `admin` with a random password; null when `admin` already exists. */
export async function createDemoOperator(
  db: Kysely<Database>,
  now: number,
): Promise<{ password: string } | null> {
  if (await createOperatorRepo(db).usernameExists(DEMO_OPERATOR_USERNAME)) return null;
  const password = randomOperatorPassword();
  await createOperatorAccount(db, {
    username: DEMO_OPERATOR_USERNAME,
    password,
    displayName: '演示管理员',
    now,
  });
  return { password };
}

/** Writes the demo operator's credentials to `<dataDir>/demo-operator.txt`, readable by the owner only. */
export function writeDemoOperatorFile(dataDir: string, password: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DEMO_OPERATOR_FILE);
  const text = `律桥演示运营账号（控制台 /admin/）\n用户名：${DEMO_OPERATOR_USERNAME}\n密码：${password}\n`;
  writeFileSync(file, text, { mode: 0o600 });
  return file;
}
