import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { OperatorRow } from '../../core/db/schema-common-lawyer-operator';

export function createOperatorRepo(db: Kysely<Database>) {
  return {
    /** Every operator by username (the audit log's 操作人 filter). */
    async listAll() {
      return db
        .selectFrom('operators')
        .select(['id', 'username', 'display_name'])
        .orderBy('username')
        .execute();
    },

    async findByUsername(username: string): Promise<OperatorRow | undefined> {
      return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
    },

    async usernameExists(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('operators')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: {
      username: string;
      displayName: string;
      passwordHash: string;
      now: number;
    }): Promise<number> {
      const { id } = await db
        .insertInto('operators')
        .values({
          username: row.username,
          display_name: row.displayName,
          password_hash: row.passwordHash,
          created_at: row.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async insertSession(row: { tokenHash: string; operatorId: number; now: number; expiresAt: number }) {
      await db
        .insertInto('operator_sessions')
        .values({
          token_hash: row.tokenHash,
          operator_id: row.operatorId,
          expires_at: row.expiresAt,
          created_at: row.now,
        })
        .execute();
    },

    /** The enabled operator holding an unexpired session with this token hash. */
    async findSessionOperator(tokenHash: string, now: number) {
      return db
        .selectFrom('operator_sessions')
        .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
        .select(['operators.id', 'operators.username', 'operators.display_name'])
        .where('operator_sessions.token_hash', '=', tokenHash)
        .where('operator_sessions.expires_at', '>', now)
        .where('operators.enabled', '=', 1)
        .executeTakeFirst();
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteAllExpiredSessions(now: number): Promise<number> {
      const result = await db
        .deleteFrom('operator_sessions')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteExpiredSessions(operatorId: number, now: number): Promise<void> {
      await db
        .deleteFrom('operator_sessions')
        .where('operator_id', '=', operatorId)
        .where('expires_at', '<=', now)
        .execute();
    },
  };
}

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
