import type { FastifyInstance } from 'fastify';

/**
 * What a browser ends up with for an image address: the app's answer, or, where the app redirects to
 * the storage's own presigned address (private images on S3), the storage's answer behind the 302.
 */
export interface ServedImage {
  status: number;
  /** `cache-control` of the app's answer (the redirect's, when there is one). */
  cacheControl: string | undefined;
  /** Whether the bytes came from the storage through a redirect. */
  redirected: boolean;
  contentType: string | null;
  contentLength: string | null;
  body: Buffer;
}

/** Fetches an image address through the app, and follows a redirect to the storage over real HTTP. */
export async function getImage(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<ServedImage> {
  const answer = await app.inject({ method: 'GET', url, headers });
  const cacheControl = answer.headers['cache-control'] as string | undefined;
  if (answer.statusCode !== 302) {
    const header = (name: string) =>
      answer.headers[name] === undefined ? null : String(answer.headers[name]);
    return {
      status: answer.statusCode,
      cacheControl,
      redirected: false,
      contentType: header('content-type'),
      contentLength: header('content-length'),
      body: answer.rawPayload,
    };
  }
  const stored = await fetch(String(answer.headers.location));
  return {
    status: stored.status,
    cacheControl,
    redirected: true,
    contentType: stored.headers.get('content-type'),
    contentLength: stored.headers.get('content-length'),
    body: Buffer.from(await stored.arrayBuffer()),
  };
}
