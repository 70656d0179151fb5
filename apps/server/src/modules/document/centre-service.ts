import type {
  DocumentDetail,
  DocumentList,
  DocumentState,
  DocumentViewer,
  documentListQuery,
} from '@lawbridge/contract';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { DocumentRow } from '../../core/db/schema-documents';
import type { LegalTypeEntry } from '../common/legal-type-tree';
import { createCommonRepo } from '../common/repo';
import { createTtlCache } from '../common/ttl-cache';
import { legalTypeWithLeaves } from '../lawyer/directory-filter';
import type { Catalogue } from './catalogue/catalogue';
import type { CatalogueSync } from './catalogue/sync';
import { listedItems } from './centre-repo';
import { createDocumentsRepo } from './documents-repo';
import { pageImageName, previewUrl } from './storage-keys';
import { draftingService, uploaderCard } from './uploader-card';
import { parsePreviews } from './version-files';
import { createVersionsRepo } from './versions-repo';
import { toDocumentListItem } from './view';

export const MSG_DOCUMENT_GONE = '文档不存在或已下架';

/**
 * A page of the centre is kept this long for its revision (uploaders' names and the legal types' tree are not
 * revisions of the documents: their changes show within this time), and this many pages at most.
 */
const CENTRE_PAGE_TTL_MS = 10_000;
const CENTRE_PAGES = 2_000;

/** Who may open the detail in each state: everyone when listed; its buyers too when hidden; else only the uploader. */
const SEEN_BY_BUYERS: readonly DocumentState[] = ['taken_down', 'withdrawn'];

export type ViewerOf = (input: {
  userId: number | null;
  document: Pick<DocumentRow, 'id' | 'price' | 'uploader_user_id' | 'listed_version_id'>;
  now: number;
}) => Promise<DocumentViewer>;

type ListQuery = z.infer<typeof documentListQuery>;

/** 文档下载 (PRODUCT §12): the centre's list and a document's detail. */
export function createCentreService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  catalogue: CatalogueSync;
  viewerOf: ViewerOf;
}) {
  const { db, clock } = deps;
  /** Pages by revision and query: the same page again answers with the very same object (sendCacheable). */
  const pages = createTtlCache<DocumentList>({ clock, ttlMs: CENTRE_PAGE_TTL_MS, maxEntries: CENTRE_PAGES });
  /** The legal types' tree a filter expands, kept as long as a page. */
  const legalTypes = createTtlCache<LegalTypeEntry[]>({ clock, ttlMs: CENTRE_PAGE_TTL_MS, maxEntries: 1 });

  /** A page and its total from the catalogue, the items from the database. */
  async function pageOf(catalogue: Catalogue, query: ListQuery): Promise<DocumentList> {
    const empty = { list: [], total: 0, page: query.page, page_size: query.page_size };
    let legalTypeIds: number[] | null = null;
    if (query.legal_type_id !== undefined) {
      const types = await legalTypes.get('enabled', () => createCommonRepo(db).enabledLegalTypes());
      legalTypeIds = legalTypeWithLeaves(types, query.legal_type_id);
      if (legalTypeIds.length === 0) return empty;
    }
    const window = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const filter = { keyword: query.keyword ?? null, legalTypeIds };
    const { ids, total } = catalogue.page(filter, query.sort, window);
    const rows = await listedItems(db, ids);
    return { ...empty, list: rows.map(toDocumentListItem), total };
  }

  /** A page as current as the database's last revision: kept per revision and query (see CENTRE_PAGE_TTL_MS). */
  async function list(query: ListQuery): Promise<DocumentList> {
    const { catalogue, revision } = await deps.catalogue.current();
    const key = JSON.stringify([
      revision,
      query.keyword ?? null,
      query.legal_type_id,
      query.sort,
      query.page,
      query.page_size,
    ]);
    return pages.get(key, () => pageOf(catalogue, query));
  }

  async function visible(document: DocumentRow, userId: number | null): Promise<boolean> {
    if (document.state === 'listed' || document.uploader_user_id === userId) return true;
    if (userId === null || !SEEN_BY_BUYERS.includes(document.state)) return false;
    return (await createDocumentsRepo(db).boughtOrderId(document.id, userId)) !== null;
  }

  async function detail(input: { id: number; userId: number | null }): Promise<DocumentDetail> {
    const document = await createDocumentsRepo(db).findById(input.id);
    if (!document || !(await visible(document, input.userId))) throw AppError.common(MSG_DOCUMENT_GONE);
    const versions = createVersionsRepo(db);
    const version = document.listed_version_id
      ? await versions.findById(document.listed_version_id)
      : await versions.latestOf(document.id);
    if (!version) throw new Error(`document ${document.id} has no version`);
    const now = clock.now();
    const legalType = await db
      .selectFrom('legal_types')
      .select('name')
      .where('id', '=', document.legal_type_id)
      .executeTakeFirstOrThrow();
    const uploader = await uploaderCard(db, {
      userId: document.uploader_user_id,
      lawyerId: document.uploader_lawyer_id,
      now,
    });
    const item = toDocumentListItem({
      ...document,
      legal_type_name: legalType.name,
      version_id: version.id,
      format: version.format,
      pages: version.pages,
      cover_key: version.cover_key,
      uploader_nickname: uploader.name,
      lawyer_name: null,
    });
    return {
      ...item,
      legal_type_id: document.legal_type_id,
      description: document.description,
      size: version.size,
      version_no: version.version_no,
      state: document.state,
      uploader,
      previews: parsePreviews(version.previews)
        .filter((image) => image.page > 0)
        .map((image) => ({
          page: image.page,
          url: previewUrl(version.id, pageImageName(image.page)),
          width: image.width,
          height: image.height,
        })),
      viewer: await deps.viewerOf({ userId: input.userId, document, now }),
      drafting_service: await draftingService(db, document.uploader_lawyer_id),
    };
  }

  return { list, detail };
}
