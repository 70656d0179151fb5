// `npm run bench -- upload [--storage local,s3] [--runs 3]`: how much one 20 MB upload raises the server's
// resident memory (issue 14; budget < 30 MB: uploads are streamed to a spool file and on to the storage,
// never held whole). For each storage: the built server (production settings, SQLite), one warm-up upload,
// then `runs` uploads of a 20 MB PDF through POST /api/v1/upload/file; before each the kernel's peak counter
// of the process (VmHWM) is reset through /proc/<pid>/clear_refs, so peak − resident-before is exactly what
// that upload added.
import { openAsBlob, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { megabytes, residentBytes } from './lib/proc-stats.mjs';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { stopChild } from './lib/processes.mjs';
import { ensureBuilt, startServer } from './lib/product.mjs';
import { benchSessionToken } from './lib/bench-session.mjs';
import { startS3 } from '../scripts/lib/s3.mjs';

const API_PORT = 31_560;
const FILE_BYTES = 20 * 1024 * 1024;
const BUDGET_MB = 30;

function peakBytes(pid) {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmHWM in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** A well-formed PDF of exactly `bytes` bytes (the padding sits in a comment). */
function writePdf(file, bytes) {
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n%';
  const tail = '\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  writeFileSync(file, head + '0'.repeat(bytes - head.length - tail.length) + tail);
}

async function upload(url, token, file) {
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: 'application/pdf' }), '合同.pdf');
  const reply = await fetch(`${url}/api/v1/upload/file`, {
    method: 'POST',
    headers: { 'x-token': token },
    body: form,
  });
  const envelope = await reply.json();
  if (envelope.code !== 0) throw new Error(`upload refused: ${envelope.msg}`);
}

async function measure(scratch, { storage, token, runs }, children) {
  const s3 = storage === 's3' ? await startS3() : null;
  try {
    const extraEnv = s3 ? await freshBucket(s3) : {};
    const started = await startServer(scratch, API_PORT, { extraEnv });
    children.push(started.started);
    await uploads(started, token, scratch, runs, storage);
  } finally {
    for (const child of children.splice(0)) await stopChild(child);
    s3?.stop();
  }
}

/** The test S3 server's variables for the server, with a new bucket. */
async function freshBucket(s3) {
  const credentials = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey };
  const client = new S3Client({ endpoint: s3.url, region: s3.region, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: 'upload-bench' }));
  client.destroy();
  return {
    STORAGE: 's3',
    S3_ENDPOINT: s3.url,
    S3_REGION: s3.region,
    S3_BUCKET: 'upload-bench',
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  };
}

async function uploads({ started, url }, token, scratch, runs, storage) {
  {
    const pid = started.child.pid;
    const small = path.join(scratch.dataDir, 'small.pdf');
    const big = path.join(scratch.dataDir, 'big.pdf');
    writePdf(small, 64 * 1024);
    writePdf(big, FILE_BYTES);
    await upload(url, token, small);
    const rises = [];
    for (let run = 0; run < runs; run += 1) {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const before = residentBytes(pid);
      await upload(url, token, big);
      rises.push(peakBytes(pid) - before);
    }
    const worst = Math.max(...rises);
    console.log(
      `${storage.padEnd(5)} 20 MB upload raises RSS by ${rises.map((rise) => megabytes(rise).toFixed(1)).join(', ')} MB ` +
        `(worst ${megabytes(worst).toFixed(1)} MB; budget < ${BUDGET_MB} MB: ${megabytes(worst) < BUDGET_MB ? 'PASS' : 'MISS'})`,
    );
  }
}

export async function runUpload(scratch, { storages, runs }, children) {
  ensureBuilt();
  console.log(
    `\nupload memory: POST /api/v1/upload/file with a ${FILE_BYTES / 2 ** 20} MB PDF, ${runs} runs each`,
  );
  const token = benchSessionToken(scratch, API_PORT);
  for (const storage of storages) await measure(scratch, { storage, token, runs }, children);
}
