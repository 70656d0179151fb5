import type { S3StorageConfig } from './storage-config';
import { StorageUnavailableError } from './storage-errors';

/** Errors of the connection itself: the service was never reached. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'TimeoutError',
]);

const DENIED = new Set(['Forbidden', 'AccessDenied', 'SignatureDoesNotMatch', 'InvalidAccessKeyId']);

interface SdkErrorShape {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * The reason a HeadBucket failed, for the operator: what is wrong and which variables to correct.
 * HEAD answers have no body, so the status code is often all there is to go on.
 */
export function describeS3Failure(error: unknown, config: S3StorageConfig): StorageUnavailableError {
  const shape: SdkErrorShape = typeof error === 'object' && error !== null ? error : {};
  const status = shape.$metadata?.httpStatusCode;
  const name = shape.code ?? shape.name ?? 'Error';
  const service = config.endpoint ?? `AWS S3 in ${config.region}`;
  const bucket = `bucket "${config.bucket}" at ${service}`;
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket') {
    return new StorageUnavailableError(
      `S3_BUCKET: ${bucket} does not exist; create it or correct S3_BUCKET (and S3_ENDPOINT, S3_REGION)`,
    );
  }
  if (status === 403 || DENIED.has(name)) {
    return new StorageUnavailableError(
      `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: access to ${bucket} was denied ` +
        '(unknown key, wrong secret, or no permission on the bucket)',
    );
  }
  if (status === 301 || status === 400) {
    return new StorageUnavailableError(
      `S3_REGION / S3_FORCE_PATH_STYLE: ${bucket} answered ${status}; the bucket may be in another region ` +
        `than "${config.region}" or need the other addressing style`,
    );
  }
  if (status === undefined && UNREACHABLE.has(name)) {
    return new StorageUnavailableError(
      `S3_ENDPOINT: ${service} cannot be reached (${name}); check the address, the network and the port`,
    );
  }
  return new StorageUnavailableError(
    `S3 storage check of ${bucket} failed (${status ?? name}): ${shape.message ?? String(error)}`,
  );
}
