import type { DocumentState } from '@lawbridge/contract';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import type { DocumentsTable } from '../../core/db/schema-documents';
import { containsIgnoringCase } from '../lawyer/like-match';

export interface ConsoleDocumentFilter {
  state?: DocumentState | undefined;
  keyword?: string | undefined;
}

/** Only SQL: the console's documents with their newest version, uploader and open reports. */
export function createConsoleDocumentsRepo(db: Kysely<Database>) {
  function documents(filter: ConsoleDocumentFilter) {
    let query = db
      .selectFrom('documents')
      .innerJoin('document_versions as version', (join) =>
        join.on(
          sql<boolean>`version.id = (select max(newest.id) from document_versions newest where newest.document_id = documents.id)`,
        ),
      )
      .leftJoin('users', 'users.id', 'documents.uploader_user_id')
      .leftJoin('operators as uploader_operator', 'uploader_operator.id', 'documents.uploader_operator_id')
      .innerJoin('legal_types', 'legal_types.id', 'documents.legal_type_id')
      .leftJoin('lawyers', 'lawyers.id', 'documents.uploader_lawyer_id');
    // The review queue is every document with a version in review: a new document, or a new version of a
    // listed or withdrawn one (it stays on sale meanwhile). A document has one pending version at a time.
    if (filter.state === 'reviewing') query = query.where('version.state', '=', 'reviewing');
    else if (filter.state) query = query.where('documents.state', '=', filter.state);
    const keyword = filter.keyword;
    if (keyword) {
      query = query.where((eb) =>
        eb.or([
          containsIgnoringCase(db, eb.ref('documents.title'), keyword),
          containsIgnoringCase(db, eb.fn.coalesce('users.phone', sql<string>`''`), keyword),
          containsIgnoringCase(db, eb.fn.coalesce('users.nickname', sql<string>`''`), keyword),
          containsIgnoringCase(db, eb.fn.coalesce('lawyers.name', sql<string>`''`), keyword),
        ]),
      );
    }
    return query;
  }

  const columns = (filter: ConsoleDocumentFilter) =>
    documents(filter).select((eb) => [
      'documents.id',
      'documents.title',
      'documents.state',
      'documents.price',
      'documents.sales',
      'documents.created_at',
      'documents.updated_at',
      'documents.description',
      'documents.tags',
      'documents.reason_code',
      'documents.reason_text',
      'documents.uploader_user_id',
      'documents.uploader_operator_id',
      'uploader_operator.display_name as operator_name',
      'uploader_operator.username as operator_username',
      'legal_types.name as legal_type_name',
      'version.id as version_id',
      'version.state as version_state',
      'version.format',
      'version.pages',
      'users.nickname',
      'users.phone',
      'lawyers.uuid as lawyer_uuid',
      'lawyers.name as lawyer_name',
      eb
        .selectFrom('document_reports')
        .select((inner) => inner.fn.countAll<number>().as('open'))
        .whereRef('document_reports.document_id', '=', 'documents.id')
        .where('document_reports.state', '=', 'open')
        .as('open_reports'),
    ]);

  return {
    /** The review queue (`reviewing`) by the version submitted first, everything else newest first. */
    async page(filter: ConsoleDocumentFilter, window: { offset: number; limit: number }) {
      const ordered =
        filter.state === 'reviewing'
          ? columns(filter).orderBy('version.created_at', 'asc').orderBy('version.id', 'asc')
          : columns(filter).orderBy('documents.updated_at', 'desc').orderBy('documents.id', 'desc');
      return ordered.offset(window.offset).limit(window.limit).execute();
    },

    async count(filter: ConsoleDocumentFilter): Promise<number> {
      const row = await documents(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async one(id: number) {
      return columns({}).where('documents.id', '=', id).executeTakeFirst();
    },

    /** Other documents with one of these files (SHA-256) or the same title. */
    async duplicates(input: { id: number; title: string; sha256s: string[] }) {
      const sameFile = (eb: ExpressionBuilder<Database & { documents: DocumentsTable }, 'documents'>) =>
        eb.exists(
          eb
            .selectFrom('document_versions')
            .select('document_versions.id')
            .whereRef('document_versions.document_id', '=', 'documents.id')
            .where('document_versions.sha256', 'in', input.sha256s.length ? input.sha256s : ['']),
        );
      return db
        .selectFrom('documents')
        .select((eb) => ['documents.id', 'documents.title', 'documents.state', sameFile(eb).as('same_file')])
        .where('documents.id', '<>', input.id)
        .where((eb) => eb.or([eb('documents.title', '=', input.title), sameFile(eb)]))
        .orderBy('documents.id', 'desc')
        .limit(20)
        .execute();
    },

    /** The document's events, newest first, with who acted. */
    async events(documentId: number) {
      return db
        .selectFrom('document_events')
        .leftJoin('users', (join) =>
          join
            .onRef('users.id', '=', 'document_events.actor_id')
            .on('document_events.actor_kind', '=', 'user'),
        )
        .leftJoin('operators', (join) =>
          join
            .onRef('operators.id', '=', 'document_events.actor_id')
            .on('document_events.actor_kind', '=', 'operator'),
        )
        .select([
          'document_events.action',
          'document_events.actor_kind',
          'document_events.note',
          'document_events.created_at',
          'users.nickname',
          'operators.display_name',
        ])
        .where('document_events.document_id', '=', documentId)
        .orderBy('document_events.created_at', 'desc')
        .orderBy('document_events.id', 'desc')
        .execute();
    },

    async operatorNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('operators')
        .select(['id', 'display_name'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.display_name]));
    },
  };
}

export type ConsoleDocumentRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createConsoleDocumentsRepo>['one']>>
>;
