import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { NewLawyer } from '../../core/db/schema-common-lawyer-operator';
import { fullPinyin } from '../common/pinyin-initials';

/**
 * The lawyer profile an approval writes; everything but the columns that belong to the first approval
 * and the full-pinyin search column, which the repo derives from the name.
 */
export type CertifiedProfile = Omit<
  NewLawyer,
  'id' | 'created_at' | 'rating' | 'review_count' | 'served_orders' | 'name_pinyin'
>;

/** Writes of an approval to the lawyer tables; pass the approval's transaction. */
export function createCertifiedLawyerRepo(db: Kysely<Database>) {
  return {
    /**
     * Creates the user's lawyer profile, or overwrites it from a later application (rating, reviews,
     * served orders and the creation time are kept), and replaces its legal types.
     */
    async upsert(certified: CertifiedProfile, legalTypeIds: readonly number[], now: number): Promise<void> {
      const profile = { ...certified, name_pinyin: fullPinyin(certified.name) };
      const { id } = await db
        .insertInto('lawyers')
        .values({ ...profile, created_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(profile))
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.deleteFrom('lawyer_legal_types').where('lawyer_id', '=', id).execute();
      await db
        .insertInto('lawyer_legal_types')
        .values(legalTypeIds.map((legalTypeId) => ({ lawyer_id: id, legal_type_id: legalTypeId })))
        .execute();
    },
  };
}
