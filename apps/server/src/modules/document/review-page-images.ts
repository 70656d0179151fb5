import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../core/storage/file-storage';
import type { DocumentVersionRow } from '../../core/db/schema-documents';
import type { DocumentFiles } from '../document-files/document-files';
import { reviewPageKey } from './storage-keys';
import { downloadTo } from './version-files';

/** What the review page images carry over the page (printable ASCII, as renderPage takes). */
const REVIEW_MARK = ['LawBridge review'];

/**
 * A page of a version for review, as a WebP: rendered from the version's PDF the first time (`renderPage`),
 * then kept in the storage next to the version's files and read from there.
 */
export async function reviewPageImage(
  deps: {
    storage: FileStorage;
    files: Pick<DocumentFiles, 'renderPage'>;
    workDir: string;
    log: FastifyBaseLogger;
  },
  input: { version: DocumentVersionRow & { pdf_key: string }; page: number },
): Promise<Readable> {
  const { storage } = deps;
  const { version, page } = input;
  const key = reviewPageKey(version.document_id, version.version_no, page);
  const cached = await storage.read(key).catch(() => null);
  if (cached) return cached;
  const dir = await mkdtemp(path.join(deps.workDir, `review-${version.id}-`));
  try {
    const pdf = path.join(dir, 'document.pdf');
    await downloadTo(storage, version.pdf_key, pdf);
    const image = await deps.files.renderPage(pdf, { page, lines: REVIEW_MARK });
    const bytes = Buffer.from(image.data);
    // Two operators opening the same page at once both render it; the second copy is not kept.
    await storage
      .write(key, bytes, { contentType: image.type, size: bytes.length })
      .catch((error: unknown) => deps.log.debug({ err: error, key }, 'review page already cached'));
    return Readable.from([bytes]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
