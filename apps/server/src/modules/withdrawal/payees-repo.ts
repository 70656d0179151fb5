import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { LawyerPayeeRow } from '../../core/db/schema-withdrawals';
import '../../core/db/schema-withdrawals';

export type PayeeFields = Pick<
  LawyerPayeeRow,
  'openid' | 'real_name' | 'account_name' | 'bank_name' | 'account_no'
>;

/** A lawyer's payees: one WeChat payee and one law-firm account at most (migration 029). */
export function createPayeesRepo(db: Kysely<Database>) {
  return {
    ofLawyer(lawyerId: number): Promise<LawyerPayeeRow[]> {
      return db.selectFrom('lawyer_payees').selectAll().where('lawyer_id', '=', lawyerId).execute();
    },

    /** Sets the lawyer's payee of `kind`, replacing the one they had. */
    async save(lawyerId: number, kind: LawyerPayeeRow['kind'], fields: PayeeFields, now: number) {
      await db
        .insertInto('lawyer_payees')
        .values({ lawyer_id: lawyerId, kind, ...fields, updated_at: now })
        .onConflict((oc) => oc.columns(['lawyer_id', 'kind']).doUpdateSet({ ...fields, updated_at: now }))
        .execute();
    },
  };
}
