import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { DocumentVersionRow } from '../../core/db/schema-documents';
import type { FileStorage } from '../../core/storage/file-storage';
import { DocumentFileError, type DocumentFiles } from '../document-files/document-files';
import type { Notifier } from '../notification/notifier';
import { createUploadRepo } from '../upload/repo';
import { createDocumentsRepo } from './documents-repo';
import { documentNotices } from './notices';
import { downloadTo, storePrepared, workFile } from './version-files';
import { createVersionsRepo } from './versions-repo';

/** A processing attempt holds its version this long; past it another instance takes the version again. */
export const PROCESSING_LEASE_MS = 10 * 60_000;
/** Attempts (crashes and unexpected errors included) before a version fails for good. */
export const PROCESSING_MAX_ATTEMPTS = 3;
export const MSG_PROCESSING_GAVE_UP = '文档多次处理未成功，请重新上传';

export interface ProcessorDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  files: Pick<DocumentFiles, 'prepareDocument'>;
  clock: Clock;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Where each attempt makes its work folder (removed after it). */
  workDir: string;
}

/**
 * The conversion job (PRODUCT §12): takes `processing` versions one at a time in this instance, each by a
 * compare-and-set of its lease, so a version whose instance died is taken again once the lease ran out, at
 * most PROCESSING_MAX_ATTEMPTS times. An attempt streams the upload into a work folder, runs the pipeline
 * (`prepareDocument`), stores the PDF, cover and previews, and moves the version (and a first version's
 * document) to review. A file the pipeline refuses fails the version with the refusal's message, and the
 * uploader is told.
 */
export function createDocumentProcessor(deps: ProcessorDeps) {
  const { db, clock, log } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function fail(version: DocumentVersionRow, reason: string, lease: number | null): Promise<void> {
    const now = clock.now();
    const recorded = await db.transaction().execute(async (trx) => {
      const patch = {
        state: 'failed' as const,
        failure: reason,
        lease_until: null,
        processed_at: now,
        updated_at: now,
      };
      if (!(await createVersionsRepo(trx).change(version.id, 'processing', patch, lease ?? undefined)))
        return null;
      const documents = createDocumentsRepo(trx);
      const document = await documents.findById(version.document_id);
      if (!document) throw new Error(`document ${version.document_id} of version ${version.id} is missing`);
      if (document.state === 'processing') {
        await documents.change(document.id, ['processing'], { state: 'failed', updated_at: now });
      }
      await documents.addEvent({
        document_id: document.id,
        version_id: version.id,
        action: 'failed',
        actor_kind: 'system',
        actor_id: null,
        note: reason,
        created_at: now,
      });
      return deps.notifier.record(trx, documentNotices.failed(document, reason), now);
    });
    if (recorded) await deps.notifier.push(recorded);
  }

  async function succeed(version: DocumentVersionRow, lease: number, dir: string): Promise<void> {
    const upload = await createUploadRepo(db).findById(version.upload_id);
    if (!upload) throw new Error(`upload ${version.upload_id} of version ${version.id} is missing`);
    const file = workFile(dir, version.format);
    await downloadTo(deps.storage, upload.path, file);
    const outputDir = path.join(dir, 'out');
    await mkdir(outputDir);
    const prepared = await deps.files.prepareDocument(file, { outputDir });
    const stored = await storePrepared(deps.storage, {
      documentId: version.document_id,
      versionNo: version.version_no,
      uploadKey: upload.path,
      prepared,
    });
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const patch = {
        state: 'reviewing' as const,
        pdf_key: stored.pdfKey,
        pages: prepared.pages,
        text: prepared.text,
        cover_key: stored.cover.key,
        previews: JSON.stringify([stored.cover, ...stored.previews]),
        lease_until: null,
        processed_at: now,
        updated_at: now,
      };
      if (!(await createVersionsRepo(trx).change(version.id, 'processing', patch, lease))) return;
      const documents = createDocumentsRepo(trx);
      await documents.change(version.document_id, ['processing'], { state: 'reviewing', updated_at: now });
      await documents.addEvent({
        document_id: version.document_id,
        version_id: version.id,
        action: 'processed',
        actor_kind: 'system',
        actor_id: null,
        note: `${prepared.pages}页`,
        created_at: now,
      });
    });
  }

  /** One attempt at the version this instance just claimed under `lease`. */
  async function attempt(version: DocumentVersionRow, lease: number): Promise<void> {
    await mkdir(deps.workDir, { recursive: true });
    const dir = await mkdtemp(path.join(deps.workDir, `v${version.id}-`));
    try {
      await succeed(version, lease, dir);
    } catch (error) {
      if (error instanceof DocumentFileError) {
        await fail(version, error.userMessage, lease);
        return;
      }
      log.error({ err: error, versionId: version.id }, 'document processing failed; it is tried again');
      // Let the next round take it again (attempts were counted when it was claimed).
      await createVersionsRepo(db).change(
        version.id,
        'processing',
        { lease_until: null, updated_at: clock.now() },
        lease,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Claims and processes one version; false when none is waiting. */
  async function processOne(): Promise<boolean> {
    const versions = createVersionsRepo(db);
    const now = clock.now();
    const next = await versions.nextToProcess(now);
    if (!next) return false;
    if (next.attempts >= PROCESSING_MAX_ATTEMPTS) {
      await fail(next, MSG_PROCESSING_GAVE_UP, next.lease_until);
      return true;
    }
    const lease = now + PROCESSING_LEASE_MS;
    if (await versions.claim(next, lease, now)) await attempt(next, lease);
    return true;
  }

  async function drainLoop(): Promise<void> {
    do {
      again = false;
      while (!stopped && (await processOne()));
    } while (again && !stopped);
  }

  /** Processes every waiting version, one at a time; a call while a round runs joins it (and asks for another pass). */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drainLoop().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    drain,
    /**
     * Takes no further version and resolves when the attempt in progress (if any) has ended: the app waits
     * for it before closing. The versions still waiting are taken by the next round of any instance.
     */
    stop: async (): Promise<void> => {
      stopped = true;
      await running?.catch(() => undefined);
    },
    /** Starts a round now (after an upload) without waiting for it; errors are logged. */
    kick(): void {
      drain().catch((error: unknown) => log.error({ err: error }, 'document processing round failed'));
    },
  };
}

export type DocumentProcessor = ReturnType<typeof createDocumentProcessor>;
