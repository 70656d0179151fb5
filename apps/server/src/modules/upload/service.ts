import { createHash, randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES, imageUrl, type UploadResult } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { UploadRow } from '../../core/db/schema';
import type { LocalFileStore } from '../../core/storage/local-file-store';
import { detectImageMime, EXTENSION_OF } from './image-type';
import type { UploadRepo } from './repo';

export const MSG_IMAGE_MISSING = '请选择图片';
export const MSG_IMAGE_TOO_LARGE = `图片不能超过${IMAGE_MAX_BYTES / 1024 / 1024}MB`;
export const MSG_IMAGE_TYPE = '仅支持 JPG、PNG、WEBP 图片';
export const MSG_IMAGE_NOT_FOUND = '图片不存在';

/** Images kept on local disk, typed by their content, addressed by a random URL-safe id. */
export function createUploadService(deps: { repo: UploadRepo; store: LocalFileStore; clock: Clock }) {
  const { repo, store, clock } = deps;

  async function saveImage(input: { ownerUserId: number; bytes: Buffer }): Promise<UploadResult> {
    if (input.bytes.length === 0) throw AppError.badParams(MSG_IMAGE_MISSING);
    if (input.bytes.length > IMAGE_MAX_BYTES) throw AppError.badParams(MSG_IMAGE_TOO_LARGE);
    const mime = detectImageMime(input.bytes);
    if (!mime) throw AppError.badParams(MSG_IMAGE_TYPE);

    const id = randomBytes(16).toString('base64url');
    // Two-character folders keep any one directory small.
    const relativePath = `${id.slice(0, 2)}/${id}.${EXTENSION_OF[mime]}`;
    await store.write(relativePath, input.bytes);
    await repo.insert({
      id,
      owner_user_id: input.ownerUserId,
      owner_operator_id: null,
      mime,
      size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      path: relativePath,
      created_at: clock.now(),
    });
    return { id, url: imageUrl(id), mime, size: input.bytes.length };
  }

  async function findImage(input: { id: string }): Promise<UploadRow | undefined> {
    return repo.findById(input.id);
  }

  return { saveImage, findImage, openImage: (row: UploadRow) => store.readStream(row.path) };
}
