import {
  OPERATOR_LOCK_MS,
  OPERATOR_MAX_WRONG_PASSWORDS,
  OPERATOR_SESSION_TTL_MS,
  type OperatorLoginResult,
  type OperatorProfile,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import { generateToken, hashToken } from '../../core/auth/token';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { audit, type AuditActor } from './audit';
import { verifyDecoy, verifyPassword } from './password';
import { createOperatorRepo } from './repo';

export const OPERATOR_MSG = {
  badCredentials: '用户名或密码错误',
  locked: '账号已锁定，请15分钟后再试',
} as const;

/**
 * Operator accounts (PRODUCT §2): argon2id passwords, 5 wrong passwords lock the account for 15 min,
 * sessions of 12 h kept as token hashes, every login attempt and logout in the audit log.
 */
export function createOperatorService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  const operators = createOperatorRepo(db);

  async function refuse(
    actor: AuditActor,
    username: string,
    reason: string,
    message: string,
  ): Promise<never> {
    await audit(db, {
      actor,
      action: 'operator.login_failed',
      target: `username:${username}`,
      detail: reason,
      at: clock.now(),
    });
    throw AppError.common(message);
  }

  /** Counts a wrong password and locks the account at the limit; true when it is now locked. */
  async function countWrongPassword(
    actor: AuditActor & { operatorId: number },
    username: string,
  ): Promise<boolean> {
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const repo = createOperatorRepo(trx);
      const attempts = await repo.addFailedAttempt(actor.operatorId);
      const locked = attempts >= OPERATOR_MAX_WRONG_PASSWORDS;
      if (locked) await repo.lock(actor.operatorId, now + OPERATOR_LOCK_MS);
      const detail = locked ? `密码错误${attempts}次，账号锁定15分钟` : `密码错误（第${attempts}次）`;
      await audit(trx, {
        actor,
        action: 'operator.login_failed',
        target: `username:${username}`,
        detail,
        at: now,
      });
      return locked;
    });
  }

  async function login(input: {
    username: string;
    password: string;
    ip: string;
  }): Promise<OperatorLoginResult> {
    const operator = await operators.findByUsername(input.username);
    if (!operator || operator.enabled !== 1) {
      await verifyDecoy(input.password);
      return refuse(
        { operatorId: null, ip: input.ip },
        input.username,
        '账号不存在或已停用',
        OPERATOR_MSG.badCredentials,
      );
    }
    const actor = { operatorId: operator.id, ip: input.ip };
    if (operator.locked_until !== null && operator.locked_until > clock.now()) {
      return refuse(actor, input.username, '账号锁定中', OPERATOR_MSG.locked);
    }
    if (!(await verifyPassword(operator.password_hash, input.password))) {
      const locked = await countWrongPassword(actor, input.username);
      throw AppError.common(locked ? OPERATOR_MSG.locked : OPERATOR_MSG.badCredentials);
    }

    const now = clock.now();
    const token = generateToken();
    const expiresAt = now + OPERATOR_SESSION_TTL_MS;
    await db.transaction().execute(async (trx) => {
      const repo = createOperatorRepo(trx);
      await repo.clearFailures(operator.id);
      await repo.deleteExpiredSessions(operator.id, now);
      await repo.insertSession({ tokenHash: hashToken(token), operatorId: operator.id, now, expiresAt });
      await audit(trx, { actor, action: 'operator.login', target: `username:${operator.username}`, at: now });
    });
    const profile = { id: operator.id, username: operator.username, display_name: operator.display_name };
    return { token, expires_at: expiresAt, operator: profile };
  }

  /** The operator holding this token, or null when it is unknown, expired or the account is disabled. */
  async function authenticate(input: { token: string }): Promise<OperatorProfile | null> {
    return (await operators.findSessionOperator(hashToken(input.token), clock.now())) ?? null;
  }

  async function logout(input: { token: string; actor: AuditActor }): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await createOperatorRepo(trx).deleteSession(hashToken(input.token));
      await audit(trx, { actor: input.actor, action: 'operator.logout', at: clock.now() });
    });
  }

  return { login, authenticate, logout };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
