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
  'id' | 'created_at' | 'rating' | 'review_count' | 'served_orders' | 'name_pinyin' | 'enabled'
>;

/** A lawyer as the licence checks and the console's warnings see them. */
export interface LicenceLawyer {
  uuid: string;
  name: string;
  enabled: number;
  licence_no: string;
}

const LICENCE_COLUMNS = ['uuid', 'name', 'enabled', 'licence_no'] as const;

/** The lawyer tables as certification reads and writes them; pass the approval's transaction for writes. */
export function createCertifiedLawyerRepo(db: Kysely<Database>) {
  return {
    /** A lawyer other than `userId`'s own profile holding this licence number, enabled or disabled. */
    async licenceHolder(licenceNo: string, userId: number): Promise<LicenceLawyer | undefined> {
      return db
        .selectFrom('lawyers')
        .select(LICENCE_COLUMNS)
        .where('licence_no', '=', licenceNo)
        .where('user_id', '<>', userId)
        .orderBy('id')
        .executeTakeFirst();
    },

    async findByUser(userId: number): Promise<LicenceLawyer | undefined> {
      return db
        .selectFrom('lawyers')
        .select(LICENCE_COLUMNS)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Every lawyer holding one of these licence numbers or with one of these uuids (a lawyer's uuid is its user's). */
    async byLicenceOrUuid(licenceNos: readonly string[], uuids: readonly string[]): Promise<LicenceLawyer[]> {
      if (licenceNos.length === 0 && uuids.length === 0) return [];
      return db
        .selectFrom('lawyers')
        .select(LICENCE_COLUMNS)
        .where((eb) =>
          eb.or([
            ...(licenceNos.length > 0 ? [eb('licence_no', 'in', licenceNos)] : []),
            ...(uuids.length > 0 ? [eb('uuid', 'in', uuids)] : []),
          ]),
        )
        .orderBy('id')
        .execute();
    },

    /**
     * Creates the user's lawyer profile (enabled), or overwrites it from a later application (rating,
     * reviews, served orders, the creation time and whether it is enabled are kept), and replaces its
     * legal types.
     */
    async upsert(certified: CertifiedProfile, legalTypeIds: readonly number[], now: number): Promise<void> {
      const profile = { ...certified, name_pinyin: fullPinyin(certified.name) };
      const { id } = await db
        .insertInto('lawyers')
        .values({ ...profile, enabled: 1, created_at: now })
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

export type CertifiedLawyerRepo = ReturnType<typeof createCertifiedLawyerRepo>;
