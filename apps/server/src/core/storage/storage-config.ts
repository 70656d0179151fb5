import { z } from 'zod';
import { optionalMatching, optionalText, requireVariables } from '../env-text';

/** An S3-compatible service: Aliyun OSS, Tencent COS, MinIO or AWS S3 (STORAGE=s3). */
export interface S3StorageConfig {
  /** http(s) base address of the service; null → AWS S3's own address for the region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`host/bucket/key`, MinIO) rather than in the host name (`bucket.host/key`). */
  forcePathStyle: boolean;
  /** Put before every key: '' or a folder ending in '/'. */
  prefix: string;
}

/** Where files are kept: local disk under DATA_DIR/uploads (the default), or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local' } | { kind: 's3'; s3: S3StorageConfig };

/** The storage variables, merged into the environment schema of config.ts. */
const storageEnvSchema = z.object({
  STORAGE: optionalText.default('local').pipe(z.enum(['local', 's3'], { error: 'must be local or s3' })),
  S3_ENDPOINT: optionalMatching(
    /^https?:\/\/[^\s/?#]+\/?$/,
    'must be the http(s) base address of the service without a path, e.g. https://s3.oss-cn-hangzhou.aliyuncs.com',
  ).transform((value) => value?.replace(/\/$/, '')),
  S3_REGION: optionalText
    .default('us-east-1')
    .pipe(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a region like us-east-1 or cn-hangzhou')),
  S3_BUCKET: optionalMatching(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'must be a bucket name (3–63 lower-case letters, digits, dots and hyphens)',
  ),
  S3_ACCESS_KEY_ID: optionalMatching(/^[\x21-\x7e]{3,128}$/, 'must be an access key id (no spaces)'),
  S3_SECRET_ACCESS_KEY: optionalMatching(/^[\x21-\x7e]{3,256}$/, 'must be the secret key (no spaces)'),
  S3_FORCE_PATH_STYLE: optionalText.default('0').pipe(z.enum(['0', '1'], { error: 'must be 1 or 0' })),
  S3_PREFIX: optionalMatching(
    /^\/?([A-Za-z0-9!_.*'()-]+\/)*[A-Za-z0-9!_.*'()-]+\/?$/,
    "must be a folder like lawbridge/ (letters, digits and !_.*'()- between slashes)",
  ).refine(
    (value) => !value?.split('/').some((part) => part === '.' || part === '..'),
    'must not contain . or .. folders',
  ),
});

export const storageEnvShape = storageEnvSchema.shape;

type StorageEnv = z.output<typeof storageEnvSchema>;

const REQUIRED = {
  S3_BUCKET: 'the bucket that keeps the files',
  S3_ACCESS_KEY_ID: 'the access key id of a user allowed to read, write, delete and list in the bucket',
  S3_SECRET_ACCESS_KEY: "that access key's secret",
} as const satisfies Partial<Record<keyof StorageEnv, string>>;

/** Names every variable STORAGE=s3 needs and lacks. */
function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx): void {
  if (env.STORAGE !== 's3') return;
  requireVariables(env, ctx, 'STORAGE=s3', REQUIRED);
}

/** The storage part of AppConfig; called after checkStorageEnv passed. */
export function storageConfigOf(env: StorageEnv): StorageConfig {
  if (env.STORAGE === 'local') return { kind: 'local' };
  const folder = env.S3_PREFIX?.replace(/^\/|\/$/g, '');
  return {
    kind: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT ?? null,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
      prefix: folder ? `${folder}/` : '',
    },
  };
}

/**
 * checkStorageEnv as a check of the whole environment that runs even when other variables are
 * malformed, so one boot names every missing variable at once (like the SMS settings).
 */
export const storageEnvCheck = z.superRefine(checkStorageEnv, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
