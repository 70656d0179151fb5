import type { Kysely } from 'kysely';
import '../../core/db/schema-documents';
import '../../core/db/schema-document-takers';
import type { Database } from '../../core/db/schema';
import type { DocumentDownloadLinkRow } from '../../core/db/schema-documents';

export type NewLink = Omit<DocumentDownloadLinkRow, 'created_at'>;

/** The signed links made for downloads and reading, and the log of their uses. */
export function createLinksRepo(db: Kysely<Database>) {
  return {
    async insert(link: NewLink, now: number): Promise<void> {
      await db
        .insertInto('document_download_links')
        .values({ ...link, created_at: now })
        .execute();
    },

    find: (id: string): Promise<DocumentDownloadLinkRow | undefined> =>
      db.selectFrom('document_download_links').selectAll().where('id', '=', id).executeTakeFirst(),

    /** One use of a link: who, which version, which address, from where, when. */
    async logUse(link: DocumentDownloadLinkRow, ip: string | null, now: number): Promise<void> {
      await db
        .insertInto('document_downloads')
        .values({
          link_id: link.id,
          user_id: link.user_id,
          document_id: link.document_id,
          version_id: link.version_id,
          order_id: link.order_id,
          format: link.format,
          ip,
          created_at: now,
        })
        .execute();
    },

    /**
     * Records that the link's user has downloaded its (free) document: true the first time only, also when
     * two downloads race (the row is unique per document and user, migration 036).
     */
    async firstFreeTake(link: DocumentDownloadLinkRow, now: number): Promise<boolean> {
      const taken = await db
        .insertInto('document_free_takers')
        .values({ document_id: link.document_id, user_id: link.user_id, created_at: now })
        .onConflict((conflict) => conflict.columns(['document_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return taken !== undefined;
    },
  };
}
