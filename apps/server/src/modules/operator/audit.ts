import type { AuditAction, AuditLogItem, Page, PageQuery } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createAuditRepo, type AuditLogFilter } from './audit-repo';
import { resolveAuditTarget, targetIdsOf } from './audit-targets';

/** Who acted: the logged-in operator (null when unknown, e.g. a failed login) and their address. */
export interface AuditActor {
  operatorId: number | null;
  ip: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  /** What was acted on, e.g. `username:admin` or `lawyer:<uuid>`. */
  target?: string | null;
  detail?: string | null;
  /** UTC epoch ms from the caller's clock. */
  at: number;
}

/** Shown in the log when an entry has no operator, e.g. a login attempt with an unknown username. */
export const UNKNOWN_OPERATOR = '未识别账号';

/**
 * Records one operator action. Pass the transaction that performs the action as `db`,
 * so the entry commits or rolls back together with what it records.
 */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await createAuditRepo(db).insert({
    operator_id: entry.actor.operatorId,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
    ip: entry.actor.ip,
    created_at: entry.at,
  });
}

/** One page of the log, newest first; targets of known kinds come with the name of what they are. */
export async function listAuditLog(
  db: Kysely<Database>,
  query: PageQuery & AuditLogFilter,
): Promise<Page<AuditLogItem>> {
  const repo = createAuditRepo(db);
  const offset = (query.page - 1) * query.page_size;
  const [rows, total] = await Promise.all([
    repo.list(query, { offset, limit: query.page_size }),
    repo.count(query),
  ]);
  const names = await repo.targetNames(targetIdsOf(rows.map((row) => row.target)));
  const list = rows.map(({ operator_name, ...row }) => ({
    ...row,
    operator: operator_name ?? UNKNOWN_OPERATOR,
    target_ref: resolveAuditTarget(row.target, names),
  }));
  return { list, total, page: query.page, page_size: query.page_size };
}
