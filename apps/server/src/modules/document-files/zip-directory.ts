import { open } from 'node:fs/promises';

/** One entry of a zip file as its central directory declares it (nothing is inflated). */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_LENGTH = 22;
const MAX_COMMENT = 0xffff;
/** Values a Zip64 file puts in the classic fields; a 20 MB Word file never needs Zip64. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;

/** The end-of-central-directory record: the last one in the file's tail (a comment may follow it). */
function findEnd(tail: Buffer): number {
  for (let at = tail.length - END_LENGTH; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  return -1;
}

function parseEntries(directory: Buffer, count: number): ZipEntry[] | null {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > directory.length) return null;
    const compressedSize = directory.readUInt32LE(at + 20);
    const uncompressedSize = directory.readUInt32LE(at + 24);
    entries.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      compressedSize,
      // A Zip64 entry keeps its real size elsewhere: count it as unbounded.
      uncompressedSize: uncompressedSize === ZIP64_SIZE ? Number.POSITIVE_INFINITY : uncompressedSize,
    });
    at = next;
  }
  return entries;
}

/**
 * The entries a zip file's central directory lists, read from the file's tail without inflating anything; null
 * when the file is no zip this reader understands (no end record, Zip64, a directory outside the file). Refuses
 * to read a directory of more than `maxEntries` entries (returns them as `tooMany`).
 */
export async function readZipDirectory(
  file: string,
  maxEntries: number,
): Promise<{ entries: ZipEntry[] } | { tooMany: number } | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, END_LENGTH + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const end = findEnd(tail);
    if (end < 0) return null;
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count === ZIP64_COUNT || directoryOffset === ZIP64_SIZE) return null;
    if (directoryOffset + directorySize > size) return null;
    if (count > maxEntries) return { tooMany: count };
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries = parseEntries(directory, count);
    return entries ? { entries } : null;
  } finally {
    await handle.close();
  }
}
