import type { LawyerListItem, LawyerSort, Page } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createCommonRepo } from '../common/repo';
import { createTtlCache } from '../common/ttl-cache';
import { createDirectoryCatalogueSync } from './directory-catalogue/sync';
import { directoryFilter, type DirectoryCriteria } from './directory-filter';
import { createLawyerServicesRepo } from './lawyer-services-repo';
import { toListItem, type ViewContext } from './lawyer-view';
import { loadViewContext } from './view-context';

/**
 * How long a directory page (and the legal types, configs and bands it is made with) may be served from memory. Changes (profile edits, enabling,
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
  const catalogue = createDirectoryCatalogueSync(deps.db);
  const viewRepos = { common: createCommonRepo(deps.db), services: createLawyerServicesRepo(deps.db) };
  const cacheOptions = { clock, ttlMs: DIRECTORY_CACHE_TTL_MS, maxEntries: DIRECTORY_CACHE_ENTRIES };
  const pages = createTtlCache<Page<LawyerListItem>>(cacheOptions);
  /** The legal types, order configs and bands every page is made with (changed rarely, by operators). */
  const contexts = createTtlCache<ViewContext>({ ...cacheOptions, maxEntries: 1 });

  async function load(query: DirectoryQuery): Promise<Page<LawyerListItem>> {
    const { page, page_size } = query;
    const context = await contexts.get('', () => loadViewContext(viewRepos, clock.now()));
    const filter = directoryFilter(query, context.legalTypes);
    if (!filter) return { list: [], total: 0, page, page_size };

    const found = (await catalogue.current()).page(filter, query.sort, {
      offset: (page - 1) * page_size,
      limit: page_size,
    });
    const list = found.entries.map((entry) =>
      toListItem(entry, { legalTypeIds: entry.legal_type_ids, choices: entry.choices }, context),
    );
    return { list, total: found.total, page, page_size };
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

    /** Loads the catalogue (at boot, so the first visitor does not wait for it). */
    async load(): Promise<void> {
      await catalogue.current();
    },

    /** Forgets cached pages after a change to any lawyer. */
    invalidate(): void {
      pages.clear();
      contexts.clear();
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
