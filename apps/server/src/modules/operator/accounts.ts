import { randomBytes } from 'node:crypto';
import { operatorLoginBody } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { hashPassword } from './password';
import { createOperatorRepo } from './repo';

export const OPERATOR_PASSWORD_MIN_LENGTH = 10;

/** 16 characters from 96 random bits, URL-safe so it can be typed or pasted anywhere. */
export function randomOperatorPassword(): string {
  return randomBytes(12).toString('base64url');
}

export class OperatorAccountError extends Error {
  override name = 'OperatorAccountError';
}

/**
 * Creates an operator account (username per the login form's rules, argon2id password hash).
 * Throws an OperatorAccountError with a Chinese message for a bad username, a short password or a taken name.
 * `hash` is for the API tests only, which create hundreds of operators: a hash at a test's cost (its login
 * check then costs as little, the parameters travel in the hash); every account of the product takes the
 * default, `hashPassword`.
 */
export async function createOperatorAccount(
  db: Kysely<Database>,
  input: { username: string; password: string; displayName: string; now: number },
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<{ id: number; username: string }> {
  const username = operatorLoginBody.shape.username.safeParse(input.username);
  if (!username.success) throw new OperatorAccountError('用户名只能包含字母、数字和 _ . -，长度 3–32 位');
  if (input.password.length < OPERATOR_PASSWORD_MIN_LENGTH) {
    throw new OperatorAccountError(`密码至少${OPERATOR_PASSWORD_MIN_LENGTH}位`);
  }
  const displayName = input.displayName.trim() || username.data;
  const repo = createOperatorRepo(db);
  if (await repo.usernameExists(username.data))
    throw new OperatorAccountError(`用户名 ${username.data} 已存在`);
  const id = await repo.insert({
    username: username.data,
    displayName,
    passwordHash: await hash(input.password),
    now: input.now,
  });
  return { id, username: username.data };
}
