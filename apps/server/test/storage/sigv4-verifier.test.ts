import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../../scripts/lib/s3.mjs';

/** The parts of the SDK's signed request a test changes before it goes out. */
interface OutgoingRequest {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const BUCKET = 'sigv4-tests';
let s3: TestS3;

function clientOf(overrides: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    endpoint: s3.url,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
    ...overrides,
  });
}

/** A client whose requests are changed after the SDK signed them. */
function tamperingClient(change: (request: OutgoingRequest) => void): S3Client {
  const client = clientOf();
  client.middlewareStack.add(
    (next) => async (args) => {
      change(args.request as OutgoingRequest);
      return next(args);
    },
    { step: 'deserialize' },
  );
  return client;
}

const put = (key: string, body: string) =>
  new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.from(body), ContentType: 'text/plain' });

async function presign(key: string, options: { expiresIn: number; signingDate?: Date }) {
  return getSignedUrl(clientOf(), new GetObjectCommand({ Bucket: BUCKET, Key: key }), options);
}

beforeAll(async () => {
  s3 = await startS3();
  await clientOf().send(new CreateBucketCommand({ Bucket: BUCKET }));
  await clientOf().send(put('docs/a.txt', 'alpha'));
});
afterAll(() => s3.stop());

describe('the test S3 server checks AWS Signature V4 itself', () => {
  it('passes requests the SDK signed: put with a hashed body, get, list, head, presigned get', async () => {
    const client = clientOf();
    await client.send(put('docs/b 合同.txt', 'beta'));
    const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'docs/b 合同.txt' }));
    expect(await got.Body?.transformToString()).toBe('beta');
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'docs/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['docs/a.txt', 'docs/b 合同.txt']);
    await client.send(new HeadBucketCommand({ Bucket: BUCKET }));
    const answer = await fetch(await presign('docs/a.txt', { expiresIn: 60 }));
    expect([answer.status, await answer.text()]).toEqual([200, 'alpha']);
  });

  it('refuses a request whose path, signed header or body changed after signing', async () => {
    const otherPath = tamperingClient((request) => {
      request.path = request.path.replace('a.txt', 'b.txt');
    });
    await expect(
      otherPath.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'docs/a.txt' })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    const otherType = tamperingClient((request) => {
      request.headers['content-type'] = 'text/html';
    });
    await expect(otherType.send(put('docs/c.txt', 'gamma'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    const unsignedHeader = tamperingClient((request) => {
      request.headers['x-amz-meta-added'] = 'later';
    });
    await expect(unsignedHeader.send(put('docs/c.txt', 'gamma'))).rejects.toMatchObject({
      name: 'AccessDenied',
    });
    const otherBody = tamperingClient((request) => {
      request.body = Buffer.from('GAMMA');
    });
    await expect(otherBody.send(put('docs/c.txt', 'gamma'))).rejects.toMatchObject({
      name: 'XAmzContentSHA256Mismatch',
    });
    await expect(
      clientOf().send(new GetObjectCommand({ Bucket: BUCKET, Key: 'docs/c.txt' })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('refuses a wrong secret, an unknown key id and anonymous requests', async () => {
    const wrongSecret = clientOf({ credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-it' } });
    await expect(
      wrongSecret.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'docs/a.txt' })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    const unknownKey = clientOf({
      credentials: { accessKeyId: 'SOMEONE', secretAccessKey: s3.secretAccessKey },
    });
    await expect(
      unknownKey.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'docs/a.txt' })),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    const anonymous = await fetch(`${s3.url}/${BUCKET}/docs/a.txt`);
    expect([anonymous.status, await anonymous.text()]).toEqual([
      403,
      expect.stringContaining('AccessDenied'),
    ]);
  });

  it('refuses an expired or altered presigned address', async () => {
    const expired = await presign('docs/a.txt', {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
    });
    const late = await fetch(expired);
    expect([late.status, await late.text()]).toEqual([403, expect.stringMatching(/AccessDenied.*expired/)]);
    const valid = await presign('docs/a.txt', { expiresIn: 60 });
    const longer = await fetch(valid.replace('X-Amz-Expires=60', 'X-Amz-Expires=600'));
    expect([longer.status, await longer.text()]).toEqual([
      403,
      expect.stringContaining('SignatureDoesNotMatch'),
    ]);
    const otherKey = await fetch(valid.replace('a.txt', 'b%20%E5%90%88%E5%90%8C.txt'));
    expect(otherKey.status).toBe(403);
  });

  it("refuses aws-chunked uploads, as most S3-compatible services do (the SDK's default checksums)", async () => {
    const defaults = clientOf({
      requestChecksumCalculation: 'WHEN_SUPPORTED',
      responseChecksumValidation: 'WHEN_SUPPORTED',
    });
    const body = Readable.from([Buffer.from('delta')]);
    await expect(
      defaults.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: 'docs/d.txt', Body: body, ContentLength: 5 }),
      ),
    ).rejects.toMatchObject({ name: 'NotImplemented', $metadata: { httpStatusCode: 501 } });
  });
});
