/** Chinese names of the operator actions the server records; later features add theirs here. */
const AUDIT_ACTION_LABELS: ReadonlyMap<string, string> = new Map([
  ['operator.login', '登录'],
  ['operator.login_failed', '登录失败'],
  ['operator.logout', '退出登录'],
]);

/** The Chinese label of an action; an action this console does not know yet is shown as recorded. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS.get(action) ?? action;
}

export const auditActionOptions = [...AUDIT_ACTION_LABELS].map(([value, label]) => ({ value, label }));
