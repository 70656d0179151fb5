import path from 'node:path';
import { API, DOCUMENT_READ_LINK_MINUTES, type DocumentReadPages } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { writeFile } from 'node:fs/promises';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { FileStorage } from '../../core/storage/file-storage';
import type { DocumentFiles } from '../document-files/document-files';
import { copyLinesOf } from './copy-lines';
import { DOWNLOAD_MSG, type ServedFile } from './download-service';
import { entitlementOf } from './entitlement';
import { cachedObject, storedToFile } from './file-cache';
import type { LinkSigner } from './link-signer';
import { createLinksRepo } from './links-repo';
import type { DocumentOrderService } from './service';
import { LINK_MSG, usableLink } from './usable-link';

export interface DocumentReadingDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
  signer: LinkSigner;
  orders: Pick<DocumentOrderService, 'firstUse'>;
  files: DocumentFiles;
}

/**
 * 在线阅读 (PRODUCT §12, for WeChat where downloads are blocked): an entitled user gets every page at a
 * signed address valid 10 minutes; opening it is a use of the document (logged, the order's first use).
 * Each page is rendered with a light watermark (masked phone and order number) once per order, or per
 * reader of a free or own document, and kept in storage.
 */
export function createDocumentReading(deps: DocumentReadingDeps) {
  const { db, clock, signer } = deps;
  const links = createLinksRepo(db);

  async function pages(input: {
    userId: number;
    documentId: number;
    ip: string | null;
  }): Promise<DocumentReadPages> {
    const entitled = await entitlementOf(db, input);
    if (entitled.order?.state === 'paid') await deps.orders.firstUse(entitled.order);
    const current = await entitlementOf(db, input);
    const now = clock.now();
    const expiresAt = now + DOCUMENT_READ_LINK_MINUTES * 60_000;
    const link = {
      id: signer.newLinkId(),
      user_id: input.userId,
      document_id: current.document.id,
      version_id: current.version.id,
      order_id: current.order?.id ?? null,
      format: 'read' as const,
      purpose: 'read' as const,
      expires_at: expiresAt,
    };
    await links.insert(link, now);
    await links.logUse({ ...link, created_at: now }, input.ip, now);
    return {
      page_count: current.version.pages,
      pages: Array.from({ length: current.version.pages }, (_, index) => ({
        page: index + 1,
        url: `${API.documentPage}/${signer.pageToken(link.id, index + 1)}`,
      })),
      expires_at: expiresAt,
    };
  }

  /** One page image at its signed address, for the reader the link was made for while still entitled. */
  async function page(input: { token: string; sessionUserId: number | null }): Promise<ServedFile> {
    const opened = signer.openPageToken(input.token);
    const link = await usableLink(db, clock, opened?.linkId ?? null, input.sessionUserId);
    if (link.format !== 'read' || !opened) throw AppError.common(LINK_MSG.invalid);
    const entitled = await entitlementOf(db, { userId: link.user_id, documentId: link.document_id });
    const { version, order } = entitled;
    if (opened.page > version.pages) throw AppError.common(LINK_MSG.invalid);
    const pdfKey = version.pdf_key;
    if (pdfKey === null) throw AppError.common(DOWNLOAD_MSG.notReady);
    const owner = order ? `document-orders/${order.id}` : `document-reads/u${link.user_id}`;
    const body = await cachedObject(deps.storage, {
      key: `${owner}/v${version.id}/page-${opened.page}.webp`,
      contentType: 'image/webp',
      make: async (dir) => {
        const source = path.join(dir, 'source.pdf');
        await storedToFile(deps.storage, pdfKey, source);
        const lines = await copyLinesOf(db, { userId: link.user_id, orderNo: order?.order_no ?? null });
        const image = await deps.files.renderPage(source, { page: opened.page, lines });
        const file = path.join(dir, 'page.webp');
        await writeFile(file, image.data);
        return file;
      },
    });
    return { body, contentType: 'image/webp', fileName: `page-${opened.page}.webp` };
  }

  return { pages, page };
}
