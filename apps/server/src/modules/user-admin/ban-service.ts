import {
  composeRejectReason,
  USER_BAN_REASONS,
  type UserBanBody,
  type UserUnbanBody,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { SessionService } from '../../core/auth/session-service';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createLawyerRepo } from '../lawyer/lawyer-repo';
import type { DirectoryService } from '../lawyer/directory-service';
import { audit, type AuditActor } from '../operator/audit';
import { USER_ADMIN_MSG } from './messages';
import { createConsoleUserRepo } from './repo';

/**
 * Banning and unbanning users (用户管理, issue 18). A ban refuses login (auth's login service asks
 * `ban-refusal.ts`), ends every token of the user at once, and takes the user's enabled lawyer out of the
 * directory (disabled with the ban as its reason); the unban brings back exactly the lawyer the ban took
 * out. Both are audited in their transaction.
 */
export function createUserBanService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  sessions: SessionService;
  directory: DirectoryService;
}) {
  const { db, clock, sessions, directory } = deps;

  async function ban(input: UserBanBody & { actor: AuditActor }): Promise<void> {
    const note = input.note ?? '';
    if (input.reason === 'other' && note === '') throw AppError.badParams(USER_ADMIN_MSG.otherNeedsNote);
    const detail = composeRejectReason([USER_BAN_REASONS[input.reason]], note);
    const now = clock.now();
    const { userId, hidLawyer } = await db.transaction().execute(async (trx) => {
      const users = createConsoleUserRepo(trx);
      const user = await users.findByUuid(input.uuid);
      if (!user) throw AppError.common(USER_ADMIN_MSG.notFound);
      if (user.banned_at !== null) throw AppError.common(USER_ADMIN_MSG.alreadyBanned);
      const lawyer = await users.lawyerOf(user.id);
      const hide = lawyer?.enabled === 1;
      if (lawyer && hide) {
        await createLawyerRepo(trx).setEnabled(
          lawyer.id,
          { enabled: 0, reason: `账号已封禁：${detail}` },
          now,
        );
      }
      await users.setBan(
        user.id,
        { banned_at: now, ban_reason: input.reason, ban_note: note || null, ban_hid_lawyer: hide ? 1 : 0 },
        now,
      );
      await audit(trx, {
        actor: input.actor,
        action: 'user.ban',
        target: `user:${user.uuid}`,
        detail,
        at: now,
      });
      return { userId: user.id, hidLawyer: hide };
    });
    await sessions.revokeAllOfUser({ userId });
    if (hidLawyer) directory.invalidate();
  }

  async function unban(input: UserUnbanBody & { actor: AuditActor }): Promise<void> {
    const now = clock.now();
    const restored = await db.transaction().execute(async (trx) => {
      const users = createConsoleUserRepo(trx);
      const user = await users.findByUuid(input.uuid);
      if (!user) throw AppError.common(USER_ADMIN_MSG.notFound);
      if (user.banned_at === null) throw AppError.common(USER_ADMIN_MSG.notBanned);
      const lawyer = user.ban_hid_lawyer === 1 ? await users.lawyerOf(user.id) : undefined;
      const restore = lawyer !== undefined && lawyer.enabled === 0;
      if (restore) await createLawyerRepo(trx).setEnabled(lawyer.id, { enabled: 1 }, now);
      await users.clearBan(user.id, now);
      await audit(trx, {
        actor: input.actor,
        action: 'user.unban',
        target: `user:${user.uuid}`,
        detail: input.note || null,
        at: now,
      });
      return restore;
    });
    if (restored) directory.invalidate();
  }

  return { ban, unban };
}
