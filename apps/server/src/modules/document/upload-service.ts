import type {
  adminDocumentCreateBody,
  DocumentCreated,
  DocumentSaleBody,
  DocumentState,
  documentCreateBody,
  documentVersionBody,
} from '@lawbridge/contract';
import type { Insertable, Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { DocumentsTable } from '../../core/db/schema-documents';
import type { UploadOwner } from '../upload/upload-owner';
import { audit, type AuditActor } from '../operator/audit';
import { createCommonRepo } from '../common/repo';
import { createDocumentsRepo } from './documents-repo';
import { checkPrice, sellingLawyerId } from './price-rules';
import { documentSearchText } from './search-text';
import { checkDocumentUpload, UPLOAD_CHECK_MSG } from './upload-checks';
import { createVersionsRepo } from './versions-repo';

export const UPLOAD_MSG = {
  legalType: '请选择具体的法律类型',
  pending: '新版本正在处理或审核中，请等待结果后再上传',
  takenDown: '文档已被平台下架，不能上传新版本',
  notListed: '只有已上架的文档可以停售',
  notWithdrawn: '只有已停售的文档可以恢复销售',
} as const;

/** Where a document may take a new version from, and the state it moves to (a listed one stays on sale). */
const NEW_VERSION_FROM: Partial<Record<DocumentState, DocumentState>> = {
  listed: 'listed',
  withdrawn: 'withdrawn',
  rejected: 'processing',
  failed: 'processing',
};

type CreateInput = z.infer<typeof documentCreateBody>;

/**
 * Inserts the version of a checked upload. Two requests with one upload at once can both pass the check;
 * the unique upload index lets one in and the other gets the check's refusal (its transaction rolls back).
 */
async function insertVersion(
  trx: Kysely<Database>,
  row: Parameters<ReturnType<typeof createVersionsRepo>['insert']>[0],
): Promise<number> {
  const id = await createVersionsRepo(trx).insert(row);
  if (id === undefined) throw AppError.badParams(UPLOAD_CHECK_MSG.used);
  return id;
}

/**
 * Uploads of documents (PRODUCT §12): a new document (state processing, version 1), a new version of one's
 * own document (n + 1, processed then reviewed while the listed version stays on sale), withdrawing from
 * sale and putting back. Each writes the rows and an event in one transaction; `processing.kick()` then
 * starts the conversion at once.
 */
export function createUploadService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  wordSupport: () => boolean;
  processing: { kick(): void };
}) {
  const { db, clock } = deps;

  async function checkLegalType(id: number): Promise<void> {
    const types = await createCommonRepo(db).enabledLegalTypes();
    const known = types.some((type) => type.id === id);
    const parent = types.some((type) => type.parent_id === id);
    if (!known || parent) throw AppError.badParams(UPLOAD_MSG.legalType);
  }

  /**
   * Writes a new document (state processing) with its version 1 and the `uploaded` event (and what
   * `alsoWithin` adds) in one transaction, then kicks processing.
   */
  async function insertDocument(input: {
    uploader: Pick<
      Insertable<DocumentsTable>,
      'uploader_user_id' | 'uploader_lawyer_id' | 'uploader_operator_id'
    >;
    owner: UploadOwner;
    body: CreateInput;
    alsoWithin?: (trx: Kysely<Database>, documentId: number) => Promise<void>;
  }): Promise<DocumentCreated> {
    const { owner, body } = input;
    const now = clock.now();
    const id = await db.transaction().execute(async (trx) => {
      const file = await checkDocumentUpload(trx, {
        uploadId: body.file_id,
        owner,
        wordSupport: deps.wordSupport(),
      });
      const documents = createDocumentsRepo(trx);
      const documentId = await documents.insert({
        ...input.uploader,
        title: body.title,
        search_text: documentSearchText(body.title, body.tags),
        legal_type_id: body.legal_type_id,
        tags: JSON.stringify(body.tags),
        description: body.description,
        price: body.price,
        state: 'processing',
        listed_version_id: null,
        reason_code: null,
        reason_text: null,
        listed_at: null,
        created_at: now,
        updated_at: now,
      });
      const versionId = await insertVersion(trx, {
        document_id: documentId,
        version_no: 1,
        ...file,
        state: 'processing',
        created_at: now,
        updated_at: now,
      });
      await documents.addEvent({
        document_id: documentId,
        version_id: versionId,
        action: 'uploaded',
        actor_kind: owner.kind,
        actor_id: owner.id,
        note: null,
        created_at: now,
      });
      await input.alsoWithin?.(trx, documentId);
      return documentId;
    });
    deps.processing.kick();
    return { id, state: 'processing' };
  }

  /** A user's document: free, or priced within the band by a certified lawyer. */
  async function create(input: { userId: number; body: CreateInput }): Promise<DocumentCreated> {
    const { userId, body } = input;
    await checkLegalType(body.legal_type_id);
    const lawyerId = await sellingLawyerId(db, userId);
    await checkPrice(db, { price: body.price, lawyerId });
    return insertDocument({
      uploader: { uploader_user_id: userId, uploader_lawyer_id: lawyerId, uploader_operator_id: null },
      owner: { kind: 'user', id: userId },
      body,
    });
  }

  /** A platform document an operator uploads from the console (free; reviewed like every document), audited. */
  async function createPlatform(input: {
    actor: AuditActor & { operatorId: number };
    body: z.infer<typeof adminDocumentCreateBody>;
  }): Promise<DocumentCreated> {
    const { actor, body } = input;
    await checkLegalType(body.legal_type_id);
    return insertDocument({
      uploader: { uploader_user_id: null, uploader_lawyer_id: null, uploader_operator_id: actor.operatorId },
      owner: { kind: 'operator', id: actor.operatorId },
      body: { ...body, price: 0 },
      alsoWithin: (trx, documentId) =>
        audit(trx, {
          actor,
          action: 'document.upload',
          target: `document:${documentId}`,
          detail: body.title,
          at: clock.now(),
        }),
    });
  }

  /** The caller's own document, else 无权操作 (saying nothing of whether it exists). */
  async function ownDocument(userId: number, id: number) {
    const document = await createDocumentsRepo(db).findById(id);
    if (!document || document.uploader_user_id !== userId) throw AppError.forbidden(`document ${id}`);
    return document;
  }

  async function newVersion(input: {
    userId: number;
    body: z.infer<typeof documentVersionBody>;
  }): Promise<DocumentCreated> {
    const { userId, body } = input;
    const document = await ownDocument(userId, body.id);
    if (document.state === 'taken_down') throw AppError.common(UPLOAD_MSG.takenDown);
    const next = NEW_VERSION_FROM[document.state];
    const latest = await createVersionsRepo(db).latestOf(document.id);
    const pending = latest && (latest.state === 'processing' || latest.state === 'reviewing');
    if (!next || pending || !latest) throw AppError.common(UPLOAD_MSG.pending);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const file = await checkDocumentUpload(trx, {
        uploadId: body.file_id,
        owner: { kind: 'user', id: userId },
        wordSupport: deps.wordSupport(),
      });
      const documents = createDocumentsRepo(trx);
      const changed = await documents.change(document.id, [document.state], { state: next, updated_at: now });
      if (!changed) throw AppError.common(UPLOAD_MSG.pending);
      const versionId = await insertVersion(trx, {
        document_id: document.id,
        version_no: latest.version_no + 1,
        ...file,
        state: 'processing',
        note: body.note ?? null,
        created_at: now,
        updated_at: now,
      });
      await documents.addEvent({
        document_id: document.id,
        version_id: versionId,
        action: 'new_version',
        actor_kind: 'user',
        actor_id: userId,
        note: body.note ?? null,
        created_at: now,
      });
    });
    deps.processing.kick();
    return { id: document.id, state: next };
  }

  /** 停售 a listed document, or put a withdrawn one back on sale. */
  async function setSale(input: { userId: number; body: DocumentSaleBody }): Promise<DocumentCreated> {
    const { userId, body } = input;
    const document = await ownDocument(userId, body.id);
    const [from, to, refusal]: [DocumentState, DocumentState, string] = body.on_sale
      ? ['withdrawn', 'listed', UPLOAD_MSG.notWithdrawn]
      : ['listed', 'withdrawn', UPLOAD_MSG.notListed];
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const documents = createDocumentsRepo(trx);
      if (!(await documents.change(document.id, [from], { state: to, updated_at: now }))) {
        throw AppError.common(refusal);
      }
      await documents.addEvent({
        document_id: document.id,
        version_id: null,
        action: body.on_sale ? 'relisted' : 'withdrawn',
        actor_kind: 'user',
        actor_id: userId,
        note: null,
        created_at: now,
      });
    });
    return { id: document.id, state: to };
  }

  return { create, createPlatform, newVersion, setSale };
}

export type UploadService = ReturnType<typeof createUploadService>;
