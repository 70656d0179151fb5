import { describe, expect, it } from 'vitest';
import { ApiCode } from '@lawbridge/contract';
import { createDocumentFiles, DocumentFileError } from '../../src/modules/document-files/document-files.js';
import { pdfTestBench } from './pdf-test-bench.js';
import { chinesePdf, inflatingPdf, manyPagesPdf, passwordPdf, textPdf } from './pdf-fixtures.js';

const { folder, files, workerScript } = await pdfTestBench();

async function refusal(promise: Promise<unknown>): Promise<DocumentFileError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentFileError);
  return error as DocumentFileError;
}

describe('inspectPdf', () => {
  it('reads the page count, the version and the text of a one-page PDF', async () => {
    const file = await folder.write('one.pdf', await textPdf(1, () => 'Contract of lease, article 1'));
    const facts = await files.inspectPdf(file);
    expect(facts).toEqual({
      pageCount: 1,
      version: '1.7',
      text: 'Contract of lease, article 1',
      textTruncated: false,
    });
  });

  it('reads every page of a 12-page PDF in order', async () => {
    const file = await folder.write('twelve.pdf', await textPdf(12, (page) => `Clause ${page} of twelve`));
    const facts = await files.inspectPdf(file);
    expect(facts.pageCount).toBe(12);
    expect(facts.text.split('\n\n')).toEqual(
      Array.from({ length: 12 }, (_, index) => `Clause ${index + 1} of twelve`),
    );
  });

  it('reads Chinese text set in a font the file does not embed (through the CMaps pdfjs ships)', async () => {
    const file = await folder.write('chinese.pdf', chinesePdf('房屋租赁合同第一条'));
    expect(await files.inspectPdf(file)).toMatchObject({ pageCount: 1, text: '房屋租赁合同第一条' });
  });

  it('refuses a password-protected PDF with code 1 and a Chinese message', async () => {
    const error = await refusal(files.inspectPdf(await folder.write('locked.pdf', passwordPdf())));
    expect(error.reason).toBe('encrypted');
    expect(error.code).toBe(ApiCode.badParams.value);
    expect(error.userMessage).toBe('PDF 已加密或设置了密码，请取消密码保护后上传');
  });

  it('refuses files that are not PDFs or are cut off', async () => {
    const notPdf = await folder.write('note.pdf', 'this is a text file with a .pdf name');
    expect((await refusal(files.inspectPdf(notPdf))).reason).toBe('broken');
    const whole = await textPdf(2, (page) => `Page ${page}`);
    const cut = await folder.write('cut.pdf', whole.subarray(0, 40));
    expect((await refusal(files.inspectPdf(cut))).reason).toBe('broken');
  });

  it('refuses a PDF claiming 10,000 pages at once, before reading a page', async () => {
    const file = await folder.write('huge.pdf', manyPagesPdf(10_000));
    const started = performance.now();
    const error = await refusal(files.inspectPdf(file));
    expect(error.reason).toBe('too_many_pages');
    expect(error.userMessage).toBe('文档页数过多，单个文档最多 500 页');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('accepts 500 pages, the limit', async () => {
    const facts = await files.inspectPdf(await folder.write('limit.pdf', manyPagesPdf(500)));
    expect(facts).toMatchObject({ pageCount: 500, text: '' });
  });

  it('refuses a file over 20 MB without reading it', async () => {
    const file = await folder.sparse('big.pdf', 20 * 1024 * 1024 + 1);
    expect((await refusal(files.inspectPdf(file))).reason).toBe('too_large');
  });

  it('stops a job over its time limit and says so', async () => {
    const hurried = createDocumentFiles({ workerScript, limits: { inspectMs: 1 } });
    const file = await folder.write('slow.pdf', await textPdf(1, () => 'Any text'));
    const error = await refusal(hurried.inspectPdf(file));
    expect(error.reason).toBe('timeout');
    expect(error.userMessage).toBe('文档处理超时，请精简文档后重新上传');
  });

  it('stops a job whose file inflates beyond its memory (a stream bomb) and says so', async () => {
    // Ordinary jobs grow the process by up to ~60 MB (the thread itself); this file inflates to 320 MB.
    const frugal = createDocumentFiles({ workerScript, limits: { memoryMb: 120 } });
    const file = await folder.write('bomb.pdf', await inflatingPdf(320));
    const error = await refusal(frugal.inspectPdf(file));
    expect(error.reason).toBe('too_complex');
    expect(error.detail).toMatch(/^inspect grew the process by \d+ MB$/);
    expect(error.userMessage).toBe('文档内容过于复杂，无法处理，请精简后重新上传');
  });

  it('refuses to start without its worker script, naming the path', () => {
    const missing = new URL('./no-such-worker.js', workerScript);
    expect(() => createDocumentFiles({ workerScript: missing })).toThrow(
      /no PDF worker at .*no-such-worker\.js/,
    );
  });
});
