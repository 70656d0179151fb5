import fs from 'node:fs';
import type { FileMime } from '@lawbridge/contract';
import { fileTypeFromFile } from 'file-type';

/** What the content of an uploaded file is: a kind we take, an archive (refused by name), or anything else. */
export type FileKind = { mime: FileMime } | { refused: 'archive' | 'unknown' };

const ARCHIVES = new Set(['zip', 'rar', '7z', 'gz', 'tar', 'bz2', 'xz', 'zst', 'cab', 'lz', 'Z']);
const BY_EXTENSION: Partial<Record<string, FileMime>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** Chunks a multiple of the 128-byte directory entries of a compound file, so no entry straddles two. */
const SCAN_CHUNK = 64 * 1024;

/** The UTF-16LE name of a compound-file directory entry, as it stands at the start of the entry. */
const entryName = (name: string) => Buffer.from(`${name}\0`, 'utf16le');
const WORD_STREAM = entryName('WordDocument');
const EXCEL_STREAMS = [entryName('Workbook'), entryName('Book')];

/**
 * Word 97–2003 (.doc) or Excel 97–2003 (.xls) inside an OLE compound file, told by the stream the
 * directory names (`WordDocument`, `Workbook`/`Book`). Directory entries are 128 bytes each and sectors
 * start at multiples of 512, so every entry starts at a multiple of 128 in the file.
 */
async function compoundFileKind(filePath: string): Promise<FileMime | null> {
  let offset = 0;
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: SCAN_CHUNK })) {
    const bytes = chunk as Buffer;
    for (let at = offset === 0 ? 512 : 0; at + 128 <= bytes.length; at += 128) {
      const entry = bytes.subarray(at, at + 128);
      if (entry.subarray(0, WORD_STREAM.length).equals(WORD_STREAM)) return 'application/msword';
      if (EXCEL_STREAMS.some((name) => entry.subarray(0, name.length).equals(name))) {
        return 'application/vnd.ms-excel';
      }
    }
    offset += bytes.length;
  }
  return null;
}

/**
 * Plain text: no NUL byte, and the whole file decodes as UTF-8 or as GB18030 (what 记事本 saves as ANSI
 * on Chinese Windows); UTF-16 with its byte-order mark too.
 */
async function isPlainText(filePath: string, head: Buffer): Promise<boolean> {
  const utf16 = utf16Order(head);
  const candidates = utf16 ? [utf16] : ['utf-8', 'gb18030'];
  for (const encoding of candidates) {
    const decoder = new TextDecoder(encoding, { fatal: true });
    try {
      for await (const chunk of fs.createReadStream(filePath, { highWaterMark: SCAN_CHUNK })) {
        if (!utf16 && (chunk as Buffer).includes(0)) return false;
        decoder.decode(chunk as Buffer, { stream: true });
      }
      decoder.decode();
      return true;
    } catch {
      // Not this encoding; try the next.
    }
  }
  return false;
}

/** The encoding a UTF-16 byte-order mark names, if the file starts with one. */
function utf16Order(head: Buffer): 'utf-16le' | 'utf-16be' | null {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return null;
}

async function firstBytes(filePath: string, count: number): Promise<Buffer> {
  const handle = await fs.promises.open(filePath);
  try {
    const head = Buffer.alloc(count);
    const { bytesRead } = await handle.read(head, 0, count, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The kind of the file at `filePath`, told by its content (never by its name or declared type). */
export async function detectFileKind(filePath: string): Promise<FileKind> {
  const head = await firstBytes(filePath, 2);
  // A byte-order mark says text (UTF-16's would otherwise pass for an MPEG audio frame).
  const detected = utf16Order(head) ? undefined : await fileTypeFromFile(filePath);
  if (!detected) return (await isPlainText(filePath, head)) ? { mime: 'text/plain' } : { refused: 'unknown' };
  const known = BY_EXTENSION[detected.ext];
  if (known) return { mime: known };
  if (detected.ext === 'cfb') {
    const office = await compoundFileKind(filePath);
    return office ? { mime: office } : { refused: 'unknown' };
  }
  return { refused: ARCHIVES.has(detected.ext) ? 'archive' : 'unknown' };
}
