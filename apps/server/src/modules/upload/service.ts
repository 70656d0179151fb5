import { createHash, randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES, type UploadResult } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { UploadRow } from '../../core/db/schema';
import type { FileStorage } from '../../core/storage/file-storage';
import type { ImageLinks } from './image-links';
import { reencodeImage, type ProcessedImage } from './image-processing';
import { EXTENSION_OF } from './image-type';
import type { UploadRepo } from './repo';
import { createSemaphore } from './task-gates';
import { UPLOAD_BYTES_PER_DAY, type UploadLimits } from './upload-limits';

export { MSG_IMAGE_TYPE } from './image-processing';
export const MSG_IMAGE_MISSING = '请选择图片';
export const MSG_IMAGE_TOO_LARGE = `图片不能超过${IMAGE_MAX_BYTES / 1024 / 1024}MB`;
export const MSG_IMAGE_NOT_FOUND = '图片不存在';
export const MSG_IMAGE_LINK_INVALID = '图片链接无效';
export const MSG_IMAGE_LINK_EXPIRED = '图片链接已过期，请刷新页面';

export type ImageLookup =
  { found: true; row: UploadRow } | { found: false; status: 403 | 404; message: string };

export const MSG_UPLOAD_TOO_FREQUENT = '图片上传过于频繁，请稍后再试';
export const MSG_UPLOAD_QUOTA = `24小时内上传的图片已达${UPLOAD_BYTES_PER_DAY / 1024 / 1024}MB上限，请稍后再试`;
const IMAGE_LIMIT_MESSAGES = { tooFrequent: MSG_UPLOAD_TOO_FREQUENT, quota: MSG_UPLOAD_QUOTA };
/** Images decoded at the same time in this process. */
const DECODES_AT_ONCE = 2;
/** How long the storage's own address of a private image (S3 presigned) stays valid. */
export const STORAGE_LINK_TTL_SECONDS = 5 * 60;

/**
 * Uploaded images (issue 7): decoded and re-encoded on the server, kept in the file storage (local disk
 * or S3) under a random URL-safe id, private until they become an avatar. Per user at most 60 attempts an hour (counted
 * atomically in the database) and 200 MB stored per 24 hours (one user's uploads run one at a time in
 * this process, so the check and the write are not interleaved).
 */
export function createUploadService(deps: {
  repo: UploadRepo;
  storage: FileStorage;
  clock: Clock;
  limits: UploadLimits;
  links: ImageLinks;
}) {
  const { repo, storage, clock, limits, links } = deps;
  const decoding = createSemaphore(DECODES_AT_ONCE);

  async function storeImage(ownerUserId: number, image: ProcessedImage): Promise<UploadResult> {
    const id = randomBytes(16).toString('base64url');
    // Two-character folders keep any one directory small.
    const relativePath = `${id.slice(0, 2)}/${id}.${EXTENSION_OF[image.mime]}`;
    await storage.write(relativePath, image.bytes, { contentType: image.mime, size: image.bytes.length });
    await repo.insert({
      id,
      owner_user_id: ownerUserId,
      owner_operator_id: null,
      mime: image.mime,
      size: image.bytes.length,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
      path: relativePath,
      created_at: clock.now(),
      visibility: 'private',
    });
    return { id, url: links.signedUrl(id), mime: image.mime, size: image.bytes.length };
  }

  /** Stores a re-encoded copy of the image; the answer's address is signed for the uploader. */
  async function saveImage(input: { ownerUserId: number; bytes: Buffer }): Promise<UploadResult> {
    const { ownerUserId, bytes } = input;
    if (bytes.length === 0) throw AppError.badParams(MSG_IMAGE_MISSING);
    if (bytes.length > IMAGE_MAX_BYTES) throw AppError.badParams(MSG_IMAGE_TOO_LARGE);
    return limits.admit({ kind: 'user', id: ownerUserId }, IMAGE_LIMIT_MESSAGES, async (checkQuota) => {
      // A cheap refusal before decoding, then the exact one with the re-encoded size.
      await checkQuota(0);
      const image = await decoding.run(() => reencodeImage(bytes));
      await checkQuota(image.bytes.length);
      return storeImage(ownerUserId, image);
    });
  }

  /**
   * The image an address names: a public one at its stable address, any one at an address signed by this
   * server and not yet expired. A private image without a signature answers like an unknown id.
   */
  async function resolveImage(input: {
    id: string;
    signature?: { expiresAt: number; value: string } | undefined;
  }): Promise<ImageLookup> {
    const { id, signature } = input;
    if (signature) {
      const check = links.check(id, signature.expiresAt, signature.value);
      if (check === 'invalid') return { found: false, status: 403, message: MSG_IMAGE_LINK_INVALID };
      if (check === 'expired') return { found: false, status: 403, message: MSG_IMAGE_LINK_EXPIRED };
    }
    const row = await repo.findById(id);
    if (!row || (row.visibility !== 'public' && !signature)) {
      return { found: false, status: 404, message: MSG_IMAGE_NOT_FOUND };
    }
    return { found: true, row };
  }

  return {
    saveImage,
    resolveImage,
    openImage: (row: UploadRow) => storage.read(row.path),
    /** The storage's own short-lived address of the image (S3), or null where the app serves it. */
    storageAddress: (row: UploadRow) =>
      storage.presignedUrl(row.path, { expiresInSeconds: STORAGE_LINK_TTL_SECONDS, contentType: row.mime }),
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
