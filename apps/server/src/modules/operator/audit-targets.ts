import {
  AUDIT_TARGET_KINDS,
  CONTENT_KEYS,
  type AuditTargetKind,
  type AuditTargetRef,
  type ContentKey,
} from '@lawbridge/contract';
import type { AuditTargetNames } from './audit-repo';

const KINDS: ReadonlySet<string> = new Set(AUDIT_TARGET_KINDS);
const isKind = (kind: string): kind is AuditTargetKind => KINDS.has(kind);
const CONTENT: ReadonlySet<string> = new Set(CONTENT_KEYS);
const isContentKey = (key: string): key is ContentKey => CONTENT.has(key);

/** `application:12` → kind and id; null for targets of other kinds (`username:admin`) or none. */
export function parseAuditTarget(target: string | null): { kind: AuditTargetKind; id: string } | null {
  if (target === null) return null;
  const colon = target.indexOf(':');
  if (colon <= 0 || colon === target.length - 1) return null;
  const kind = target.slice(0, colon);
  return isKind(kind) ? { kind, id: target.slice(colon + 1) } : null;
}

/** What a page of entries points at, grouped by kind, for one batched lookup per kind. */
export function targetIdsOf(targets: ReadonlyArray<string | null>) {
  const ids = {
    applications: new Set<number>(),
    lawyers: new Set<string>(),
    content: new Set<ContentKey>(),
    configs: new Set<number>(),
    documents: new Set<number>(),
    users: new Set<string>(),
  };
  for (const target of targets) {
    const parsed = parseAuditTarget(target);
    const numeric = parsed !== null && /^\d+$/.test(parsed.id);
    if (parsed?.kind === 'application' && numeric) ids.applications.add(Number(parsed.id));
    if (parsed?.kind === 'lawyer') ids.lawyers.add(parsed.id);
    if (parsed?.kind === 'content' && isContentKey(parsed.id)) ids.content.add(parsed.id);
    if (parsed?.kind === 'order_config' && numeric) ids.configs.add(Number(parsed.id));
    if (parsed?.kind === 'document' && numeric) ids.documents.add(Number(parsed.id));
    if (parsed?.kind === 'user') ids.users.add(parsed.id);
  }
  return {
    applicationIds: [...ids.applications],
    lawyerUuids: [...ids.lawyers],
    contentKeys: [...ids.content],
    configIds: [...ids.configs],
    documentIds: [...ids.documents],
    userUuids: [...ids.users],
  };
}

/**
 * The target with the name found for it (a document by its title): feedback and reviews have none, orders
 * (document orders too) are named by their number, a target since gone has none either.
 */
export function resolveAuditTarget(target: string | null, names: AuditTargetNames): AuditTargetRef | null {
  const parsed = parseAuditTarget(target);
  if (!parsed) return null;
  const byKind: Record<AuditTargetKind, ReadonlyMap<string, string> | null> = {
    application: names.applications,
    lawyer: names.lawyers,
    content: names.content,
    order_config: names.configs,
    feedback: null,
    review: null,
    order: null,
    appointment: null,
    withdrawal: null,
    document: names.documents,
    document_order: null,
    user: names.users,
  };
  return { ...parsed, name: byKind[parsed.kind]?.get(parsed.id) ?? null };
}
