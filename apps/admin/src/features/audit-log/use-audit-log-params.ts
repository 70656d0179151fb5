import { useListSearch } from '../../lib/use-list-search';
import type { AuditLogParams } from './api/get-audit-log';

/** Page, page size and action filter of the audit log, kept in the address. */
export function useAuditLogParams() {
  const { paging, filters, setPage, setFilter } = useListSearch(['action']);
  const params: AuditLogParams = { ...paging, ...(filters.action ? { action: filters.action } : {}) };
  return {
    params,
    setPage,
    setAction: (action: string | undefined) => setFilter('action', action),
  };
}
