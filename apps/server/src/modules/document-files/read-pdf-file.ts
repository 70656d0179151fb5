import { readFile, stat } from 'node:fs/promises';
import { PdfRefusal } from './document-file-refusals.js';
import { PDF_LIMITS } from './pdf-limits.js';

/** A PDF's bytes, refused before reading when the file is over the size limit. */
export async function readPdfFile(file: string): Promise<Uint8Array> {
  const { size } = await stat(file);
  if (size > PDF_LIMITS.maxBytes) throw new PdfRefusal('too_large', `${size} bytes`);
  return new Uint8Array(await readFile(file));
}
