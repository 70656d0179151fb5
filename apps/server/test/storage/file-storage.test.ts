import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/core/storage/file-storage';
import { createLocalStorage } from '../../src/core/storage/local-storage';
import { createS3Storage } from '../../src/core/storage/s3-storage';
import { ObjectNotFoundError, ObjectSizeMismatchError } from '../../src/core/storage/storage-errors';
import { createTestBucket, testS3Server } from '../helpers/test-bucket';
import { listAll, readAll } from './storage-streams';

/** One implementation under test, made fresh for this file and dropped after it. */
interface Backend {
  name: string;
  open(): Promise<{ storage: FileStorage; drop(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'local disk',
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-storage-'));
      return { storage: createLocalStorage(root), drop: async () => fs.rmSync(root, { recursive: true }) };
    },
  },
];
const s3 = testS3Server();
if (s3) {
  backends.push({
    name: 's3',
    async open() {
      const bucket = await createTestBucket(s3);
      return { storage: createS3Storage(bucket.config), drop: () => bucket.drop() };
    },
  });
}

const MB = 1024 * 1024;

/** `size` random bytes as a stream of 64 kB chunks, and their SHA-256. */
function randomStream(size: number): { stream: Readable; sha256: string } {
  const chunks = Array.from({ length: Math.ceil(size / (64 * 1024)) }, (_, i) =>
    randomBytes(Math.min(64 * 1024, size - i * 64 * 1024)),
  );
  const sha256 = createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
  return { stream: Readable.from(chunks), sha256 };
}

const jpeg = (size: number) => ({ contentType: 'image/jpeg', size });

describe.each(backends)('file storage on $name', (backend) => {
  let storage: FileStorage;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, drop } = await backend.open());
  });
  afterAll(() => drop());

  it('passes its check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('keeps a stream of several MB byte for byte, and bytes as given', async () => {
    const { stream, sha256 } = randomStream(6 * MB + 123);
    await storage.write('ab/large.bin', stream, {
      contentType: 'application/octet-stream',
      size: 6 * MB + 123,
    });
    const stored = await readAll(await storage.read('ab/large.bin'));
    expect([stored.length, createHash('sha256').update(stored).digest('hex')]).toEqual([
      6 * MB + 123,
      sha256,
    ]);
    await storage.write('ab/small.jpg', Buffer.from('jpeg bytes'), jpeg(10));
    expect((await readAll(await storage.read('ab/small.jpg'))).toString()).toBe('jpeg bytes');
  });

  it('refuses a body of another size than announced and keeps nothing of it', async () => {
    await expect(storage.write('cut/bytes.jpg', Buffer.from('12345'), jpeg(6))).rejects.toBeInstanceOf(
      ObjectSizeMismatchError,
    );
    await expect(storage.write('cut/short.bin', randomStream(1000).stream, jpeg(1001))).rejects.toThrow(
      /announced with 1001 bytes but 1000 arrived/,
    );
    await expect(storage.write('cut/long.bin', randomStream(2 * MB).stream, jpeg(MB))).rejects.toThrow(
      /announced with 1048576 bytes/,
    );
    expect(await listAll(storage, 'cut/')).toEqual([]);
    await expect(storage.read('cut/short.bin')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('keeps a file from disk byte for byte, and refuses one of another size than announced', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-spool-'));
    const file = path.join(dir, 'spooled.pdf');
    const bytes = randomBytes(3 * MB + 7);
    fs.writeFileSync(file, bytes);
    try {
      await storage.writeFile('fi/spooled.pdf', file, { contentType: 'application/pdf', size: bytes.length });
      expect((await readAll(await storage.read('fi/spooled.pdf'))).equals(bytes)).toBe(true);
      await expect(
        storage.writeFile('fi/short.pdf', file, { contentType: 'application/pdf', size: bytes.length + 1 }),
      ).rejects.toThrow(/announced with 3145736 bytes but 3145735 arrived/);
      expect(await listAll(storage, 'fi/')).toEqual(['fi/spooled.pdf']);
      expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('answers a missing key with ObjectNotFoundError, and removes twice without complaint', async () => {
    await expect(storage.read('zz/never-written.jpg')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await storage.write('rm/once.jpg', Buffer.from('x'), jpeg(1));
    await storage.remove('rm/once.jpg');
    await storage.remove('rm/once.jpg');
    await expect(storage.read('rm/once.jpg')).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await listAll(storage, 'rm/')).toEqual([]);
  });

  it('lists the keys under a prefix, and all of them past one page of 1,000', async () => {
    const keys = ['ls/ab/1.jpg', 'ls/ab/2.jpg', 'ls/abc/3.jpg', 'ls/ac/4.jpg'];
    for (const key of keys) await storage.write(key, Buffer.from(key), jpeg(key.length));
    expect(await listAll(storage, 'ls/ab/')).toEqual(['ls/ab/1.jpg', 'ls/ab/2.jpg']);
    expect(await listAll(storage, 'ls/ab')).toEqual(['ls/ab/1.jpg', 'ls/ab/2.jpg', 'ls/abc/3.jpg']);
    expect(await listAll(storage, 'ls/')).toEqual(keys);
    const many = Array.from({ length: 1001 }, (_, i) => `many/${String(i).padStart(4, '0')}.txt`);
    for (let i = 0; i < many.length; i += 50) {
      await Promise.all(many.slice(i, i + 50).map((key) => storage.write(key, Buffer.from('m'), jpeg(1))));
    }
    expect(await listAll(storage, 'many/')).toEqual(many);
    expect((await listAll(storage)).length).toBeGreaterThanOrEqual(1001 + keys.length);
  });
});
