// `npm run bench -- lighthouse`: Lighthouse 12 mobile on the home page, the lawyer list, a lawyer page, the
// document centre and a document's detail
// of the built product with its demo data (docs/performance.md). Misses are reported, not fatal.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditPages, printLighthouse } from './lib/lighthouse-pages.mjs';
import { ensureBuilt, startServer } from './lib/product.mjs';

const PORT = 38_519;

async function firstLawyerUuid(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/lawyer?page=1`);
  const body = await response.json();
  const uuid = body.data?.list?.[0]?.uuid;
  if (!uuid) throw new Error('the demo directory lists no lawyer');
  return uuid;
}

async function firstDocumentId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/document?page=1`);
  const body = await response.json();
  const id = body.data?.list?.[0]?.id;
  if (!id) throw new Error('the demo document centre lists no document');
  return id;
}

/** Starts the product with --demo on `scratch` and audits the pages; returns the child to stop. */
export async function runLighthouse(scratch, { runs }, children) {
  ensureBuilt({ sites: true });
  const { started, url } = await startServer(scratch, PORT, { args: ['--demo'] });
  children.push(started);
  const uuid = await firstLawyerUuid(url);
  const documentId = await firstDocumentId(url);
  const pages = [
    { name: 'home', slug: 'home', url: `${url}/` },
    { name: 'lawyer list', slug: 'lawyer-list', url: `${url}/#/pages/customer/lawyer/list` },
    {
      name: 'lawyer page',
      slug: 'lawyer-page',
      url: `${url}/#/pages/customer/lawyer/detail?uuid=${uuid}`,
    },
    { name: 'document centre', slug: 'document-centre', url: `${url}/#/pages/common/document/download` },
    {
      name: 'document detail',
      slug: 'document-detail',
      url: `${url}/#/pages/common/document/download?id=${documentId}`,
    },
  ];
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'lawbridge-lighthouse-'));
  console.log(
    `Lighthouse 12, mobile defaults, ${runs} run(s) per page (median kept), reports in ${reportDir}`,
  );
  printLighthouse(await auditPages(pages, { runs, reportDir }));
}
