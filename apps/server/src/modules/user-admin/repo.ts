import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { containsIgnoringCase } from '../lawyer/like-match';

export interface ConsoleUserFilter {
  /** A whole phone (11 digits), a phone's last 4 digits, or inside the nickname. */
  keyword?: string | undefined;
  banned?: 0 | 1 | undefined;
}

const USER_COLUMNS = [
  'users.id',
  'users.uuid',
  'users.nickname',
  'users.phone',
  'users.is_lawyer',
  'users.channel_type',
  'users.created_at',
  'users.last_login_at',
  'users.banned_at',
  'users.ban_reason',
  'users.ban_note',
  'users.closed_at',
] as const;

/** The console's users (用户管理): search, one user, and the ban columns. */
export function createConsoleUserRepo(db: Kysely<Database>) {
  const filtered = (filter: ConsoleUserFilter) => {
    let query = db.selectFrom('users');
    if (filter.banned !== undefined) {
      query = query.where('users.banned_at', filter.banned === 1 ? 'is not' : 'is', null);
    }
    const { keyword } = filter;
    if (keyword) {
      query = query.where((eb) => {
        const byPhone = /^\d{11}$/.test(keyword)
          ? [eb('users.phone', '=', keyword)]
          : /^\d{4}$/.test(keyword)
            ? [eb('users.phone', 'like', `%${keyword}`)]
            : [];
        return eb.or([containsIgnoringCase(db, eb.ref('users.nickname'), keyword), ...byPhone]);
      });
    }
    return query;
  };

  return {
    /** Newest users first. */
    async list(filter: ConsoleUserFilter, page: { offset: number; limit: number }) {
      return filtered(filter)
        .select(USER_COLUMNS)
        .orderBy('users.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async count(filter: ConsoleUserFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** One user with the columns the detail shows and the ban's lawyer bookkeeping. */
    async findByUuid(uuid: string) {
      return db
        .selectFrom('users')
        .select([...USER_COLUMNS, 'users.avatar_upload_id', 'users.gender', 'users.ban_hid_lawyer'])
        .where('users.uuid', '=', uuid)
        .executeTakeFirst();
    },

    /** Whether the user with this phone is banned, and why (login refuses them). */
    async banOfPhone(phone: string) {
      return db
        .selectFrom('users')
        .select(['banned_at', 'ban_reason'])
        .where('phone', '=', phone)
        .where('banned_at', 'is not', null)
        .executeTakeFirst();
    },

    /** The user's lawyer profile, if any. */
    async lawyerOf(userId: number) {
      return db
        .selectFrom('lawyers')
        .select(['id', 'uuid', 'name', 'enabled', 'disabled_reason'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async setBan(
      userId: number,
      ban: { banned_at: number; ban_reason: string; ban_note: string | null; ban_hid_lawyer: number },
      now: number,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...ban, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },

    async clearBan(userId: number, now: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ banned_at: null, ban_reason: null, ban_note: null, ban_hid_lawyer: 0, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type ConsoleUserRepo = ReturnType<typeof createConsoleUserRepo>;
export type ConsoleUserRow = Awaited<ReturnType<ConsoleUserRepo['list']>>[number];
