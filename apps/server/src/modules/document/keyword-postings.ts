import { sql, type Kysely } from 'kysely';
import '../../core/db/schema-document-search';
import type { Database } from '../../core/db/schema';
import { pinyinKeyword } from '../common/pinyin-initials';
import { containsIgnoringCase } from '../lawyer/like-match';
import { keywordGrams } from './search-text';

/**
 * Postings of a gram counted up to this many to find a keyword's rarest gram; a keyword that needs its matches
 * checked and whose every gram has this many postings is looked for by reading `search_text` instead (a posting
 * checked costs a random read of its document, the scan a fraction of that per document: docs/performance.md).
 */
const FREQUENT_POSTINGS = 4_000;

/** What a keyword matches: the keyword itself, lower case, and typed as pinyin with spaces, compacted too. */
export function keywordForms(keyword: string): string[] {
  const lower = keyword.toLowerCase();
  const pinyin = pinyinKeyword(lower);
  return pinyin && pinyin !== lower ? [lower, pinyin] : [lower];
}

/** How many postings each gram has (up to FREQUENT_POSTINGS), within the legal types when given. */
async function cappedCounts(db: Kysely<Database>, grams: readonly string[], types: number[] | null) {
  const inTypes = types ? sql`and legal_type_id in (${sql.join(types)})` : sql``;
  const counts = grams.map(
    (gram, at) =>
      sql`select ${at} as at, count(*) as postings from (select 1 from document_search_grams where gram = ${gram} ${inTypes} limit ${FREQUENT_POSTINGS}) as capped`,
  );
  const result = await sql<{
    at: number;
    postings: number | string;
  }>`${sql.join(counts, sql` union all `)}`.execute(db);
  const postings = new Map(result.rows.map((row) => [Number(row.at), Number(row.postings)]));
  return grams.map((gram, at) => ({ gram, postings: postings.get(at) ?? 0 }));
}

/**
 * The ids of the listed documents (in `legalTypeIds` when given) whose `search_text` contains one of the
 * keyword's forms, from `document_search_grams` (migration 042): for each form, the postings of its rarest gram,
 * each checked against its document's `search_text` unless the form is its own gram. Null when the
 * index cannot narrow a form (one ASCII character, only pairs with a space, or every gram frequent and a check
 * needed): then `search_text` is read as before.
 */
export async function keywordPostings(
  db: Kysely<Database>,
  filter: { keyword: string; legalTypeIds: number[] | null },
) {
  const queries = [];
  for (const form of keywordForms(filter.keyword)) {
    const indexed = keywordGrams(form);
    if (!indexed) return null;
    const rarest =
      indexed.grams.length === 1
        ? { gram: indexed.grams[0]!, postings: 0 }
        : (await cappedCounts(db, indexed.grams, filter.legalTypeIds)).reduce((a, b) =>
            b.postings < a.postings ? b : a,
          );
    if (!indexed.exact && rarest.postings >= FREQUENT_POSTINGS) return null;
    let query = db
      .selectFrom('document_search_grams as posting')
      .select('posting.document_id as id')
      .where('posting.gram', '=', rarest.gram);
    if (filter.legalTypeIds) query = query.where('posting.legal_type_id', 'in', filter.legalTypeIds);
    if (!indexed.exact) {
      // A scalar subquery, not EXISTS: PostgreSQL turns EXISTS into a join and, thinking LIKE selective, scans
      // every document with it (700 ms at 100,000); a subquery it evaluates a posting at a time.
      const contains = db
        .selectFrom('documents')
        .select(containsIgnoringCase(db, sql.ref<string>('documents.search_text'), form).as('contains'))
        .where('documents.id', '=', sql.ref<number>('posting.document_id'));
      query = query.where(sql<boolean>`(${contains})`);
    }
    queries.push(query);
  }
  const [first, ...rest] = queries;
  return rest.reduce((union, query) => union.union(query), first!);
}
