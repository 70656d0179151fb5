// Starts a throwaway S3-compatible server on a loopback port for the file tests, and stops it again:
// s3rver (npm) keeps the objects in a temp folder behind our own front (a node:http proxy) that checks
// every request's AWS Signature V4 (sigv4.mjs) before passing it on, since s3rver accepts any V4 signature.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { declaresPayloadHash, verifySigV4 } from './sigv4.mjs';

/** s3rver's built-in account: it only looks the key id up; the secret that counts is the front's. */
const ACCESS_KEY_ID = 'S3RVER';
const REGION = 'us-east-1';

const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function answerRefusal(request, response, { status, code, message }) {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>` +
    `<RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  // Drain what the client still sends, so it reads the refusal instead of a reset connection.
  request.resume();
  response.end(request.method === 'HEAD' ? undefined : xml);
}

/** The verifying front: checks the signature, then forwards the request to s3rver as it came. */
function createFront(keys, backendPort) {
  return http.createServer(async (request, response) => {
    try {
      const body = declaresPayloadHash(request.headers) ? await readBody(request) : undefined;
      const refusal = verifySigV4(
        { method: request.method, url: request.url, rawHeaders: request.rawHeaders, body },
        keys,
      );
      if (refusal) return answerRefusal(request, response, refusal);
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: backendPort,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => response.destroy(error));
      if (body === undefined) request.pipe(upstream);
      else upstream.end(body);
    } catch (error) {
      response.destroy(error);
    }
  });
}

/**
 * Starts s3rver and its verifying front; answers `{ url, accessKeyId, secretAccessKey, region, stop }`.
 * Clients use path-style addressing (S3_FORCE_PATH_STYLE=1) and create their own buckets.
 */
export async function startS3() {
  const dir = mkdtempSync(join(tmpdir(), 'lawbridge-s3-'));
  const backend = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port: backendPort } = await backend.run();
  const keys = {
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: randomBytes(24).toString('base64url'),
    region: REGION,
  };
  const front = createFront(keys, backendPort);
  await new Promise((resolve, reject) => front.once('error', reject).listen(0, '127.0.0.1', resolve));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const server of [front, backend.httpServer]) {
      server.close();
      server.closeAllConnections();
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${front.address().port}`, ...keys, stop };
}
