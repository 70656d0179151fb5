import { ACCOUNT_SMS_SCENES, closingRefusal } from '@lawbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { SessionService } from '../../core/auth/session-service';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { FileStorage } from '../../core/storage/file-storage';
import type { SmsCodeService } from '../auth/sms-code-service';
import { eraseAccount } from './account-erasure';
import { closingBlockers } from './closing-blockers';

/**
 * 注销账号 (docs/decisions.md "Accounts"): refused with what is open; otherwise a code to the account's
 * number, then the closing in one transaction (the check again, the erasure, the tokens), then the files.
 */
export function createClosingService(deps: {
  db: Kysely<Database>;
  codes: SmsCodeService;
  sessions: SessionService;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { db, codes, sessions, storage, clock, log } = deps;

  async function phoneOf(userId: number): Promise<string> {
    const user = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
    if (!user) throw AppError.token('user of a valid token is gone');
    return user.phone;
  }

  async function refuseWhileOpen(executor: Kysely<Database>, userId: number): Promise<void> {
    const blockers = await closingBlockers(executor, userId);
    if (blockers.length > 0) throw AppError.common(closingRefusal(blockers));
  }

  async function status(input: { userId: number }) {
    return { blockers: await closingBlockers(db, input.userId) };
  }

  async function sendCode(input: { userId: number; ip: string }) {
    await refuseWhileOpen(db, input.userId);
    return codes.send({
      phone: await phoneOf(input.userId),
      scene: ACCOUNT_SMS_SCENES.closeAccount,
      ip: input.ip,
    });
  }

  async function close(input: { userId: number; code: string }): Promise<void> {
    const { userId } = input;
    await refuseWhileOpen(db, userId);
    await codes.consume({
      phone: await phoneOf(userId),
      scene: ACCOUNT_SMS_SCENES.closeAccount,
      code: input.code,
    });
    const paths = await db.transaction().execute(async (trx) => {
      // Checked again beside the erasure: something opened while the code was being typed is seen here.
      await refuseWhileOpen(trx, userId);
      return eraseAccount(trx, { userId, now: clock.now() });
    });
    await sessions.revokeAllOfUser({ userId });
    for (const path of paths) {
      await storage.remove(path).catch((error: unknown) => {
        log.error({ err: error, path }, 'a closed account file could not be removed from storage');
      });
    }
    log.info({ user: userId, files: paths.length }, 'account closed');
  }

  return { status, sendCode, close };
}
