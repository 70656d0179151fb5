import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/core/storage/file-storage';
import { PutAtUrlError } from '../../src/core/storage/put-file-at-url';
import { createLocalStorage } from '../../src/core/storage/local-storage';
import { createS3Storage } from '../../src/core/storage/s3-storage';
import type { S3StorageConfig } from '../../src/core/storage/storage-config';
import { StorageUnavailableError } from '../../src/core/storage/storage-errors';
import { storageOrigin } from '../../src/core/storage/storage-plugin';
import { createTestBucket, testS3Server, type TestBucket } from '../helpers/test-bucket';
import { listAll, readAll } from './storage-streams';

const s3 = testS3Server();

const someS3: S3StorageConfig = {
  endpoint: 'https://s3.oss-cn-hangzhou.aliyuncs.com',
  region: 'cn-hangzhou',
  bucket: 'lawbridge',
  accessKeyId: 'LTAI5tExample',
  secretAccessKey: 'example-secret',
  forcePathStyle: false,
  prefix: '',
};

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('S3 storage without a server', () => {
  it('names the origin its presigned links point at, for the CSP (no request is made)', async () => {
    await expect(storageOrigin(createS3Storage(someS3))).resolves.toBe(
      'https://lawbridge.s3.oss-cn-hangzhou.aliyuncs.com',
    );
    const minio = { ...someS3, endpoint: 'http://minio.internal:9000', forcePathStyle: true };
    await expect(storageOrigin(createS3Storage(minio))).resolves.toBe('http://minio.internal:9000');
    const aws = { ...someS3, endpoint: null, region: 'ap-east-1' };
    await expect(storageOrigin(createS3Storage(aws))).resolves.toBe(
      'https://lawbridge.s3.ap-east-1.amazonaws.com',
    );
    await expect(storageOrigin(createLocalStorage('/tmp/unused'))).resolves.toBeNull();
  });

  it('fails its check readably when the endpoint cannot be reached', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const storage = createS3Storage({ ...someS3, endpoint, forcePathStyle: true });
    await expect(storage.check()).rejects.toThrow(
      new StorageUnavailableError(
        `S3_ENDPOINT: ${endpoint} cannot be reached (ECONNREFUSED); check the address, the network and the port`,
      ),
    );
  });
});

describe.runIf(s3)('S3 storage on the test S3 server', () => {
  let bucket: TestBucket;
  let storage: FileStorage;

  beforeAll(async () => {
    bucket = await createTestBucket(s3!);
    storage = createS3Storage(bucket.config);
  });
  afterAll(() => bucket.drop());

  it('hands out presigned links the storage serves with the type and the Chinese download name', async () => {
    await storage.write('docs/contract.pdf', Buffer.from('%PDF-1.7 test'), {
      contentType: 'application/octet-stream',
      size: 13,
    });
    const url = await storage.presignedUrl('docs/contract.pdf', {
      expiresInSeconds: 300,
      contentType: 'application/pdf',
      downloadName: '租赁合同 (2024).pdf',
    });
    expect(url).toContain('X-Amz-Expires=300');
    const answer = await fetch(url!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="____ (2024).pdf"; filename*=UTF-8''${encodeURIComponent('租赁合同')}%20%282024%29.pdf`,
    );
    expect(await answer.text()).toBe('%PDF-1.7 test');
  });

  it('refuses a presigned link whose parameters or key were changed', async () => {
    const url = (await storage.presignedUrl('docs/contract.pdf', {
      expiresInSeconds: 300,
      contentType: 'application/pdf',
    }))!;
    const otherType = await fetch(url.replace('application%2Fpdf', 'text%2Fhtml'));
    expect([otherType.status, await otherType.text()]).toEqual([
      403,
      expect.stringContaining('SignatureDoesNotMatch'),
    ]);
    const otherKey = await fetch(url.replace('contract.pdf', 'contract2.pdf'));
    expect(otherKey.status).toBe(403);
  });

  it('uploads a file from disk at a presigned PUT address the server checks, and says why one is refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-put-'));
    const file = path.join(dir, 'reviewed.pdf');
    fs.writeFileSync(file, '%PDF-1.7 reviewed contract');
    try {
      const meta = { contentType: 'application/pdf', size: 26 };
      await storage.writeFile('put/reviewed.pdf', file, meta);
      expect((await readAll(await storage.read('put/reviewed.pdf'))).toString()).toBe(
        '%PDF-1.7 reviewed contract',
      );
      const wrongSecret = createS3Storage({ ...bucket.config, secretAccessKey: 'not-the-secret' });
      const refused = wrongSecret.writeFile('put/forged.pdf', file, meta);
      await expect(refused).rejects.toBeInstanceOf(PutAtUrlError);
      await expect(refused).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
      expect(await listAll(storage, 'put/')).toEqual(['put/reviewed.pdf']);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('keeps its objects under S3_PREFIX and lists them without it', async () => {
    const prefixed = createS3Storage({ ...bucket.config, prefix: 'tenant-a/' });
    await prefixed.write('ab/x.jpg', Buffer.from('x'), { contentType: 'image/jpeg', size: 1 });
    expect(await listAll(prefixed)).toEqual(['ab/x.jpg']);
    expect(await listAll(storage, 'tenant-a/')).toEqual(['tenant-a/ab/x.jpg']);
    expect((await readAll(await storage.read('tenant-a/ab/x.jpg'))).toString()).toBe('x');
    await prefixed.remove('ab/x.jpg');
    expect(await listAll(storage, 'tenant-a/')).toEqual([]);
  });

  it('fails its check readably for a missing bucket and for wrong keys', async () => {
    const missing = createS3Storage({ ...bucket.config, bucket: 'lb-no-such-bucket' });
    await expect(missing.check()).rejects.toThrow(
      `S3_BUCKET: bucket "lb-no-such-bucket" at ${s3!.url} does not exist; create it or correct S3_BUCKET (and S3_ENDPOINT, S3_REGION)`,
    );
    const denied = `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: access to bucket "${bucket.config.bucket}" at ${s3!.url} was denied`;
    const wrongSecret = createS3Storage({ ...bucket.config, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.check()).rejects.toThrow(denied);
    const wrongKey = createS3Storage({ ...bucket.config, accessKeyId: 'SOMEONE-ELSE' });
    await expect(wrongKey.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(wrongKey.check()).rejects.toThrow(denied);
  });
});
