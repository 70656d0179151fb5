import { useListSearch } from '../../lib/use-list-search';
import type { AuditLogParams } from './api/get-audit-log';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Page, page size and the action, operator and date filters of the audit log, kept in the address. */
export function useAuditLogParams() {
  const { paging, filters, setPage, setFilter } = useListSearch([
    'action',
    'operator_id',
    'date_from',
    'date_to',
  ]);
  const operatorId = Number(filters.operator_id);
  const params: AuditLogParams = {
    ...paging,
    ...(filters.action ? { action: filters.action } : {}),
    ...(Number.isInteger(operatorId) && operatorId > 0 ? { operator_id: operatorId } : {}),
    ...(filters.date_from && DATE.test(filters.date_from) ? { date_from: filters.date_from } : {}),
    ...(filters.date_to && DATE.test(filters.date_to) ? { date_to: filters.date_to } : {}),
  };
  return {
    params,
    setPage,
    setAction: (action: string | undefined) => setFilter('action', action),
    setOperator: (id: number | undefined) =>
      setFilter('operator_id', id === undefined ? undefined : String(id)),
    setDate: (name: 'date_from' | 'date_to', date: string | undefined) => setFilter(name, date),
  };
}
