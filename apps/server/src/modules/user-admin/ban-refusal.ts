import { bannedLoginMessage } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import { createConsoleUserRepo } from './repo';

/** What login asks once the phone is proven: a banned user is refused with the ban's category (code 7). */
export function createBanRefusal(db: Kysely<Database>) {
  const users = createConsoleUserRepo(db);
  return {
    async refuseBanned(phone: string): Promise<void> {
      const ban = await users.banOfPhone(phone);
      if (ban) throw AppError.common(bannedLoginMessage(ban.ban_reason ?? 'other'));
    },
  };
}

export type BanRefusal = ReturnType<typeof createBanRefusal>;
