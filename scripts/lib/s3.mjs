// Starts a throwaway S3-compatible server on a loopback port for the file tests, and stops it again:
// s3rver (npm, in a child process: s3rver-process.mjs) keeps the objects in a temp folder behind our own front
// (a node:http proxy) that checks every request's AWS Signature V4 (sigv4.mjs) before passing it on, since
// s3rver accepts any V4 signature.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifySigV4 } from './sigv4.mjs';

/** s3rver's built-in account: it only looks the key id up; the secret that counts is the front's. */
const ACCESS_KEY_ID = 'S3RVER';
const REGION = 'us-east-1';

/** Starts s3rver-process.mjs over `dir`; answers the child and the port it listens on. */
function startBackend(dir) {
  const script = new URL('./s3rver-process.mjs', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
    child.stdout.once('data', (line) => resolve({ child, port: Number(String(line).trim()) }));
  });
}

const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The whole body. Objects are forwarded only once complete: s3rver writes an object's file as bytes arrive
 * and would keep a cut one, where S3 keeps nothing of an upload the client gave up.
 */
function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
    request.on('close', () => {
      if (!request.complete) reject(new Error('the client gave up before the end of the body'));
    });
  });
}

function answerRefusal(response, method, { status, code, message }) {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>` +
    `<RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  response.end(method === 'HEAD' ? undefined : xml);
}

/** The verifying front: checks the signature, then forwards the request to s3rver as it came. */
function createFront(keys, backendPort) {
  return http.createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const refusal = verifySigV4(
        { method: request.method, url: request.url, rawHeaders: request.rawHeaders, body },
        keys,
      );
      if (refusal) return answerRefusal(response, request.method, refusal);
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
      upstream.end(body);
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
  const backend = await startBackend(dir);
  const keys = {
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: randomBytes(24).toString('base64url'),
    region: REGION,
  };
  const front = createFront(keys, backend.port);
  await new Promise((resolve, reject) => front.once('error', reject).listen(0, '127.0.0.1', resolve));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    front.close();
    front.closeAllConnections();
    backend.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${front.address().port}`, ...keys, stop };
}
