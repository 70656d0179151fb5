import { AUDIT_ACTION_LABELS } from '@lawbridge/contract';

/** The contract's Chinese names of the actions the server records (a Map: no prototype lookups). */
const LABELS: ReadonlyMap<string, string> = new Map(Object.entries(AUDIT_ACTION_LABELS));

/** The Chinese label of an action; an action this console does not know yet is shown as recorded. */
export function auditActionLabel(action: string): string {
  return LABELS.get(action) ?? action;
}

export const auditActionOptions = [...LABELS].map(([value, label]) => ({ value, label }));
