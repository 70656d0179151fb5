import type { AuditAction, AuditLogItem, AuditLogQuery, Page } from '@lawbridge/contract';
import { shanghaiMidnight } from '../../core/shanghai-day';
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

/** Who acted in entries that no operator makes: a user closing their own account (注销账号). */
const ACTED_BY_THE_USER: ReadonlyMap<string, string> = new Map<AuditAction, string>([
  ['user.close', '用户本人'],
]);

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** `运营 admin`: operators are named by their username, which is unique and what they log in with. */
export function operatorLabel(username: string | null, action?: string): string {
  if (username !== null) return `运营 ${username}`;
  return (action && ACTED_BY_THE_USER.get(action)) ?? UNKNOWN_OPERATOR;
}

/**
 * One page of the log, newest first, narrowed by action, operator and days (Asia/Shanghai); targets of
 * known kinds come with the name of what they are.
 */
export async function listAuditLog(db: Kysely<Database>, query: AuditLogQuery): Promise<Page<AuditLogItem>> {
  const repo = createAuditRepo(db);
  const filter: AuditLogFilter = {
    action: query.action,
    operatorId: query.operator_id,
    from: query.date_from ? shanghaiMidnight(query.date_from) : undefined,
    before: query.date_to ? shanghaiMidnight(query.date_to) + DAY_MS : undefined,
  };
  const offset = (query.page - 1) * query.page_size;
  const [rows, total] = await Promise.all([
    repo.list(filter, { offset, limit: query.page_size }),
    repo.count(filter),
  ]);
  const names = await repo.targetNames(targetIdsOf(rows.map((row) => row.target)));
  const list = rows.map(({ operator_username, ...row }) => ({
    ...row,
    operator: operatorLabel(operator_username, row.action),
    target_ref: resolveAuditTarget(row.target, names),
  }));
  return { list, total, page: query.page, page_size: query.page_size };
}
