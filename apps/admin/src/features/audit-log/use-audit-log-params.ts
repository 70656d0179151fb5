import { useSearchParams } from 'react-router';
import type { AuditLogParams } from './api/get-audit-log';

export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 20;

function positiveInteger(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** Page, page size and action filter live in the address, so a reload or a shared link shows the same rows. */
export function useAuditLogParams() {
  const [search, setSearch] = useSearchParams();
  const pageSize = positiveInteger(search.get('page_size'), DEFAULT_PAGE_SIZE);
  const action = search.get('action') ?? undefined;
  const params: AuditLogParams = {
    page: positiveInteger(search.get('page'), 1),
    page_size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    ...(action ? { action } : {}),
  };

  const update = (next: AuditLogParams) => {
    const entries: Record<string, string> = {};
    if (next.page !== 1) entries.page = String(next.page);
    if (next.page_size !== DEFAULT_PAGE_SIZE) entries.page_size = String(next.page_size);
    if (next.action) entries.action = next.action;
    setSearch(entries);
  };

  return {
    params,
    setPage: (page: number, page_size: number) =>
      update({ ...params, page: page_size === params.page_size ? page : 1, page_size }),
    setAction: (nextAction: string | undefined) => update({ ...params, page: 1, action: nextAction }),
  };
}
