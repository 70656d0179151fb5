import type { Kysely } from 'kysely';
import type { Database, SmsCodeRow } from '../../core/db/schema';

export function createAuthRepo(db: Kysely<Database>) {
  return {
    async insertCode(row: {
      phone: string;
      scene: string;
      codeHash: string;
      expiresAt: number;
      now: number;
      ip: string;
    }) {
      await db
        .insertInto('sms_codes')
        .values({
          phone: row.phone,
          scene: row.scene,
          code_hash: row.codeHash,
          expires_at: row.expiresAt,
          created_at: row.now,
          ip: row.ip,
        })
        .execute();
    },

    async latestCode(phone: string, scene: string): Promise<SmsCodeRow | undefined> {
      return db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .where('scene', '=', scene)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Counts one attempt atomically; false when the code is used or out of tries. */
    async claimAttempt(id: number, maxTries: number): Promise<boolean> {
      const result = await db
        .updateTable('sms_codes')
        .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
        .where('id', '=', id)
        .where('used', '=', 0)
        .where('wrong_tries', '<', maxTries)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Consumes the code and gives back the attempt claimed for it (it was not a wrong try). */
    async markUsed(id: number): Promise<boolean> {
      const result = await db
        .updateTable('sms_codes')
        .set((eb) => ({ used: 1, wrong_tries: eb('wrong_tries', '-', 1) }))
        .where('id', '=', id)
        .where('used', '=', 0)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** false when the digest was already recorded (a replay). */
    async recordPartnerNonce(digest: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('partner_nonces')
        .values({ digest, used_at: now })
        .onConflict((oc) => oc.column('digest').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    /** Codes that expired before `time` (used, wrong or never entered): nothing reads them any more. */
    async deleteSmsCodesExpiredBefore(time: number): Promise<number> {
      const result = await db.deleteFrom('sms_codes').where('expires_at', '<', time).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deletePartnerNoncesBefore(time: number): Promise<void> {
      await db.deleteFrom('partner_nonces').where('used_at', '<', time).execute();
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
