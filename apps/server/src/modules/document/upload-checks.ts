import { FILE_MAX_BYTES, type DocumentFormat } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import { DOCUMENT_FILE_REFUSALS } from '../document-files/document-file-refusals';
import { createUploadRepo } from '../upload/repo';
import type { UploadOwner } from '../upload/upload-owner';
import { createVersionsRepo } from './versions-repo';

export const UPLOAD_CHECK_MSG = {
  notFound: '文件不存在或已过期，请重新上传',
  type: '仅支持 PDF、DOC、DOCX 文件',
  tooLarge: `文件不能超过${FILE_MAX_BYTES / 1024 / 1024}MB`,
  used: '该文件已用于其他文档，请重新上传',
  duplicate: '该文件已在平台上架，请勿重复上传',
} as const;

const FORMAT_OF_MIME: Partial<Record<string, DocumentFormat>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** What a version takes of the upload it is made from. */
export interface DocumentFileFacts {
  upload_id: string;
  format: DocumentFormat;
  size: number;
  sha256: string;
}

/**
 * The file of a new document or version: the caller's own upload (a user's from POST API.uploadFile, an
 * operator's from POST API.admin.documentFile), a PDF, DOC or
 * DOCX (Word only when the server converts it) within the size cap, used by no other version, and not the
 * same file (SHA-256) as a document listed, in review or being processed. Refusals are code 1.
 */
export async function checkDocumentUpload(
  db: Kysely<Database>,
  input: { uploadId: string; owner: UploadOwner; wordSupport: boolean },
): Promise<DocumentFileFacts> {
  const upload = await createUploadRepo(db).findById(input.uploadId);
  const { owner } = input;
  const ownerId = owner.kind === 'user' ? upload?.owner_user_id : upload?.owner_operator_id;
  if (!upload || ownerId !== owner.id) throw AppError.badParams(UPLOAD_CHECK_MSG.notFound);
  const format = FORMAT_OF_MIME[upload.mime];
  if (!format) throw AppError.badParams(UPLOAD_CHECK_MSG.type);
  if (format !== 'pdf' && !input.wordSupport)
    throw AppError.badParams(DOCUMENT_FILE_REFUSALS.word_unsupported);
  if (upload.size > FILE_MAX_BYTES) throw AppError.badParams(UPLOAD_CHECK_MSG.tooLarge);
  const versions = createVersionsRepo(db);
  if (await versions.isUploadUsed(upload.id)) throw AppError.badParams(UPLOAD_CHECK_MSG.used);
  if (await versions.isFileLive(upload.sha256)) throw AppError.badParams(UPLOAD_CHECK_MSG.duplicate);
  return { upload_id: upload.id, format, size: upload.size, sha256: upload.sha256 };
}
