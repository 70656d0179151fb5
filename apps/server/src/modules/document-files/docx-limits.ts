import { DocumentFileError } from './document-file-error.js';
import { readZipDirectory } from './zip-directory.js';

/** What a DOCX's zip may declare before LibreOffice is allowed to inflate it. */
export const DOCX_LIMITS = {
  /** A Word file has tens of parts, a few hundred with many images. */
  maxEntries: 2_000,
  /** All parts together, inflated. */
  maxUncompressedBytes: 200 * 1024 * 1024,
  /** Compression ratio any part over `ratioFloorBytes` may have (text compresses ~10:1, zeros ~1000:1). */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
} as const;

/**
 * Refuses a zip bomb by its central directory alone, before anything is inflated: too many parts, too much in
 * total, or a part that inflates too far. (Declared sizes can lie; what LibreOffice then inflates is bounded by
 * the converter's time, disk and memory limits.)
 */
export async function assertSafeDocx(file: string): Promise<void> {
  const directory = await readZipDirectory(file, DOCX_LIMITS.maxEntries);
  if (!directory) throw new DocumentFileError('unsupported_type', 'no readable zip directory');
  if ('tooMany' in directory) throw new DocumentFileError('zip_bomb', `${directory.tooMany} zip entries`);
  let total = 0;
  const { entries } = directory;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > DOCX_LIMITS.ratioFloorBytes && ratio > DOCX_LIMITS.maxRatio) {
      throw new DocumentFileError('zip_bomb', `${entry.name} inflates ${Math.round(ratio)}:1`);
    }
  }
  if (total > DOCX_LIMITS.maxUncompressedBytes)
    throw new DocumentFileError('zip_bomb', `${total} bytes inflated`);
}
