import { open } from 'node:fs/promises';
import { DocumentFileError } from './document-file-error.js';
import { PDF_LIMITS } from './pdf-limits.js';
import { DOCX_LIMITS } from './docx-limits.js';
import { readZipDirectory } from './zip-directory.js';

/** What the pipeline takes, told by the file's content (never by its name). */
export type DocumentType = 'pdf' | 'doc' | 'docx';

const HEAD_BYTES = 1024;
/** Readers accept a PDF header anywhere in the first kilobyte (some writers put bytes before it). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** OLE compound file (Word 97–2003 .doc). */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DOCX_MAIN_PART = 'word/document.xml';

/**
 * PDF (`%PDF-`), DOC (an OLE compound file) or DOCX (a zip whose central directory lists word/document.xml);
 * anything else, and anything over 20 MB, is refused before it is read further.
 */
export async function detectDocumentType(file: string): Promise<DocumentType> {
  const handle = await open(file, 'r');
  let head: Buffer;
  try {
    const { size } = await handle.stat();
    if (size > PDF_LIMITS.maxBytes) throw new DocumentFileError('too_large', `${size} bytes`);
    head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (head.includes(PDF_MAGIC)) return 'pdf';
  if (head.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) return 'doc';
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    const directory = await readZipDirectory(file, DOCX_LIMITS.maxEntries);
    if (directory && 'tooMany' in directory)
      throw new DocumentFileError('zip_bomb', `${directory.tooMany} zip entries`);
    if (directory?.entries.some((entry) => entry.name === DOCX_MAIN_PART)) return 'docx';
  }
  throw new DocumentFileError('unsupported_type', `head ${head.subarray(0, 8).toString('hex')}`);
}
