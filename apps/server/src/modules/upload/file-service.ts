import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FILE_EXTENSIONS, FILE_MAX_BYTES, type FileMime, type FileUploadResult } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { UploadRow } from '../../core/db/schema';
import type { FileStorage } from '../../core/storage/file-storage';
import { detectFileKind } from './file-kind';
import { downloadName } from './file-name';
import type { ImageLinks } from './image-links';
import type { UploadRepo } from './repo';
import { spoolToTempFile, TooLargeError } from './spool';
import { UPLOAD_BYTES_PER_DAY, type UploadLimits } from './upload-limits';
import type { UploadOwner } from './upload-owner';

export const MSG_FILE_MISSING = '请选择文件';
export const MSG_FILE_EMPTY = '文件是空的，请重新选择';
export const MSG_FILE_TOO_LARGE = `文件不能超过${FILE_MAX_BYTES / 1024 / 1024}MB`;
export const MSG_FILE_TYPE = '仅支持 PDF、Word（DOC、DOCX）、Excel（XLS、XLSX）和 TXT 文件';
export const MSG_FILE_ARCHIVE = '不支持压缩包，请解压后上传 PDF、Word、Excel 或 TXT 文件';
export const MSG_FILE_NOT_FOUND = '文件不存在';
export const MSG_FILE_INCOMPLETE = '文件没有传完整，请重新上传';
const FILE_LIMIT_MESSAGES = {
  tooFrequent: '文件上传过于频繁，请稍后再试',
  quota: `24小时内上传的文件已达${UPLOAD_BYTES_PER_DAY / 1024 / 1024}MB上限，请稍后再试`,
};
/** How long the storage's own address of a file (S3 presigned) stays valid. */
const STORAGE_LINK_TTL_SECONDS = 5 * 60;

/**
 * Uploaded files (issue 14; attached to orders, deliveries and refund evidence by the modules that take
 * them): streamed into a temporary file with the 20 MB cap (never whole in memory), told by their content
 * (PDF, DOC, DOCX, XLS, XLSX, TXT; archives refused by name), then streamed to the file storage. Always
 * private: reachable only through signed addresses. Shares the hourly and daily limits of images.
 */
export function createFileUploadService(deps: {
  repo: UploadRepo;
  storage: FileStorage;
  clock: Clock;
  limits: UploadLimits;
  links: ImageLinks;
  spoolDir: string;
}) {
  const { repo, storage, clock, limits, links, spoolDir } = deps;

  async function spool(stream: Readable) {
    try {
      return await spoolToTempFile(stream, spoolDir, FILE_MAX_BYTES);
    } catch (error) {
      if (error instanceof TooLargeError) throw AppError.badParams(MSG_FILE_TOO_LARGE);
      throw AppError.badParams(MSG_FILE_INCOMPLETE, String(error));
    }
  }

  async function kindOf(path: string): Promise<FileMime> {
    const kind = await detectFileKind(path);
    if ('mime' in kind) return kind.mime;
    throw AppError.badParams(kind.refused === 'archive' ? MSG_FILE_ARCHIVE : MSG_FILE_TYPE);
  }

  /** Stores the uploaded file (a user's, or an operator's platform document); the answer's address is signed. */
  async function saveFile(input: {
    owner: UploadOwner;
    stream: Readable;
    fileName: string;
  }): Promise<FileUploadResult> {
    const { owner } = input;
    return limits.admit(owner, FILE_LIMIT_MESSAGES, async (checkQuota) => {
      await checkQuota(0);
      const file = await spool(input.stream);
      try {
        if (file.size === 0) throw AppError.badParams(MSG_FILE_EMPTY);
        const mime = await kindOf(file.path);
        await checkQuota(file.size);
        const id = randomBytes(16).toString('base64url');
        const key = `files/${id.slice(0, 2)}/${id}.${FILE_EXTENSIONS[mime]}`;
        await storage.writeFile(key, file.path, { contentType: mime, size: file.size });
        const name = downloadName(input.fileName, FILE_EXTENSIONS[mime]);
        await repo.insert({
          id,
          owner_user_id: owner.kind === 'user' ? owner.id : null,
          owner_operator_id: owner.kind === 'operator' ? owner.id : null,
          mime,
          size: file.size,
          sha256: file.sha256,
          path: key,
          created_at: clock.now(),
          visibility: 'private',
          file_name: name,
        });
        return { id, url: links.signedFileUrl(id), mime, size: file.size, name };
      } finally {
        await file.discard();
      }
    });
  }

  /** The file an id names (images are not files); the caller has checked the address's signature. */
  async function findFile(id: string): Promise<(UploadRow & { file_name: string }) | null> {
    const row = await repo.findById(id);
    return row && row.file_name !== null ? { ...row, file_name: row.file_name } : null;
  }

  return {
    saveFile,
    findFile,
    openFile: (row: UploadRow) => storage.read(row.path),
    /** The storage's own short-lived download address (S3), or null where the app serves the bytes. */
    storageAddress: (row: UploadRow & { file_name: string }) =>
      storage.presignedUrl(row.path, {
        expiresInSeconds: STORAGE_LINK_TTL_SECONDS,
        contentType: row.mime,
        downloadName: row.file_name,
      }),
  };
}

export type FileUploadService = ReturnType<typeof createFileUploadService>;
