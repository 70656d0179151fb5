import type { Kysely } from 'kysely';
import type { Database, UserTokenRow } from '../db/schema';

export function createTokenRepo(db: Kysely<Database>) {
  return {
    /** Stores a new token; returns its row id. */
    async insert(row: {
      tokenHash: string;
      userId: number;
      now: number;
      expiresAt: number;
    }): Promise<number> {
      const { id } = await db
        .insertInto('user_tokens')
        .values({
          token_hash: row.tokenHash,
          user_id: row.userId,
          expires_at: row.expiresAt,
          created_at: row.now,
          last_used_at: row.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async linkSuccessor(id: number, successorId: number): Promise<void> {
      await db.updateTable('user_tokens').set({ successor_id: successorId }).where('id', '=', id).execute();
    },

    /** The live token with whether its user is a certified lawyer (routes for lawyers check it). */
    async findUnexpired(
      tokenHash: string,
      now: number,
    ): Promise<(UserTokenRow & { is_lawyer: number }) | undefined> {
      return db
        .selectFrom('user_tokens')
        .innerJoin('users', 'users.id', 'user_tokens.user_id')
        .selectAll('user_tokens')
        .select('users.is_lawyer')
        .where('user_tokens.token_hash', '=', tokenHash)
        .where('user_tokens.expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Marks a token as replaced and shortens its life; false when another request already did. */
    async markReplaced(id: number, now: number, graceExpiresAt: number): Promise<boolean> {
      const result = await db
        .updateTable('user_tokens')
        .set({ replaced_at: now, expires_at: graceExpiresAt })
        .where('id', '=', id)
        .where('replaced_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async touch(id: number, now: number): Promise<void> {
      await db.updateTable('user_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
    },

    /**
     * Deletes a token together with the token it replaced and the token that replaced it; answers whose
     * they were (null: no such token).
     */
    async deleteWithRotationPair(tokenHash: string): Promise<number | null> {
      const row = await db
        .selectFrom('user_tokens')
        .select(['id', 'successor_id', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      await db
        .deleteFrom('user_tokens')
        .where((eb) =>
          eb.or([
            eb('id', '=', row.id),
            eb('successor_id', '=', row.id),
            ...(row.successor_id === null ? [] : [eb('id', '=', row.successor_id)]),
          ]),
        )
        .execute();
      return row.user_id;
    },

    /** Every token of the user but the one named (logout elsewhere; all of them when none is named). */
    async deleteAllOfUser(userId: number, keepTokenHash: string | null): Promise<void> {
      const ofUser = db.deleteFrom('user_tokens').where('user_id', '=', userId);
      await (keepTokenHash === null ? ofUser : ofUser.where('token_hash', '<>', keepTokenHash)).execute();
    },

    /** Every expired token (a rotated one expires at the end of its grace window); answers how many. */
    async deleteAllExpired(now: number): Promise<number> {
      const result = await db.deleteFrom('user_tokens').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteExpiredOfUser(userId: number, now: number): Promise<void> {
      await db
        .deleteFrom('user_tokens')
        .where('user_id', '=', userId)
        .where('expires_at', '<=', now)
        .execute();
    },
  };
}

export type TokenRepo = ReturnType<typeof createTokenRepo>;
