import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createOperatorAccount, randomOperatorPassword } from '../../modules/operator/accounts';

export const OPERATOR_CREATE_USAGE =
  'npm run operator:create -- --username NAME [--password PW] [--name 显示名]';

export interface CreatedOperator {
  id: number;
  username: string;
  /** The password to hand over; generated when none was given. */
  password: string;
  generatedPassword: boolean;
}

/** `operator:create` without the process around it: parses the arguments and creates the account. */
export async function createOperatorCommand(
  db: Kysely<Database>,
  argv: string[],
  now: number,
): Promise<CreatedOperator> {
  const { values } = parseArgs({
    args: argv,
    options: { username: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.username) throw new Error(`缺少 --username。用法：${OPERATOR_CREATE_USAGE}`);
  const password = values.password ?? randomOperatorPassword();
  const { id, username } = await createOperatorAccount(db, {
    username: values.username,
    password,
    displayName: values.name ?? values.username,
    now,
  });
  return { id, username, password, generatedPassword: values.password === undefined };
}
