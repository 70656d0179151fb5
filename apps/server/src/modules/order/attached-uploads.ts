import type { OrderFile } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import type { ImageLinks } from '../upload/image-links';

/**
 * An upload attached to an order, a delivery or a refund request. Images and files (issue 15) share the
 * attachment tables: an upload with a file name is a file (PDF, Word, Excel, TXT), one without is an image.
 */
export interface AttachedUpload {
  id: string;
  file_name: string | null;
  size: number;
}

export const MSG_NOT_YOUR_IMAGES = '图片不存在';
export const MSG_NOT_YOUR_FILES = '附件不存在';

/**
 * Refuses (code 1) unless every image id is an image and every file id a file, all uploaded by `userId`:
 * nobody attaches another person's upload, nor a file where an image goes.
 */
export async function checkOwnUploads(
  db: Kysely<Database>,
  userId: number,
  sent: { images: readonly string[]; files: readonly string[] },
): Promise<void> {
  const ids = [...sent.images, ...sent.files];
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'file_name'])
    .where('id', 'in', ids)
    .where('owner_user_id', '=', userId)
    .execute();
  const isFile = new Map(rows.map((row) => [row.id, row.file_name !== null]));
  if (sent.images.some((id) => isFile.get(id) !== false)) throw AppError.badParams(MSG_NOT_YOUR_IMAGES);
  if (sent.files.some((id) => isFile.get(id) !== true)) throw AppError.badParams(MSG_NOT_YOUR_FILES);
}

/** The attachments as a party sees them: images at signed addresses, files with name, size and address. */
export function attachedView(
  uploads: readonly AttachedUpload[],
  links: ImageLinks,
): { images: string[]; files: OrderFile[] } {
  const images: string[] = [];
  const files: OrderFile[] = [];
  for (const upload of uploads) {
    if (upload.file_name === null) images.push(links.signedUrl(upload.id));
    else files.push({ name: upload.file_name, size: upload.size, url: links.signedFileUrl(upload.id) });
  }
  return { images, files };
}
