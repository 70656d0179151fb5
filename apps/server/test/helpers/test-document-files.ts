import { createDocumentFiles, type DocumentFiles } from '../../src/modules/document-files/document-files';
import { buildPdfWorker } from '../document-files/pdf-test-bench';

let shared: Promise<DocumentFiles> | null = null;

/**
 * The document pipeline of test apps: the server's own (`createDocumentFiles`) on the PDF worker bundled for
 * this test process (a server runs it from dist/, tests from source). Built once per process.
 */
export function testDocumentFiles(): Promise<DocumentFiles> {
  shared ??= buildPdfWorker().then((workerScript) => createDocumentFiles({ workerScript }));
  return shared;
}
