import { AUDIT_TARGET_LABELS } from '@lawbridge/contract';
import type { AuditTargetRef } from '@lawbridge/contract';
import {
  applicationPath,
  appointmentPath,
  contentEditPath,
  documentOrderPath,
  documentPath,
  feedbackPath,
  lawyerPath,
  paths,
  serviceOrderPath,
  userPath,
  withdrawalPath,
} from '../../app/paths';
import { CONTENT_NAMES, isContentKey } from '../content/content-names';

/** Targets known by number only: shown as `留言反馈 #12`. */
const NUMBERED: ReadonlySet<AuditTargetRef['kind']> = new Set(['feedback', 'review']);
/** People, named as one says it: `律师 张轩飞`, `用户 王先生/138****0001`. */
const PEOPLE: ReadonlySet<AuditTargetRef['kind']> = new Set(['lawyer', 'user']);

/**
 * How a resolved target reads: `律师 张轩飞`, `律师认证申请 · 张三`, `预约订单 · A2026…`, `留言反馈 #12`; the
 * id stands in for a name that is gone.
 */
export function auditTargetText(ref: AuditTargetRef): string {
  const label = AUDIT_TARGET_LABELS[ref.kind];
  if (NUMBERED.has(ref.kind)) return `${label} #${ref.id}`;
  const fallback = ref.kind === 'content' && isContentKey(ref.id) ? CONTENT_NAMES[ref.id] : ref.id;
  return `${label}${PEOPLE.has(ref.kind) ? ' ' : ' · '}${ref.name ?? fallback}`;
}

/**
 * Where the console shows the target: the application, lawyer or order over its list, the feedback, the
 * editor, the reviews list, the price settings, the withdrawal over its queue, the document over 文档管理,
 * the document order over its list, the user over 用户管理.
 */
export function auditTargetPath(ref: AuditTargetRef): string {
  switch (ref.kind) {
    case 'application':
      return applicationPath(Number(ref.id));
    case 'lawyer':
      return lawyerPath(ref.id);
    case 'feedback':
      return feedbackPath(ref.id);
    case 'content':
      return contentEditPath(ref.id);
    case 'order':
      return serviceOrderPath(ref.id);
    case 'appointment':
      return appointmentPath(ref.id);
    case 'review':
      return paths.reviews;
    case 'order_config':
      return paths.settings;
    case 'withdrawal':
      return withdrawalPath(ref.id);
    case 'document':
      return documentPath(Number(ref.id));
    case 'document_order':
      return documentOrderPath(ref.id);
    case 'user':
      return userPath(ref.id);
  }
}
