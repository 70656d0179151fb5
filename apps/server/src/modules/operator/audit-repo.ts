import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { NewAuditLog } from '../../core/db/schema-common-lawyer-operator';

export interface AuditLogFilter {
  action?: string | undefined;
}

export function createAuditRepo(db: Kysely<Database>) {
  const filtered = (filter: AuditLogFilter) => {
    const query = db.selectFrom('audit_logs');
    return filter.action ? query.where('audit_logs.action', '=', filter.action) : query;
  };

  return {
    async insert(row: NewAuditLog): Promise<void> {
      await db.insertInto('audit_logs').values(row).execute();
    },

    /** Newest first, with the acting operator's display name when there is one. */
    async list(filter: AuditLogFilter, page: { offset: number; limit: number }) {
      return filtered(filter)
        .leftJoin('operators', 'operators.id', 'audit_logs.operator_id')
        .select([
          'audit_logs.id',
          'operators.display_name as operator_name',
          'audit_logs.action',
          'audit_logs.target',
          'audit_logs.detail',
          'audit_logs.ip',
          'audit_logs.created_at',
        ])
        .orderBy('audit_logs.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async count(filter: AuditLogFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}
