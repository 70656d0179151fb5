import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../core/storage/file-storage';
import type { PreparedDocument } from '../document-files/document-files';
import { coverImageName, pageImageName, versionFolder } from './storage-keys';

const WEBP = 'image/webp';

/** A preview image as `document_versions.previews` keeps it (the cover has page 0). */
export interface StoredPreview {
  page: number;
  key: string;
  width: number;
  height: number;
}

/** Copies a stored object into a file on this machine's disk (streamed). */
export async function downloadTo(storage: FileStorage, key: string, file: string): Promise<void> {
  await pipeline(await storage.read(key), createWriteStream(file));
}

/**
 * Writes a file under `key`, replacing what an earlier, interrupted attempt may have left there (objects are
 * written once; a retry of the same version writes the same keys).
 */
async function replace(storage: FileStorage, key: string, file: string, contentType: string): Promise<void> {
  await storage.remove(key);
  await storage.writeFile(key, file, { contentType, size: (await stat(file)).size });
}

/**
 * Moves what the pipeline made into the storage under `documents/<id>/v<n>/`: the PDF when it was converted
 * from Word (a PDF upload is kept under its own key), the cover and the preview images.
 */
export async function storePrepared(
  storage: FileStorage,
  input: { documentId: number; versionNo: number; uploadKey: string; prepared: PreparedDocument },
): Promise<{ pdfKey: string; cover: StoredPreview; previews: StoredPreview[] }> {
  const { prepared } = input;
  const folder = versionFolder(input.documentId, input.versionNo);
  let pdfKey = input.uploadKey;
  if (prepared.type !== 'pdf') {
    pdfKey = `${folder}/document.pdf`;
    await replace(storage, pdfKey, prepared.pdfFile, 'application/pdf');
  }
  const coverKey = `${folder}/${coverImageName}`;
  await replace(storage, coverKey, prepared.cover.file, WEBP);
  const previews: StoredPreview[] = [];
  for (const image of prepared.previews) {
    const key = `${folder}/${pageImageName(image.page)}`;
    await replace(storage, key, image.file, WEBP);
    previews.push({ page: image.page, key, width: image.width, height: image.height });
  }
  const cover = { page: 0, key: coverKey, width: prepared.cover.width, height: prepared.cover.height };
  return { pdfKey, cover, previews };
}

/** The preview images of a version's `previews` column (the cover first, page 0). */
export function parsePreviews(json: string | null): StoredPreview[] {
  return json ? (JSON.parse(json) as StoredPreview[]) : [];
}

/** A work folder's file for the upload, named by its format so converters see a plain name. */
export const workFile = (dir: string, format: string) => path.join(dir, `upload.${format}`);
