import { AUDIT_TARGET_LABELS } from '@lawbridge/contract';
import type { AuditTargetRef } from '@lawbridge/contract';
import { applicationPath, contentEditPath, feedbackPath, lawyerPath } from '../../app/paths';
import { CONTENT_NAMES, isContentKey } from '../content/content-names';

/** How a resolved target reads: `律师认证申请 · 张三`, `留言反馈 #12`; the id stands in for a name that is gone. */
export function auditTargetText(ref: AuditTargetRef): string {
  const label = AUDIT_TARGET_LABELS[ref.kind];
  if (ref.kind === 'feedback') return `${label} #${ref.id}`;
  const fallback = ref.kind === 'content' && isContentKey(ref.id) ? CONTENT_NAMES[ref.id] : ref.id;
  return `${label} · ${ref.name ?? fallback}`;
}

/** Where the console shows the target: the application or lawyer over its list, the feedback, the editor. */
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
  }
}
