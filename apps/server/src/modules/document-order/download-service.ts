import { createWriteStream } from 'node:fs';
import path from 'node:path';
import {
  API,
  DOCUMENT_COPY_LINK_MINUTES,
  DOCUMENT_DOWNLOAD_LINK_SECONDS,
  type documentDownloadBody,
  type DocumentDownloadLink,
} from '@lawbridge/contract';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { DocumentDownloadLinkRow } from '../../core/db/schema-documents';
import type { FileStorage } from '../../core/storage/file-storage';
import type { DocumentFiles } from '../document-files/document-files';
import { copyLinesOf } from './copy-lines';
import { createDailyDownloads } from './daily-downloads';
import { entitlementOf, type Entitlement } from './entitlement';
import { cachedObject, storedToFile } from './file-cache';
import type { LinkSigner } from './link-signer';
import { createLinksRepo } from './links-repo';
import { createDocumentSales } from './sales';
import type { DocumentOrderService } from './service';
import { usableLink } from './usable-link';

export const DOWNLOAD_MSG = {
  capReached: (cap: number) => `今日下载次数已达上限（${cap}次），请明天再试`,
  noOriginal: '该文档不是Word文件，请下载PDF',
  notReady: '文档文件暂不可用，请稍后再试',
} as const;

const WORD_FORMATS = new Set(['doc', 'docx']);

export interface DocumentDownloadsDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
  signer: LinkSigner;
  orders: Pick<DocumentOrderService, 'firstUse'>;
  files: DocumentFiles;
}

/** A file to send: its bytes, type and the name it is saved under. */
export interface ServedFile {
  body: Readable;
  contentType: string;
  fileName: string;
}

/**
 * Downloads (PRODUCT §12): a signed link per request, counted against the daily cap, bound to the user and
 * the document, valid 60 s (10 min to copy into a browser); its use logs the download, takes the order's
 * first use and serves the stamped PDF of a bought copy, the PDF of a free or own one, or the Word original.
 */
export function createDocumentDownloads(deps: DocumentDownloadsDeps) {
  const { db, clock, signer } = deps;
  const links = createLinksRepo(db);
  const daily = createDailyDownloads(db);

  async function makeLink(input: {
    userId: number;
    body: z.infer<typeof documentDownloadBody>;
  }): Promise<DocumentDownloadLink> {
    const { body } = input;
    const entitled = await entitlementOf(db, { userId: input.userId, documentId: body.id });
    if (body.format === 'original' && !WORD_FORMATS.has(entitled.version.format)) {
      throw AppError.common(DOWNLOAD_MSG.noOriginal);
    }
    const now = clock.now();
    const left = await daily.take(input.userId, now);
    if (left === null) throw AppError.common(DOWNLOAD_MSG.capReached(await daily.cap()));
    const { purpose } = body;
    const expiresAt =
      now +
      (purpose === 'copy_link' ? DOCUMENT_COPY_LINK_MINUTES * 60_000 : DOCUMENT_DOWNLOAD_LINK_SECONDS * 1000);
    const id = signer.newLinkId();
    await links.insert(
      {
        id,
        user_id: input.userId,
        document_id: entitled.document.id,
        version_id: entitled.version.id,
        order_id: entitled.order?.id ?? null,
        format: body.format,
        purpose,
        expires_at: expiresAt,
      },
      now,
    );
    return {
      url: `${API.documentFile}/${signer.fileToken(id)}`,
      expires_at: expiresAt,
      file_name: await fileNameOf(entitled, body.format),
      downloads_left_today: left,
    };
  }

  async function fileNameOf(entitled: Entitlement, format: 'pdf' | 'original'): Promise<string> {
    if (format === 'pdf') return `${entitled.document.title}.pdf`;
    const upload = await uploadOf(entitled.version.upload_id);
    return `${entitled.document.title}${path.extname(upload.file_name ?? '') || `.${entitled.version.format}`}`;
  }

  const uploadOf = (id: string) =>
    db
      .selectFrom('uploads')
      .select(['path', 'mime', 'file_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** The stamped copy of a bought document, made once per order and version and kept in storage. */
  function stampedCopy(entitled: Entitlement & { order: NonNullable<Entitlement['order']> }, pdfKey: string) {
    const { order, version } = entitled;
    return cachedObject(deps.storage, {
      key: `document-orders/${order.id}/v${version.id}.pdf`,
      contentType: 'application/pdf',
      make: async (dir) => {
        const source = path.join(dir, 'source.pdf');
        const stamped = path.join(dir, 'stamped.pdf');
        await storedToFile(deps.storage, pdfKey, source);
        const lines = await copyLinesOf(db, { userId: order.buyer_id, orderNo: order.order_no });
        await deps.files.stampPdf(source, { lines, output: createWriteStream(stamped) });
        return stamped;
      },
    });
  }

  async function bodyOf(entitled: Entitlement, format: 'pdf' | 'original' | 'read'): Promise<ServedFile> {
    const fileName = await fileNameOf(entitled, format === 'original' ? 'original' : 'pdf');
    if (format === 'original') {
      const upload = await uploadOf(entitled.version.upload_id);
      return { body: await deps.storage.read(upload.path), contentType: upload.mime, fileName };
    }
    const pdfKey = entitled.version.pdf_key;
    if (pdfKey === null) throw AppError.common(DOWNLOAD_MSG.notReady);
    const { order } = entitled;
    const body = order ? await stampedCopy({ ...entitled, order }, pdfKey) : await deps.storage.read(pdfKey);
    return { body, contentType: 'application/pdf', fileName };
  }

  /**
   * The file at a signed download address: the link must be this server's, unexpired, and (when the request
   * carries a session) the signed-in user's; the user must still be entitled. Logs the download and takes
   * the order's first use (it settles) before serving.
   */
  async function openFile(input: { token: string; sessionUserId: number | null; ip: string | null }) {
    const link = await usableLink(db, clock, signer.openFileToken(input.token), input.sessionUserId);
    if (link.format === 'read') throw AppError.common(DOWNLOAD_MSG.notReady);
    let entitled = await entitlementOf(db, { userId: link.user_id, documentId: link.document_id });
    if (entitled.order?.state === 'paid') {
      await deps.orders.firstUse(entitled.order);
      entitled = await entitlementOf(db, { userId: link.user_id, documentId: link.document_id });
    }
    await logDownload(link, entitled, input.ip);
    return bodyOf(entitled, link.format);
  }

  /**
   * Logs the download; a free document's first download by somebody other than its uploader adds a sale
   * (its `sales` are the distinct users who downloaded it), in the same transaction.
   */
  async function logDownload(link: DocumentDownloadLinkRow, entitled: Entitlement, ip: string | null) {
    const now = clock.now();
    const { document } = entitled;
    const free =
      entitled.order === null && document.price === 0 && document.uploader_user_id !== link.user_id;
    await db.transaction().execute(async (trx) => {
      const logged = createLinksRepo(trx);
      await logged.logUse(link, ip, now);
      if (free && (await logged.firstFreeTake(link, now))) {
        await createDocumentSales(trx).freeDownloaded(document.id);
      }
    });
  }

  return { makeLink, openFile };
}
