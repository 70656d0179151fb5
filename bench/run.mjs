// `npm run bench [-- directory|lighthouse|chat|upload] [options]` (docs/performance.md):
//   directory   (default) the lawyer directory at 100,000 lawyers: the fixed request set against a bare
//               node:http server sending the same bytes, and random filter combinations on SQLite and
//               PostgreSQL;
//   lighthouse  Lighthouse 12 mobile on the home page, the lawyer list, a lawyer page, the document centre
//               and a document's detail;
//   chat        the chat socket on SQLite: 10,000 authenticated idle sockets (server RSS), then delivery
//               latency at 2,000 messages/s over 1,000 conversations;
//   upload      how much one 20 MB file upload raises the server's resident memory, on local disk and S3.
//   documents   the document centre at 100,000 listed documents: random filters and keywords on SQLite and
//               PostgreSQL (p99 < 20 ms);
//   document-upload  a 20-page DOCX through the built server from upload to 待审核, and other requests' p99
//               meanwhile;
//   document-conversion  a 20-page DOCX through the document pipeline (LibreOffice → PDF → previews), median
//               of --runs, and the event loop's delay meanwhile.
// Exits non-zero only when something fails (a build, the seed, a server, a request), never because a
// budget is missed.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stopChild } from './lib/processes.mjs';
import { printMachine } from './lib/report.mjs';
import { createScratchDir } from './lib/scratch.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lawyers: { type: 'string', default: '100000' },
    documents: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'sqlite,postgres' },
    runs: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    // chat
    users: { type: 'string', default: '10000' },
    conversations: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '20' },
    profile: { type: 'string' },
    'skip-relay': { type: 'boolean', default: false },
    // upload
    storage: { type: 'string', default: 'local,s3' },
  },
});
const what = positionals[0] ?? 'directory';

const children = [];
const cleanups = [];
const scratch = createScratchDir();
let failed = false;

try {
  printMachine();
  if (what === 'lighthouse') {
    const { runLighthouse } = await import('./lighthouse.mjs');
    await runLighthouse(scratch, { runs: Number(values.runs) }, children);
  } else if (what === 'directory') {
    const { runDirectory } = await import('./directory.mjs');
    await runDirectory(
      scratch,
      { lawyers: values.lawyers, databases: values.db.split(',').map((name) => name.trim()) },
      { children, cleanups },
    );
  } else if (what === 'chat') {
    const { runChat } = await import('./chat.mjs');
    await runChat(
      scratch,
      {
        users: Number(values.users),
        conversations: Number(values.conversations),
        rate: Number(values.rate),
        clients: Number(values.clients),
        warmupSeconds: Number(values.warmup),
        seconds: Number(values.seconds),
        profile: values.profile,
        skipRelay: values['skip-relay'],
      },
      children,
    );
  } else if (what === 'upload') {
    const { runUpload } = await import('./upload.mjs');
    await runUpload(
      scratch,
      { storages: values.storage.split(',').map((name) => name.trim()), runs: Number(values.runs) },
      children,
    );
  } else if (what === 'documents') {
    const { runDocuments } = await import('./documents.mjs');
    await runDocuments(
      scratch,
      { documents: values.documents, databases: values.db.split(',').map((name) => name.trim()) },
      { children, cleanups },
    );
  } else if (what === 'document-upload') {
    const { runDocumentUpload } = await import('./document-upload.mjs');
    await runDocumentUpload(scratch, { runs: Number(values.runs) }, children);
  } else if (what === 'document-conversion') {
    const { runDocumentConversion } = await import('./document-conversion.mjs');
    await runDocumentConversion(scratch, { runs: Number(values.runs) });
  } else {
    throw new Error(
      `unknown benchmark "${what}": directory, lighthouse, chat, upload, documents, document-upload or document-conversion`,
    );
  }
} catch (error) {
  failed = true;
  console.error(`\nbenchmark failed: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const started of children) await stopChild(started);
  for (const cleanup of cleanups) cleanup();
  if (values.keep) console.log(`scratch data kept in ${scratch.dataDir}`);
  else rmSync(scratch.dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
