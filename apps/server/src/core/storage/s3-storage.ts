import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from './content-disposition';
import { exactSize } from './exact-size';
import type { FileStorage } from './file-storage';
import { putFileAtUrl } from './put-file-at-url';
import { describeS3Failure } from './s3-check-failure';
import type { S3StorageConfig } from './storage-config';
import { ObjectNotFoundError } from './storage-errors';

/** A connection that is not established within this time counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;

/** A spooled file is uploaded to a presigned PUT address (put-file-at-url.ts) valid this long. */
const PUT_URL_SECONDS = 15 * 60;
/** A PUT whose socket stays silent this long is given up. */
const PUT_TIMEOUT_MS = 60_000;

const isMissing = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket (Aliyun OSS, Tencent COS, MinIO, AWS S3), under an optional key
 * prefix. Checksums are sent and checked only where the API requires them: the SDK's default CRC
 * trailers (aws-chunked uploads) are refused by most S3-compatible services (docs/decisions.md).
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
  const Bucket = config.bucket;
  const keyOf = (key: string) => config.prefix + key;

  const storage: FileStorage = {
    kind: 's3',

    async write(key, body, meta) {
      const checked = exactSize(key, body, meta.size);
      // A body that turns out longer or shorter than announced aborts the upload (the service would
      // otherwise wait for the missing bytes) and is the reason given.
      const upload = new AbortController();
      let bodyError: unknown;
      if (!Buffer.isBuffer(checked)) {
        checked.once('error', (error) => {
          bodyError = error;
          upload.abort(error);
        });
      }
      const command = new PutObjectCommand({
        Bucket,
        Key: keyOf(key),
        Body: checked,
        ContentLength: meta.size,
        ContentType: meta.contentType,
      });
      try {
        await client.send(command, { abortSignal: upload.signal });
      } catch (error) {
        throw bodyError ?? error;
      }
    },

    async writeFile(key, filePath, meta) {
      const command = new PutObjectCommand({ Bucket, Key: keyOf(key), ContentType: meta.contentType });
      const url = await getSignedUrl(client, command, { expiresIn: PUT_URL_SECONDS });
      await putFileAtUrl(key, url, filePath, { ...meta, timeoutMs: PUT_TIMEOUT_MS });
    },

    async read(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!(Body instanceof Readable)) throw new Error(`GetObject of "${key}" answered without a body`);
        return Body;
      } catch (error) {
        if (isMissing(error)) throw new ObjectNotFoundError(key);
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    presignedUrl(key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: keyOf(key),
        ResponseContentType: options.contentType,
        ...(options.downloadName
          ? { ResponseContentDisposition: attachmentDisposition(options.downloadName) }
          : {}),
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
    },

    async *list(prefix = '') {
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: keyOf(prefix) });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(config.prefix.length);
        }
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw describeS3Failure(error, config);
      }
    },
  };
  return storage;
}
