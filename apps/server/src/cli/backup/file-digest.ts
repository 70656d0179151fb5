import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file's length and SHA-256 (hex), as the manifest records them. */
export interface FileDigest {
  size: number;
  sha256: string;
}

/** Copies `source` into the new file `target` (never over an existing one), answering what it wrote. */
export async function copyWithDigest(source: Readable, target: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let size = 0;
  const meter = new PassThrough();
  meter.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  await pipeline(source, meter, fs.createWriteStream(target, { flags: 'wx' }));
  return { size, sha256: hash.digest('hex') };
}

/** The digest of a file already on disk. */
export async function digestOfFile(file: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}
