import { OPERATOR_LOCK_MS, OPERATOR_MAX_WRONG_PASSWORDS } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import { createConcurrencyCap } from '../../core/rate-limit/concurrency-cap';
import type { RateLimiter, RateRule } from '../../core/rate-limit/rate-limiter';

/** Login attempts one address may make in 15 minutes, whatever the usernames. */
export const OPERATOR_LOGIN_MAX_PER_IP = 20;
/** Password checks (argon2id, 64 MiB each) running at once in this process; more are refused. */
export const PASSWORD_CHECKS_AT_ONCE = 2;

export const OPERATOR_MSG = {
  /** Wrong password, unknown or disabled username, and a locked username alike: it reveals nothing. */
  refused: '用户名或密码错误，或账号已暂时锁定',
  busy: '系统繁忙，请稍后再试',
} as const;

const attemptsKey = (username: string, ip: string) => `operator-login:${username}@${ip}`;

/**
 * What a console login must get past before its password is checked (PRODUCT §2, issue 7):
 * 1. at most 20 attempts per address in 15 minutes (any usernames);
 * 2. at most 5 attempts per username from one address: the 5th starts a 15-minute lockout of that
 *    username from that address only, so nobody can lock an operator out from elsewhere;
 * 3. a free password-check slot (2 at a time), else `系统繁忙` at once.
 * Attempts are counted atomically before the check, so parallel guesses never get more checks than
 * the limit; an attempt refused by a later step takes its counts back.
 */
export function createLoginGuard(deps: { limits: RateLimiter }) {
  const { limits } = deps;
  const checks = createConcurrencyCap(PASSWORD_CHECKS_AT_ONCE);

  /** Runs `check` (the password verification) once the attempt passed; answers its result and attempt number. */
  async function attempt<T>(
    input: { username: string; ip: string },
    check: () => Promise<T>,
  ): Promise<{ result: T; attemptNo: number }> {
    const perAddress: RateRule = {
      key: `operator-login-ip:${input.ip}`,
      limit: OPERATOR_LOGIN_MAX_PER_IP,
      windowMs: OPERATOR_LOCK_MS,
    };
    const perUsername: RateRule = {
      key: attemptsKey(input.username, input.ip),
      limit: OPERATOR_MAX_WRONG_PASSWORDS,
      windowMs: OPERATOR_LOCK_MS,
      lockout: true,
    };
    const { refused, verdicts, hold } = await limits.hitAll([perAddress, perUsername]);
    if (refused?.rule === perAddress)
      throw AppError.tooFrequent(refused.verdict.retryAfterMs, `operator login limit ${input.ip}`);
    if (refused) throw AppError.common(OPERATOR_MSG.refused, `locked ${perUsername.key}`);
    const release = checks.tryAcquire();
    if (!release) {
      await hold.release();
      throw AppError.common(OPERATOR_MSG.busy, 'password checks at capacity');
    }
    try {
      return { result: await check(), attemptNo: verdicts[1]?.count ?? 1 };
    } finally {
      release();
    }
  }

  /** After a successful login the username's failures from that address are forgotten. */
  async function succeeded(input: { username: string; ip: string }): Promise<void> {
    await limits.reset(attemptsKey(input.username, input.ip));
  }

  return { attempt, succeeded };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
