import { maskPhone, type ContentKey } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { NewAuditLog } from '../../core/db/schema-common-lawyer-operator';
import '../../core/db/schema-documents';

export interface AuditLogFilter {
  action?: string | undefined;
  operatorId?: number | undefined;
  /** Entries at or after this UTC epoch ms, and before `before`. */
  from?: number | undefined;
  before?: number | undefined;
}

/** Names of audit targets by id (as written in the target, e.g. `12` of `application:12`). */
export interface AuditTargetNames {
  applications: ReadonlyMap<string, string>;
  lawyers: ReadonlyMap<string, string>;
  content: ReadonlyMap<string, string>;
  configs: ReadonlyMap<string, string>;
  documents: ReadonlyMap<string, string>;
  /** `nickname/138****0001` by the user's uuid. */
  users: ReadonlyMap<string, string>;
}

const byId = (rows: ReadonlyArray<{ id: string | number; name: string }>) =>
  new Map(rows.map((row) => [String(row.id), row.name]));

export function createAuditRepo(db: Kysely<Database>) {
  const filtered = (filter: AuditLogFilter) => {
    let query = db.selectFrom('audit_logs');
    if (filter.action) query = query.where('audit_logs.action', '=', filter.action);
    if (filter.operatorId !== undefined)
      query = query.where('audit_logs.operator_id', '=', filter.operatorId);
    if (filter.from !== undefined) query = query.where('audit_logs.created_at', '>=', filter.from);
    if (filter.before !== undefined) query = query.where('audit_logs.created_at', '<', filter.before);
    return query;
  };

  return {
    async insert(row: NewAuditLog): Promise<void> {
      await db.insertInto('audit_logs').values(row).execute();
    },

    /** Newest first, with the acting operator's username when there is one. */
    async list(filter: AuditLogFilter, page: { offset: number; limit: number }) {
      return filtered(filter)
        .leftJoin('operators', 'operators.id', 'audit_logs.operator_id')
        .select([
          'audit_logs.id',
          'operators.username as operator_username',
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

    /** The applicants', lawyers', content pages', documents' and users' names of one page of entries: one query per kind. */
    async targetNames(ids: {
      applicationIds: readonly number[];
      lawyerUuids: readonly string[];
      contentKeys: readonly ContentKey[];
      configIds: readonly number[];
      documentIds: readonly number[];
      userUuids: readonly string[];
    }): Promise<AuditTargetNames> {
      const [applications, lawyers, content, configs, documents, users] = await Promise.all([
        ids.applicationIds.length === 0
          ? []
          : db
              .selectFrom('lawyer_applications')
              .select(['id', 'real_name as name'])
              .where('id', 'in', ids.applicationIds)
              .execute(),
        ids.lawyerUuids.length === 0
          ? []
          : db
              .selectFrom('lawyers')
              .select(['uuid as id', 'name'])
              .where('uuid', 'in', ids.lawyerUuids)
              .execute(),
        ids.contentKeys.length === 0
          ? []
          : db
              .selectFrom('content_pages')
              .select(['key as id', 'title as name'])
              .where('key', 'in', ids.contentKeys)
              .execute(),
        ids.configIds.length === 0
          ? []
          : db.selectFrom('order_configs').select(['id', 'name']).where('id', 'in', ids.configIds).execute(),
        ids.documentIds.length === 0
          ? []
          : db
              .selectFrom('documents')
              .select(['id', 'title as name'])
              .where('id', 'in', ids.documentIds)
              .execute(),
        ids.userUuids.length === 0
          ? []
          : db
              .selectFrom('users')
              .select(['uuid', 'nickname', 'phone'])
              .where('uuid', 'in', ids.userUuids)
              .execute(),
      ]);
      return {
        applications: byId(applications),
        lawyers: byId(lawyers),
        content: byId(content),
        configs: byId(configs),
        documents: byId(documents),
        users: new Map(users.map((user) => [user.uuid, `${user.nickname}/${maskPhone(user.phone)}`])),
      };
    },

    async count(filter: AuditLogFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}
