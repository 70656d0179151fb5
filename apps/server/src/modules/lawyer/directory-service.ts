import type { LawyerListItem, LawyerSort, Page } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createCommonRepo } from '../common/repo';
import { directoryFilter, type DirectoryCriteria } from './directory-filter';
import { createDirectoryRepo } from './directory-repo';
import { createLawyerRepo } from './lawyer-repo';
import { choicesByLawyer } from './lawyer-offers';
import { createLawyerServicesRepo } from './lawyer-services-repo';
import { legalTypeIdsByLawyer, toListItem } from './lawyer-view';
import { createTtlCache } from '../common/ttl-cache';
import { loadViewContext } from './view-context';

/**
 * How long a directory page or total may be served from memory. Changes (profile edits, enabling,
 * approvals, reviews, served orders: whatever calls `invalidate`) show at once, on every instance of a
 * scaled-out deployment through the cluster bus (directory-plugin.ts); an instance that missed the
 * message shows them within this time.
 */
export const DIRECTORY_CACHE_TTL_MS = 10_000;
const DIRECTORY_CACHE_ENTRIES = 2_000;

export interface DirectoryQuery extends DirectoryCriteria {
  sort: LawyerSort;
  page: number;
  page_size: number;
}

/** The public lawyer directory (PRODUCT §5): filtered, sorted pages of enabled lawyers. */
export function createDirectoryService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { clock } = deps;
  const repo = createDirectoryRepo(deps.db);
  const lawyers = createLawyerRepo(deps.db);
  const viewRepos = { common: createCommonRepo(deps.db), services: createLawyerServicesRepo(deps.db) };
  const cacheOptions = { clock, ttlMs: DIRECTORY_CACHE_TTL_MS, maxEntries: DIRECTORY_CACHE_ENTRIES };
  const pages = createTtlCache<Page<LawyerListItem>>(cacheOptions);
  /** Totals per filter, shared by every page and sort order of it. */
  const totals = createTtlCache<number>(cacheOptions);

  async function load(query: DirectoryQuery): Promise<Page<LawyerListItem>> {
    const { page, page_size } = query;
    const context = await loadViewContext(viewRepos, clock.now());
    const filter = directoryFilter(query, context.legalTypes);
    if (!filter) return { list: [], total: 0, page, page_size };

    const total = await totals.get(JSON.stringify(filter), () => repo.count(filter));
    const offset = (page - 1) * page_size;
    if (total <= offset) return { list: [], total, page, page_size };
    const rows = await repo.page(filter, query.sort, { offset, limit: page_size }, total);
    const ids = rows.map((row) => row.id);
    const [typeLinks, choiceRows] = await Promise.all([
      lawyers.legalTypeLinks(ids),
      viewRepos.services.choicesOf(ids),
    ]);
    const typeIds = legalTypeIdsByLawyer(typeLinks);
    const choices = choicesByLawyer(choiceRows);
    const list = rows.map((row) =>
      toListItem(
        row,
        { legalTypeIds: typeIds.get(row.id) ?? [], choices: choices.get(row.id) ?? [] },
        context,
      ),
    );
    return { list, total, page, page_size };
  }

  return {
    /** One page; the same query within the cache time answers with the very same object. */
    async list(query: DirectoryQuery): Promise<Page<LawyerListItem>> {
      const key = JSON.stringify([
        query.keyword?.toLowerCase() ?? '',
        query.area_code ?? '',
        query.legal_type_id ?? 0,
        query.sort,
        query.page,
        query.page_size,
      ]);
      return pages.get(key, () => load(query));
    },

    /** Forgets cached pages and totals after a change to any lawyer. */
    invalidate(): void {
      pages.clear();
      totals.clear();
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
