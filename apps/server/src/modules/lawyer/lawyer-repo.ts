import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { LawyersTable } from '../../core/db/schema-common-lawyer-operator';

/** The profile columns the lawyer may change (PRODUCT §5); name and licence come only from an approval. */
export type ProfileChanges = Pick<
  Updateable<LawyersTable>,
  | 'avatar_upload_id'
  | 'law_firm'
  | 'practice_start_year'
  | 'area_code'
  | 'province_code'
  | 'city_code'
  | 'degree_id'
  | 'description'
  | 'accepting'
  | 'office_address'
  | 'updated_at'
>;

export function createLawyerRepo(db: Kysely<Database>) {
  const withDegree = () =>
    db
      .selectFrom('lawyers')
      .innerJoin('degrees', 'degrees.id', 'lawyers.degree_id')
      .selectAll('lawyers')
      .select('degrees.name as degree_name');

  return {
    async findByUuid(uuid: string) {
      return withDegree().where('lawyers.uuid', '=', uuid).executeTakeFirst();
    },

    async findByUserId(userId: number) {
      return withDegree().where('lawyers.user_id', '=', userId).executeTakeFirst();
    },

    /** The legal types of these lawyers, in one query for a whole page. */
    async legalTypeLinks(lawyerIds: readonly number[]) {
      if (lawyerIds.length === 0) return [];
      return db
        .selectFrom('lawyer_legal_types')
        .select(['lawyer_id', 'legal_type_id'])
        .where('lawyer_id', 'in', lawyerIds)
        .execute();
    },

    /** Writes the profile and replaces its legal types; pass a transaction. */
    async updateProfile(lawyerId: number, changes: ProfileChanges, legalTypeIds: readonly number[]) {
      await db.updateTable('lawyers').set(changes).where('id', '=', lawyerId).execute();
      await db.deleteFrom('lawyer_legal_types').where('lawyer_id', '=', lawyerId).execute();
      await db
        .insertInto('lawyer_legal_types')
        .values(legalTypeIds.map((legalTypeId) => ({ lawyer_id: lawyerId, legal_type_id: legalTypeId })))
        .execute();
    },

    /** Enables (the reason cleared) or disables with the reason the lawyer is shown. */
    async setEnabled(lawyerId: number, change: { enabled: 1 } | { enabled: 0; reason: string }, now: number) {
      const disabled_reason = change.enabled === 0 ? change.reason : null;
      await db
        .updateTable('lawyers')
        .set({ enabled: change.enabled, disabled_reason, updated_at: now })
        .where('id', '=', lawyerId)
        .execute();
    },

    /** One more order served (settled with the lawyer); called in the transaction that settles it. */
    async countServedOrder(lawyerId: number): Promise<void> {
      await db
        .updateTable('lawyers')
        .set((eb) => ({ served_orders: eb('served_orders', '+', 1) }))
        .where('id', '=', lawyerId)
        .execute();
    },
  };
}

export type LawyerRepo = ReturnType<typeof createLawyerRepo>;
export type LawyerRecord = NonNullable<Awaited<ReturnType<LawyerRepo['findByUuid']>>>;
