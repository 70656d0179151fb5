import {
  OPERATOR_MAX_WRONG_PASSWORDS,
  OPERATOR_SESSION_TTL_MS,
  type OperatorLoginResult,
  type OperatorOption,
  type OperatorProfile,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import { generateToken, hashToken } from '../../core/auth/token';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { audit, type AuditActor } from './audit';
import { createLoginGuard, OPERATOR_MSG } from './login-guard';
import { verifyDecoy, verifyPassword } from './password';
import { createOperatorRepo } from './repo';

/**
 * Operator accounts (PRODUCT §2): argon2id passwords behind the login guard (per-address limit,
 * lockout per username and address, a cap on parallel password checks), sessions of 12 h kept as
 * token hashes, every checked login attempt and logout in the audit log.
 */
export function createOperatorService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  const operators = createOperatorRepo(db);
  const guard = createLoginGuard({ limits: createRateLimiter({ db, clock }) });

  async function refuse(actor: AuditActor, username: string, detail: string): Promise<never> {
    await audit(db, {
      actor,
      action: 'operator.login_failed',
      target: `username:${username}`,
      detail,
      at: clock.now(),
    });
    throw AppError.common(OPERATOR_MSG.refused);
  }

  async function login(input: {
    username: string;
    password: string;
    ip: string;
  }): Promise<OperatorLoginResult> {
    const { username, password, ip } = input;
    // The account is looked up and its password (or, for no usable account, a decoy) checked inside the
    // guard's slot, so an unknown username costs the same time and the same check as a known one.
    const { result: operator, attemptNo } = await guard.attempt({ username, ip }, async () => {
      const found = await operators.findByUsername(username);
      if (!found || found.enabled !== 1) {
        await verifyDecoy(password);
        return null;
      }
      return (await verifyPassword(found.password_hash, password)) ? found : { wrong: found };
    });
    if (operator === null) return refuse({ operatorId: null, ip }, username, '账号不存在或已停用');
    if ('wrong' in operator) {
      const detail =
        attemptNo >= OPERATOR_MAX_WRONG_PASSWORDS
          ? `密码错误${attemptNo}次，该地址锁定15分钟`
          : `密码错误（第${attemptNo}次）`;
      return refuse({ operatorId: operator.wrong.id, ip }, username, detail);
    }
    await guard.succeeded({ username, ip });
    const actor = { operatorId: operator.id, ip };

    const now = clock.now();
    const token = generateToken();
    const expiresAt = now + OPERATOR_SESSION_TTL_MS;
    await db.transaction().execute(async (trx) => {
      const repo = createOperatorRepo(trx);
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

  /** Every operator, for the audit log's 操作人 filter. */
  function listAll(): Promise<OperatorOption[]> {
    return operators.listAll();
  }

  return { login, authenticate, logout, listAll };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
