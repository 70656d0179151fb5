import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { containsIgnoringCase } from './like-match';

export interface ConsoleLawyerFilter {
  /** Inside the name, the phone, the licence number or the firm. */
  keyword?: string | undefined;
  enabled?: 0 | 1 | undefined;
}

/** The console's view of every lawyer, enabled or not, with the account's phone. */
export function createConsoleLawyerRepo(db: Kysely<Database>) {
  const filtered = (filter: ConsoleLawyerFilter) => {
    let query = db.selectFrom('lawyers').innerJoin('users', 'users.id', 'lawyers.user_id');
    if (filter.enabled !== undefined) query = query.where('lawyers.enabled', '=', filter.enabled);
    if (filter.keyword) {
      const { keyword } = filter;
      query = query.where((eb) =>
        eb.or([
          containsIgnoringCase(db, eb.ref('lawyers.name'), keyword),
          containsIgnoringCase(db, eb.ref('users.phone'), keyword),
          containsIgnoringCase(db, eb.ref('lawyers.licence_no'), keyword),
          containsIgnoringCase(db, eb.ref('lawyers.law_firm'), keyword),
        ]),
      );
    }
    return query;
  };

  return {
    /** Newest lawyers first. */
    async list(filter: ConsoleLawyerFilter, page: { offset: number; limit: number }) {
      return filtered(filter)
        .select([
          'lawyers.uuid',
          'lawyers.name',
          'users.phone',
          'lawyers.law_firm',
          'lawyers.area_code',
          'lawyers.licence_no',
          'lawyers.enabled',
          'lawyers.accepting',
          'lawyers.served_orders',
          'lawyers.created_at',
        ])
        .orderBy('lawyers.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    /** One lawyer with the account's phone and the degree's name. */
    async findDetail(uuid: string) {
      return db
        .selectFrom('lawyers')
        .innerJoin('users', 'users.id', 'lawyers.user_id')
        .innerJoin('degrees', 'degrees.id', 'lawyers.degree_id')
        .selectAll('lawyers')
        .select(['users.phone', 'degrees.name as degree_name'])
        .where('lawyers.uuid', '=', uuid)
        .executeTakeFirst();
    },

    /** The lawyer's legal types, enabled or not, in the tree's order. */
    async legalTypeNames(lawyerId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('lawyer_legal_types')
        .innerJoin('legal_types', 'legal_types.id', 'lawyer_legal_types.legal_type_id')
        .select('legal_types.name')
        .where('lawyer_legal_types.lawyer_id', '=', lawyerId)
        .orderBy('legal_types.sort')
        .orderBy('legal_types.id')
        .execute();
      return rows.map((row) => row.name);
    },

    /** The user's latest approved application: where the profile and the licence photo came from. */
    async latestApprovedApplication(userId: number, approved: number) {
      return db
        .selectFrom('lawyer_applications')
        .select(['id', 'licence_photo_upload_id'])
        .where('user_id', '=', userId)
        .where('status', '=', approved)
        .orderBy('decided_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Whether the lawyer's account is banned (用户管理): only the unban enables them again. */
    async userBanned(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('banned_at')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.banned_at !== null && row?.banned_at !== undefined;
    },

    async count(filter: ConsoleLawyerFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}
