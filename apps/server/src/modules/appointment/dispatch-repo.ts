import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

/** Where a suggested lawyer practises relative to the appointment: its dispatch tier. */
export type DispatchPlace = 'same_district' | 'same_city' | 'same_province' | 'other';

/** Lawyers with what dispatch shows and ranks them by, and whether they list one of `legalTypeIds`. */
function dispatchCandidates(db: Kysely<Database>, legalTypeIds: readonly number[]) {
  return db.selectFrom('lawyers').select((eb) => [
    'lawyers.id',
    'lawyers.uuid',
    'lawyers.name',
    'lawyers.law_firm',
    'lawyers.area_code',
    'lawyers.province_code',
    'lawyers.city_code',
    'lawyers.accepting',
    'lawyers.rating',
    'lawyers.review_count',
    (legalTypeIds.length === 0
      ? eb.lit(0)
      : eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('lawyer_legal_types')
                .select('lawyer_legal_types.lawyer_id')
                .whereRef('lawyer_legal_types.lawyer_id', '=', 'lawyers.id')
                .where('lawyer_legal_types.legal_type_id', 'in', [...legalTypeIds]),
            ),
          )
          .then(1)
          .else(0)
          .end()
    ).as('legal_type_match'),
  ]);
}

/** The lawyers the console's dispatch suggests for an appointment (PRODUCT §7), in tiers by place. */
export function createDispatchRepo(db: Kysely<Database>) {
  return {
    /** The legal type and, for a parent, its leaves: a lawyer listing any of them suits the appointment. */
    async legalTypeWithLeaves(legalTypeId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('legal_types')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', legalTypeId), eb('parent_id', '=', legalTypeId)]))
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * One place tier of the lawyers dispatch may suggest (PRODUCT §7): enabled, never one in `excluded`;
     * those listing one of `legalTypeIds` first, then those taking orders, then the better rated; at most
     * `limit`. `same_district`: the appointment's district (when it names one); `same_city`: its city
     * outside that district; `same_province`: its province outside that city; `other`: everywhere else.
     */
    dispatchTier(input: {
      tier: DispatchPlace;
      place: { areaCode: string; provinceCode: string; cityCode: string };
      legalTypeIds: readonly number[];
      excluded: readonly number[];
      limit: number;
    }) {
      const { place } = input;
      let query = dispatchCandidates(db, input.legalTypeIds).where('lawyers.enabled', '=', 1);
      if (input.excluded.length > 0) query = query.where('lawyers.id', 'not in', [...input.excluded]);
      if (input.tier === 'same_district') query = query.where('lawyers.area_code', '=', place.areaCode);
      else if (input.tier === 'same_city') {
        query = query
          .where('lawyers.city_code', '=', place.cityCode)
          .where('lawyers.area_code', '<>', place.areaCode);
      } else if (input.tier === 'same_province') {
        query = query
          .where('lawyers.province_code', '=', place.provinceCode)
          .where('lawyers.city_code', '<>', place.cityCode);
      } else query = query.where('lawyers.province_code', '<>', place.provinceCode);
      return query
        .orderBy('legal_type_match', 'desc')
        .orderBy('lawyers.accepting', 'desc')
        .orderBy('lawyers.rating', 'desc')
        .orderBy('lawyers.id')
        .limit(input.limit)
        .execute();
    },

    /** One enabled lawyer as a dispatch candidate (the customer's chosen one), or undefined. */
    dispatchCandidate(lawyerId: number, legalTypeIds: readonly number[]) {
      return dispatchCandidates(db, legalTypeIds)
        .where('lawyers.id', '=', lawyerId)
        .where('lawyers.enabled', '=', 1)
        .executeTakeFirst();
    },
  };
}
