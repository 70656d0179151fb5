import type { FastifyInstance } from 'fastify';

/**
 * The bytes behind a signed address, fetched without any token: served by the app (local disk) or by the
 * storage after a 302 (S3). Fails on any other answer.
 */
export async function downloadBytes(app: FastifyInstance, url: string): Promise<Buffer> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode === 302) {
    return Buffer.from(await (await fetch(response.headers.location!)).arrayBuffer());
  }
  if (response.statusCode !== 200) throw new Error(`download ${url}: HTTP ${response.statusCode}`);
  return response.rawPayload;
}

/** Listed files (name, size, signed address) as name, size and the bytes their addresses give. */
export const downloadedFiles = (
  app: FastifyInstance,
  files: readonly { name: string; size: number; url: string }[],
) =>
  Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      bytes: await downloadBytes(app, file.url),
    })),
  );
