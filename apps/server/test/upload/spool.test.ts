import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { IncompleteUploadError, spoolToTempFile, TooLargeError } from '../../src/modules/upload/spool';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-spool-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('spooling an upload to a temporary file', () => {
  it('copies, counts and hashes the stream, and discards the file on request', async () => {
    const file = await spoolToTempFile(Readable.from([Buffer.from('合同'), Buffer.from('正文')]), dir, 100);
    expect(fs.readFileSync(file.path, 'utf8')).toBe('合同正文');
    expect(file.size).toBe(12);
    expect(file.sha256).toBe('425e95bc216bda3833ace77edb44803509aa29d562ae12bddcf6c0e4d348582c');
    await file.discard();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('stops past the cap and when the stream is cut short, keeping nothing', async () => {
    const big = Readable.from([Buffer.alloc(60), Buffer.alloc(60)]);
    await expect(spoolToTempFile(big, dir, 100)).rejects.toBeInstanceOf(TooLargeError);

    const cut = new PassThrough();
    cut.write(Buffer.alloc(10));
    setTimeout(() => cut.destroy(), 20);
    await expect(spoolToTempFile(cut, dir, 100)).rejects.toBeInstanceOf(IncompleteUploadError);

    const alreadyGone = new PassThrough();
    alreadyGone.destroy();
    await expect(spoolToTempFile(alreadyGone, dir, 100)).rejects.toBeInstanceOf(IncompleteUploadError);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
