import { ReviewState } from '@lawbridge/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { NewLawyerApplication } from '../../core/db/schema-lawyer-application';
import { decideWaitingRow, type ApplicationDecision } from './review-decision';

export type { ApplicationDecision } from './review-decision';

export interface ApplicationFilter {
  status?: number | undefined;
  /** Part of the real name, the applicant's phone, the licence number or the firm. */
  keyword?: string | undefined;
}

/** A LIKE pattern matching `keyword` anywhere, its own `%`, `_` and `\` taken literally. */
function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

const KEYWORD_COLUMNS = [
  'lawyer_applications.real_name',
  'users.phone',
  'lawyer_applications.licence_no',
  'lawyer_applications.law_firm',
] as const;

export function createApplicationRepo(db: Kysely<Database>) {
  /** Applications with their degree name and applicant, the shape every read starts from. */
  const records = () =>
    db
      .selectFrom('lawyer_applications')
      .innerJoin('degrees', 'degrees.id', 'lawyer_applications.degree_id')
      .innerJoin('users', 'users.id', 'lawyer_applications.user_id');
  const recordColumns = [
    'degrees.name as degree_name',
    'users.uuid as user_uuid',
    'users.phone as user_phone',
  ] as const;

  const filtered = (filter: ApplicationFilter) => {
    let query = records();
    if (filter.status !== undefined) query = query.where('lawyer_applications.status', '=', filter.status);
    if (filter.keyword) {
      const pattern = containing(filter.keyword);
      query = query.where((eb) =>
        eb.or(KEYWORD_COLUMNS.map((column) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`)),
      );
    }
    return query;
  };

  return {
    /**
     * Stores a waiting application with its legal types; undefined (nothing stored) when the user
     * already has one waiting. Run inside a transaction.
     */
    async insertWaiting(row: NewLawyerApplication, legalTypeIds: readonly number[]) {
      const inserted = await db
        .insertInto('lawyer_applications')
        .values({ ...row, status: ReviewState.waiting.value })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .where(sql<boolean>`status = 0`)
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return undefined;
      await db
        .insertInto('application_legal_types')
        .values(
          legalTypeIds.map((legalTypeId) => ({ application_id: inserted.id, legal_type_id: legalTypeId })),
        )
        .execute();
      return inserted.id;
    },

    async findById(id: number) {
      return records()
        .selectAll('lawyer_applications')
        .select(recordColumns)
        .where('lawyer_applications.id', '=', id)
        .executeTakeFirst();
    },

    async latestOfUser(userId: number) {
      return records()
        .selectAll('lawyer_applications')
        .select(recordColumns)
        .where('lawyer_applications.user_id', '=', userId)
        .orderBy('lawyer_applications.created_at', 'desc')
        .orderBy('lawyer_applications.id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Newest first. */
    async list(filter: ApplicationFilter, page: { offset: number; limit: number }) {
      return filtered(filter)
        .selectAll('lawyer_applications')
        .select(recordColumns)
        .orderBy('lawyer_applications.created_at', 'desc')
        .orderBy('lawyer_applications.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async count(filter: ApplicationFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The legal types asked for by each of these applications, in the tree's id order. */
    async legalTypesOf(applicationIds: readonly number[]) {
      if (applicationIds.length === 0) return [];
      return db
        .selectFrom('application_legal_types')
        .innerJoin('legal_types', 'legal_types.id', 'application_legal_types.legal_type_id')
        .select(['application_legal_types.application_id', 'legal_types.id', 'legal_types.name'])
        .where('application_legal_types.application_id', 'in', applicationIds)
        .orderBy('legal_types.id')
        .execute();
    },

    /** Decides a waiting application; false when it was no longer waiting (already decided). */
    decide: (id: number, decision: ApplicationDecision) =>
      decideWaitingRow(db, 'lawyer_applications', id, decision),
  };
}

export type ApplicationRepo = ReturnType<typeof createApplicationRepo>;
export type ApplicationRecord = NonNullable<Awaited<ReturnType<ApplicationRepo['findById']>>>;
