import type { Readable } from 'node:stream';

/** What a stored object is written with. */
export interface ObjectMeta {
  /** MIME type the object is served with. */
  contentType: string;
  /** Exact byte length of the body (files are checked, spooled or re-encoded before they are stored). */
  size: number;
}

/** Options of a storage-signed address (S3 presigned URL). */
export interface PresignOptions {
  expiresInSeconds: number;
  /** Served as `Content-Type` of the answer. */
  contentType: string;
  /** When set, the answer says `Content-Disposition: attachment` with this file name. */
  downloadName?: string;
}

/**
 * Every file the product keeps or makes (PRODUCT §17): avatars, licence photos, order and refund
 * attachments, chat and feedback images, documents. Keys are relative paths (`ab/abcdef.jpg`); an
 * object is written once under a fresh key and never modified.
 *
 * Two implementations, chosen by configuration: local disk under `DATA_DIR/uploads` (the embedded
 * default) and S3-compatible object storage (Aliyun OSS, Tencent COS, MinIO, AWS S3).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the object from a stream (or bytes) of exactly `meta.size` bytes. */
  write(key: string, body: Readable | Buffer, meta: ObjectMeta): Promise<void>;
  /**
   * Writes the object from a file on this machine's disk (a spooled upload) of exactly `meta.size` bytes.
   * Local disk copies it in the kernel, so a large upload's bytes do not pass through JavaScript again.
   */
  writeFile(key: string, filePath: string, meta: ObjectMeta): Promise<void>;
  /** The object's bytes as a stream; rejects when it does not exist. */
  read(key: string): Promise<Readable>;
  /** Deletes the object; one that is already gone counts as deleted. */
  remove(key: string): Promise<void>;
  /**
   * A short-lived address served by the storage itself (an S3 presigned URL), or null where the app
   * serves the bytes through its own signed links (local disk).
   */
  presignedUrl(key: string, options: PresignOptions): Promise<string | null>;
  /** Every key under `prefix` (all when empty), for backups. */
  list(prefix?: string): AsyncIterable<string>;
  /** Resolves when the storage answers; rejects with a readable reason otherwise (boot check, /readyz). */
  check(): Promise<void>;
}
