// Records the directory's answers byte for byte (status, headers, compressed body) as a browser asks for
// them, so a bare node:http server can send exactly the same bytes (bench/lib/replay-server.mjs).
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { BROWSER_HEADERS } from './load.mjs';

// Hop-by-hop headers and the date are written by node:http itself on either server.
const SKIPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

function get(baseUrl, path) {
  return new Promise((resolve, reject) => {
    http
      .get(baseUrl + path, { headers: BROWSER_HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => !SKIPPED.has(name)),
          );
          resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Writes `{ path: { status, headers, body (base64) } }` to `file`; returns the mean body size. */
export async function captureAnswers(baseUrl, paths, file) {
  const answers = {};
  for (const path of paths) {
    const answer = await get(baseUrl, path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    answers[path] = { ...answer, body: answer.body.toString('base64') };
  }
  writeFileSync(file, JSON.stringify(answers));
  const sizes = Object.values(answers).map((answer) => Buffer.from(answer.body, 'base64').length);
  return sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
}
