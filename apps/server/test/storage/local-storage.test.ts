import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from '../../src/core/storage/local-storage';
import { ObjectNotFoundError, StorageUnavailableError } from '../../src/core/storage/storage-errors';
import { listAll, readAll } from './storage-streams';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-local-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const storage = createLocalStorage(path.join(root, 'uploads'));
const text = (value: string) => ({ contentType: 'text/plain', size: Buffer.byteLength(value) });
/** Every file under the root, temporary ones included. */
const filesOnDisk = () => {
  const folder = path.join(root, 'uploads');
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((relative) => fs.statSync(path.join(folder, relative)).isFile())
    .map((relative) => path.basename(relative))
    .sort();
};

describe('local storage', () => {
  it('keeps keys inside its folder', async () => {
    fs.writeFileSync(path.join(root, 'outside.txt'), 'secret');
    await expect(storage.read('../outside.txt')).rejects.toThrow(
      'key escapes the storage folder: ../outside.txt',
    );
    await expect(storage.write('../x.txt', Buffer.from('x'), text('x'))).rejects.toThrow(/escapes/);
    await expect(storage.remove('ab/../../outside.txt')).rejects.toThrow(/escapes/);
    expect(fs.readFileSync(path.join(root, 'outside.txt'), 'utf8')).toBe('secret');
  });

  it('never replaces an object once written', async () => {
    await storage.write('ab/once.txt', Buffer.from('first'), text('first'));
    await expect(storage.write('ab/once.txt', Buffer.from('other'), text('other'))).rejects.toThrow(/EEXIST/);
    expect((await readAll(await storage.read('ab/once.txt'))).toString()).toBe('first');
    expect(filesOnDisk()).toEqual(['once.txt']);
  });

  it('shows an object only once all of it is written, and leaves nothing of a failed write', async () => {
    const body = new PassThrough();
    const writing = storage.write('cd/slow.txt', body, text('hello world'));
    body.write('hello ');
    await vi.waitFor(() => expect(filesOnDisk().some((name) => name.startsWith('.partial-'))).toBe(true));
    expect(await listAll(storage, 'cd/')).toEqual([]);
    await expect(storage.read('cd/slow.txt')).rejects.toBeInstanceOf(ObjectNotFoundError);
    body.end('world');
    await writing;
    expect((await readAll(await storage.read('cd/slow.txt'))).toString()).toBe('hello world');

    const cut = new PassThrough();
    const failing = storage.write('cd/cut.txt', cut, text('hello world'));
    cut.end('hello');
    await expect(failing).rejects.toThrow(/announced with 11 bytes but 5 arrived/);
    expect(filesOnDisk()).toEqual(['once.txt', 'slow.txt']);
  });

  it('hands out no presigned links (the app serves the files)', async () => {
    await expect(
      storage.presignedUrl('cd/slow.txt', { expiresInSeconds: 300, contentType: 'text/plain' }),
    ).resolves.toBeNull();
  });

  it('fails its check readably when the folder cannot be written', async () => {
    fs.writeFileSync(path.join(root, 'a-file'), '');
    const blocked = createLocalStorage(path.join(root, 'a-file', 'uploads'));
    await expect(blocked.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(blocked.check()).rejects.toThrow(
      `the uploads folder ${path.join(root, 'a-file', 'uploads')} is not writable (ENOTDIR): check DATA_DIR and the folder's owner and permissions`,
    );
  });
});
