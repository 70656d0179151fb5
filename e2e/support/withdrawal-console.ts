import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { apiWith, type Api } from './api';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface OperatorAccount {
  username: string;
  password: string;
  /** The name the console shows (e.g. who gave a first approval). */
  name: string;
}

/** Creates an operator account on the product's data (`npm run operator:create`), as an administrator does. */
export async function createOperator(dataDir: string, account: OperatorAccount): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [
      resolve(repoRoot, 'apps/server/dist/operator-create.js'),
      ...['--username', account.username, '--password', account.password, '--name', account.name],
    ],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir } },
  );
}

/** The console API signed in as `account`. */
export async function consoleApi(
  baseUrl: string,
  account: Pick<OperatorAccount, 'username' | 'password'>,
): Promise<Api> {
  const { token } = await apiWith(baseUrl)<{ token: string }>('POST', '/api/v1/admin/login', account);
  return apiWith(baseUrl, { 'x-operator-token': token });
}
