import {
  DOCUMENT_REJECT_REASON_LABELS,
  DOCUMENT_STATE_LABELS,
  DOCUMENT_VERSION_STATE_LABELS,
  type AdminDocumentDetail,
  type AdminDocumentItem,
  type adminDocumentQuery,
  type AdminDocumentVersion,
  type DocumentRejectReason,
  type Page,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import type { DocumentVersionRow } from '../../core/db/schema-documents';
import type { ImageLinks } from '../upload/image-links';
import { createConsoleDocumentsRepo, type ConsoleDocumentRow } from './console-repo';
import { reasonText } from './reasons';
import type { ReviewLinks } from './review-links';
import { REVIEW_MSG } from './review-service';
import { parseTags } from './view';
import { createVersionsRepo } from './versions-repo';

/** The text the review shows, at most this long. */
const REVIEW_TEXT_MAX = 20_000;

const EVENT_LABELS: Record<string, string> = {
  uploaded: '上传文档',
  new_version: '上传新版本',
  processed: '处理完成，等待审核',
  failed: '处理失败',
  approved: '审核通过',
  rejected: '审核驳回',
  taken_down: '下架',
  restored: '恢复上架',
  withdrawn: '上传者停售',
  relisted: '上传者恢复销售',
};

/** A lawyer (with the lawyer's page), another user, or the operator who uploaded a platform document. */
function uploaderOf(row: ConsoleDocumentRow): AdminDocumentItem['uploader'] {
  if (row.uploader_user_id === null) {
    return {
      kind: 'platform',
      user_id: null,
      name: row.operator_name ?? '',
      phone: row.operator_username ?? '',
      lawyer_uuid: null,
    };
  }
  return {
    kind: row.lawyer_uuid ? 'lawyer' : 'user',
    user_id: row.uploader_user_id,
    name: row.lawyer_name ?? row.nickname ?? '',
    phone: row.phone ?? '',
    lawyer_uuid: row.lawyer_uuid,
  };
}

function toItem(row: ConsoleDocumentRow): AdminDocumentItem {
  return {
    id: row.id,
    title: row.title,
    legal_type_name: row.legal_type_name,
    state: row.state,
    state_label: DOCUMENT_STATE_LABELS[row.state],
    reviewing_version_id: row.version_state === 'reviewing' ? row.version_id : null,
    price: row.price,
    pages: row.pages,
    format: row.format,
    sales: row.sales,
    open_reports: Number(row.open_reports ?? 0),
    uploader: uploaderOf(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The console's documents (PRODUCT §16): the list (review queue) and the whole document for review. */
export function createConsoleDocuments(deps: {
  db: Kysely<Database>;
  links: ImageLinks;
  reviewLinks: ReviewLinks;
}) {
  const { db, links, reviewLinks } = deps;
  const repo = createConsoleDocumentsRepo(db);

  async function list(query: z.infer<typeof adminDocumentQuery>): Promise<Page<AdminDocumentItem>> {
    const window = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const [rows, total] = await Promise.all([repo.page(query, window), repo.count(query)]);
    return { list: rows.map(toItem), total, page: query.page, page_size: query.page_size };
  }

  function toVersion(version: DocumentVersionRow, operators: Map<number, string>): AdminDocumentVersion {
    const processed = version.pdf_key !== null;
    return {
      id: version.id,
      version_no: version.version_no,
      state: version.state,
      state_label: DOCUMENT_VERSION_STATE_LABELS[version.state],
      format: version.format,
      size: version.size,
      sha256: version.sha256,
      pages: version.pages,
      failure: version.failure,
      note: version.note,
      text: (version.text ?? '').slice(0, REVIEW_TEXT_MAX),
      page_images: processed
        ? Array.from({ length: version.pages }, (_, index) => ({
            page: index + 1,
            url: reviewLinks.url({ versionId: version.id, page: index + 1 }),
          }))
        : [],
      pdf_url: processed ? reviewLinks.url({ versionId: version.id, page: 'pdf' }) : null,
      original_url: links.signedFileUrl(version.upload_id),
      review:
        version.review_decision === null || version.reviewed_at === null
          ? null
          : {
              decision: version.review_decision,
              reason_label: version.review_reason_code
                ? (DOCUMENT_REJECT_REASON_LABELS[version.review_reason_code as DocumentRejectReason] ?? null)
                : null,
              text: version.review_text,
              operator_name: operators.get(version.reviewed_by ?? 0) ?? '',
              decided_at: version.reviewed_at,
            },
      created_at: version.created_at,
    };
  }

  async function detail(id: number): Promise<AdminDocumentDetail> {
    const row = await repo.one(id);
    if (!row) throw AppError.common(REVIEW_MSG.documentGone);
    const versions = await createVersionsRepo(db).ofDocument(id);
    const operators = await repo.operatorNames(
      versions.flatMap((version) => (version.reviewed_by === null ? [] : [version.reviewed_by])),
    );
    const duplicates = await repo.duplicates({
      id,
      title: row.title,
      sha256s: versions.map((version) => version.sha256),
    });
    const events = await repo.events(id);
    return {
      ...toItem(row),
      description: row.description,
      tags: parseTags(row.tags),
      reason:
        row.state === 'rejected' || row.state === 'taken_down'
          ? reasonText(row.reason_code, row.reason_text)
          : null,
      versions: versions.map((version) => toVersion(version, operators)),
      duplicates: duplicates.map((duplicate) => ({ ...duplicate, same_file: Boolean(duplicate.same_file) })),
      events: events.map((event) => ({
        action: event.action,
        label: EVENT_LABELS[event.action] ?? event.action,
        actor: event.actor_kind === 'system' ? '系统' : (event.display_name ?? event.nickname ?? ''),
        note: event.note,
        created_at: event.created_at,
      })),
    };
  }

  return { list, detail };
}
