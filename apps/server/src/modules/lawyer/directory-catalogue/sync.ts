import type { Kysely } from 'kysely';
import '../../../core/db/schema-lawyer-services';
import type { Database } from '../../../core/db/schema';
import { currentCatalogueRevision } from '../../common/catalogue-revision';
import { createRevisionSync } from '../../common/revision-sync';
import type { ServiceChoice } from '../lawyer-services-repo';
import { createDirectoryCatalogue, type DirectoryCatalogue } from './catalogue';
import type { DirectoryRow } from './entry';

/** Lawyers whose legal types and choices are read in one query each. */
const IDS_PER_QUERY = 500;

const LAWYER_COLUMNS = [
  'id',
  'uuid',
  'name',
  'avatar_upload_id',
  'law_firm',
  'practice_start_year',
  'area_code',
  'province_code',
  'city_code',
  'rating',
  'review_count',
  'served_orders',
  'accepting',
  'enabled',
  'name_pinyin_initials',
  'name_pinyin',
] as const;

/** The legal types and own service choices of these lawyers (all lawyers' when `ids` is null), by lawyer. */
async function linksOf(db: Kysely<Database>, ids: readonly number[] | null) {
  const legalTypes = new Map<number, number[]>();
  const choices = new Map<number, ServiceChoice[]>();
  const chunks = ids === null ? [null] : chunked(ids);
  for (const chunk of chunks) {
    let typeQuery = db.selectFrom('lawyer_legal_types').select(['lawyer_id', 'legal_type_id']);
    let choiceQuery = db.selectFrom('lawyer_services').select(['lawyer_id', 'config_id', 'offered', 'price']);
    if (chunk) {
      typeQuery = typeQuery.where('lawyer_id', 'in', chunk);
      choiceQuery = choiceQuery.where('lawyer_id', 'in', chunk);
    }
    const [typeRows, choiceRows] = await Promise.all([typeQuery.execute(), choiceQuery.execute()]);
    for (const row of typeRows) pushTo(legalTypes, row.lawyer_id, row.legal_type_id);
    for (const row of choiceRows) pushTo(choices, row.lawyer_id, row);
  }
  return { legalTypes, choices };
}

function chunked(ids: readonly number[]): number[][] {
  const chunks: number[][] = [];
  for (let at = 0; at < ids.length; at += IDS_PER_QUERY) chunks.push(ids.slice(at, at + IDS_PER_QUERY));
  return chunks;
}

function pushTo<Value>(map: Map<number, Value[]>, key: number, value: Value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Lawyers written after revision `after` (all enabled lawyers for a first load), as the catalogue reads them. */
async function rowsAfter(db: Kysely<Database>, after: number | null): Promise<DirectoryRow[]> {
  let query = db.selectFrom('lawyers').select(LAWYER_COLUMNS);
  query = after === null ? query.where('enabled', '=', 1) : query.where('catalogue_revision', '>', after);
  const lawyers = await query.execute();
  if (lawyers.length === 0) return [];
  const ids = lawyers.map((lawyer) => lawyer.id);
  const { legalTypes, choices } = await linksOf(db, after === null ? null : ids);
  // the rows themselves gain the links (a spread would give each row a hidden class of its own: old-generation
  // garbage a first load of 100,000 lawyers leaves for the first full collection)
  return lawyers.map((lawyer) =>
    Object.assign(lawyer, {
      legal_type_ids: legalTypes.get(lawyer.id) ?? [],
      choices: choices.get(lawyer.id) ?? [],
    }),
  );
}

/**
 * This server's directory catalogue, in step with the database (common/revision-sync.ts; the revisions are the
 * triggers' of migration 044): every server of a deployment keeps its own, each as current as its database.
 */
export function createDirectoryCatalogueSync(db: Kysely<Database>) {
  const catalogue = createDirectoryCatalogue();
  const sync = createRevisionSync({
    revision: () => currentCatalogueRevision(db, 'lawyers'),
    rowsAfter: (after) => rowsAfter(db, after),
    apply: (rows) => catalogue.apply(rows),
  });

  return {
    /** The catalogue in step with the database. */
    async current(): Promise<DirectoryCatalogue> {
      await sync.current();
      return catalogue;
    },
  };
}

export type DirectoryCatalogueSync = ReturnType<typeof createDirectoryCatalogueSync>;
