import {
  type AuditAction,
  DOCUMENT_REJECT_REASON_LABELS,
  type AdminDocumentReviewBody,
  type AdminDocumentTakeDownBody,
  type DocumentRejectReason,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { DocumentRow, DocumentVersionRow } from '../../core/db/schema-documents';
import type { NewNotification, Notifier } from '../notification/notifier';
import { audit, type AuditActor } from '../operator/audit';
import { createDocumentsRepo } from './documents-repo';
import { documentNotices } from './notices';
import { reasonText } from './reasons';
import { createVersionsRepo } from './versions-repo';

export const REVIEW_MSG = {
  versionGone: '文档版本不存在',
  notReviewing: '该版本不在待审核状态',
  documentGone: '文档不存在',
  notListed: '只有在售或已停售的文档可以下架',
  notTakenDown: '只有已下架的文档可以恢复',
  changed: '文档状态已变化，请刷新后重试',
} as const;

export type OperatorActor = AuditActor & { operatorId: number };

/**
 * What an operator did to a document, written twice in the action's transaction: the document's own event (the
 * console's timeline, the uploader's reason) and the audit log's entry.
 */
async function recordOperatorAction(
  trx: Kysely<Database>,
  input: {
    document: DocumentRow;
    versionId: number | null;
    event: string;
    auditAction: AuditAction;
    actor: OperatorActor;
    note: string | null;
    detail: string;
    now: number;
  },
): Promise<void> {
  const { document, actor, now } = input;
  await createDocumentsRepo(trx).addEvent({
    document_id: document.id,
    version_id: input.versionId,
    action: input.event,
    actor_kind: 'operator',
    actor_id: actor.operatorId,
    note: input.note,
    created_at: now,
  });
  await audit(trx, {
    actor,
    action: input.auditAction,
    target: `document:${document.id}`,
    detail: input.detail,
    at: now,
  });
}

/** A version being decided, with its document as read in the deciding transaction. */
interface Decision {
  version: DocumentVersionRow;
  document: DocumentRow;
  actor: OperatorActor;
  now: number;
}

/**
 * The console's decisions on documents (PRODUCT §12, §16): approve or reject a version, take a document
 * down, restore it. Each changes the rows by compare-and-set, records an event and the audit entry, and
 * notifies the uploader (a new version's buyers too) in one transaction.
 */
export function createReviewService(deps: { db: Kysely<Database>; clock: Clock; notifier: Notifier }) {
  const { db, clock, notifier } = deps;

  async function inTransaction(work: (trx: Kysely<Database>, now: number) => Promise<NewNotification[]>) {
    const now = clock.now();
    const recorded = await db
      .transaction()
      .execute(async (trx) => notifier.record(trx, await work(trx, now), now));
    await notifier.push(recorded);
  }

  /** The document moves with the version, or the decision is undone (someone changed it meanwhile). */
  async function changeDocument(
    trx: Kysely<Database>,
    document: DocumentRow,
    patch: Parameters<ReturnType<typeof createDocumentsRepo>['change']>[2],
  ): Promise<void> {
    if (!(await createDocumentsRepo(trx).change(document.id, [document.state], patch))) {
      throw AppError.common(REVIEW_MSG.changed);
    }
  }

  /** Lists the version: it replaces the listed one (superseded; its buyers hear of the new version). */
  async function approveWithin(trx: Kysely<Database>, decision: Decision): Promise<NewNotification[]> {
    const { version, document, actor, now } = decision;
    const previous = document.listed_version_id;
    if (previous !== null) {
      await createVersionsRepo(trx).change(previous, 'approved', { state: 'superseded', updated_at: now });
    }
    await changeDocument(trx, document, {
      state: document.state === 'reviewing' ? 'listed' : document.state,
      listed_version_id: version.id,
      listed_at: document.listed_at ?? now,
      reason_code: null,
      reason_text: null,
      updated_at: now,
    });
    await recordOperatorAction(trx, {
      document,
      versionId: version.id,
      event: 'approved',
      auditAction: 'document.approve',
      actor,
      note: null,
      detail: `${document.title} 第${version.version_no}版`,
      now,
    });
    const buyers = previous === null ? [] : await createDocumentsRepo(trx).buyerIds(document.id);
    return [...documentNotices.approved(document), ...documentNotices.updated(document, buyers)];
  }

  /** Refuses the version; a document never listed is rejected with it (a listed one stays on sale). */
  async function rejectWithin(
    trx: Kysely<Database>,
    decision: Decision & { reasonCode: DocumentRejectReason; text: string },
  ): Promise<NewNotification[]> {
    const { version, document, actor, now } = decision;
    const reason = reasonText(decision.reasonCode, decision.text) ?? '';
    if (document.listed_version_id === null) {
      await changeDocument(trx, document, {
        state: 'rejected',
        reason_code: decision.reasonCode,
        reason_text: decision.text,
        updated_at: now,
      });
    }
    await recordOperatorAction(trx, {
      document,
      versionId: version.id,
      event: 'rejected',
      auditAction: 'document.reject',
      actor,
      note: reason,
      detail: `${document.title}：${reason}`,
      now,
    });
    return documentNotices.rejected(document, reason);
  }

  /** Decides a version in review (compare-and-set: a version is decided once). */
  async function review(input: { body: AdminDocumentReviewBody; actor: OperatorActor }): Promise<void> {
    const { body, actor } = input;
    await inTransaction(async (trx, now) => {
      const versions = createVersionsRepo(trx);
      const version = await versions.findById(body.version_id);
      if (!version) throw AppError.common(REVIEW_MSG.versionGone);
      const document = await createDocumentsRepo(trx).findById(version.document_id);
      if (!document) throw AppError.common(REVIEW_MSG.documentGone);
      const decided = await versions.change(version.id, 'reviewing', {
        state: body.decision === 'approve' ? 'approved' : 'rejected',
        review_decision: body.decision,
        review_reason_code: body.decision === 'reject' ? body.reason_code : null,
        review_text: body.decision === 'reject' ? body.text : null,
        reviewed_by: actor.operatorId,
        reviewed_at: now,
        updated_at: now,
      });
      if (!decided) throw AppError.common(REVIEW_MSG.notReviewing);
      const decision = { version, document, actor, now };
      return body.decision === 'approve'
        ? approveWithin(trx, decision)
        : rejectWithin(trx, { ...decision, reasonCode: body.reason_code, text: body.text });
    });
  }

  /** Hides a listed or withdrawn document (buyers keep their copies); inside another action's transaction too. */
  async function takeDownWithin(
    trx: Kysely<Database>,
    input: {
      document: DocumentRow;
      reasonCode: DocumentRejectReason;
      text: string;
      actor: OperatorActor;
      now: number;
    },
  ): Promise<NewNotification[]> {
    const { document, actor, now } = input;
    const documents = createDocumentsRepo(trx);
    const changed = await documents.change(document.id, ['listed', 'withdrawn'], {
      state: 'taken_down',
      reason_code: input.reasonCode,
      reason_text: input.text,
      updated_at: now,
    });
    if (!changed) throw AppError.common(REVIEW_MSG.notListed);
    const reason = `${DOCUMENT_REJECT_REASON_LABELS[input.reasonCode]}：${input.text}`;
    await recordOperatorAction(trx, {
      document,
      versionId: null,
      event: 'taken_down',
      auditAction: 'document.take_down',
      actor,
      note: reason,
      detail: `${document.title}：${reason}`,
      now,
    });
    return documentNotices.takenDown(document, reason);
  }

  async function findDocument(trx: Kysely<Database>, id: number): Promise<DocumentRow> {
    const document = await createDocumentsRepo(trx).findById(id);
    if (!document) throw AppError.common(REVIEW_MSG.documentGone);
    return document;
  }

  async function takeDown(input: { body: AdminDocumentTakeDownBody; actor: OperatorActor }): Promise<void> {
    const { body, actor } = input;
    await inTransaction(async (trx, now) =>
      takeDownWithin(trx, {
        document: await findDocument(trx, body.id),
        reasonCode: body.reason_code,
        text: body.text,
        actor,
        now,
      }),
    );
  }

  async function restore(input: { id: number; actor: OperatorActor }): Promise<void> {
    const { id, actor } = input;
    await inTransaction(async (trx, now) => {
      const document = await findDocument(trx, id);
      const documents = createDocumentsRepo(trx);
      const changed =
        document.listed_version_id !== null &&
        (await documents.change(id, ['taken_down'], {
          state: 'listed',
          reason_code: null,
          reason_text: null,
          updated_at: now,
        }));
      if (!changed) throw AppError.common(REVIEW_MSG.notTakenDown);
      await recordOperatorAction(trx, {
        document,
        versionId: null,
        event: 'restored',
        auditAction: 'document.restore',
        actor,
        note: null,
        detail: document.title,
        now,
      });
      return [];
    });
  }

  return { review, takeDown, takeDownWithin, restore, inTransaction };
}

export type ReviewService = ReturnType<typeof createReviewService>;
