import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp } from '../helpers/test-app';

const S3_ENV = {
  STORAGE: 's3',
  S3_BUCKET: 'lawbridge-files',
  S3_ACCESS_KEY_ID: 'LTAI5tExample0001',
  S3_SECRET_ACCESS_KEY: 'example-secret-0123456789',
};

describe('storage configuration', () => {
  it('keeps files on local disk by default', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads an S3-compatible bucket: AWS by region, or any service by endpoint, with a prefix', () => {
    expect(loadConfig(S3_ENV).storage).toEqual({
      kind: 's3',
      s3: {
        endpoint: null,
        region: 'us-east-1',
        bucket: 'lawbridge-files',
        accessKeyId: 'LTAI5tExample0001',
        secretAccessKey: 'example-secret-0123456789',
        forcePathStyle: false,
        prefix: '',
      },
    });
    const minio = loadConfig({
      ...S3_ENV,
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_REGION: 'cn-hangzhou',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: '/lawbridge/prod',
    }).storage;
    expect(minio).toMatchObject({
      s3: {
        endpoint: 'http://minio.internal:9000',
        region: 'cn-hangzhou',
        forcePathStyle: true,
        prefix: 'lawbridge/prod/',
      },
    });
  });

  it('names every missing or malformed variable', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      /S3_BUCKET: is required with STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID: is required[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => loadConfig({ STORAGE: 'oss' })).toThrow(/STORAGE: must be local or s3/);
    expect(() => loadConfig({ ...S3_ENV, S3_ENDPOINT: 'oss-cn-hangzhou.aliyuncs.com' })).toThrow(
      /S3_ENDPOINT: must be the http\(s\) base address/,
    );
    expect(() => loadConfig({ ...S3_ENV, S3_BUCKET: 'Law_Bridge' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE: must be 1 or 0/,
    );
    expect(() => loadConfig({ ...S3_ENV, S3_PREFIX: 'a/../b' })).toThrow(
      /S3_PREFIX: must not contain \. or \.\./,
    );
  });

  it('does not start on a storage it cannot use, and says why', async () => {
    const server = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const env = { ...S3_ENV, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: '1' };
    await expect(createTestApp({ env })).rejects.toThrow(
      `S3_ENDPOINT: http://127.0.0.1:${port} cannot be reached (ECONNREFUSED)`,
    );
  });
});
