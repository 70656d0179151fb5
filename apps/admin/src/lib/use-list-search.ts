import { useSearchParams } from 'react-router';

export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 20;

export interface Paging {
  page: number;
  page_size: number;
}

function positiveInteger(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/**
 * A list's page, page size and filters, kept in the address so a reload, the back button or a shared
 * link shows the same rows. Filters are the raw address values (absent = not set); a changed filter
 * starts again from the first page.
 */
export function useListSearch<const Name extends string>(filterNames: readonly Name[]) {
  const [search, setSearch] = useSearchParams();
  const requestedSize = positiveInteger(search.get('page_size'), DEFAULT_PAGE_SIZE);
  const paging: Paging = {
    page: positiveInteger(search.get('page'), 1),
    page_size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(requestedSize)
      ? requestedSize
      : DEFAULT_PAGE_SIZE,
  };
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, search.get(name) ?? undefined]),
  ) as Record<Name, string | undefined>;

  const write = (nextPaging: Paging, nextFilters: Record<Name, string | undefined>) => {
    const entries: Record<string, string> = {};
    for (const name of filterNames) {
      const value = nextFilters[name];
      if (value !== undefined && value !== '') entries[name] = value;
    }
    if (nextPaging.page !== 1) entries.page = String(nextPaging.page);
    if (nextPaging.page_size !== DEFAULT_PAGE_SIZE) entries.page_size = String(nextPaging.page_size);
    setSearch(entries);
  };

  return {
    paging,
    filters,
    /** Table pagination: a new page size goes back to the first page. */
    setPage: (page: number, pageSize: number) =>
      write({ page: pageSize === paging.page_size ? page : 1, page_size: pageSize }, filters),
    setFilter: (name: Name, value: string | undefined) =>
      write({ page: 1, page_size: paging.page_size }, { ...filters, [name]: value }),
    /** Several filters at once (a filter form's 查询), from the first page. */
    setFilters: (next: Partial<Record<Name, string | undefined>>) =>
      write({ page: 1, page_size: paging.page_size }, { ...filters, ...next }),
  };
}
