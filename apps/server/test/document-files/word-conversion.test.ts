import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocumentFiles } from '../../src/modules/document-files/document-files.js';
import { DEFAULT_WORD_CONVERTER } from '../../src/modules/document-files/word-converter.js';
import { docxFile } from './docx-fixtures.js';
import { pixelCensus } from './page-pixels.js';
import { pdfTestBench } from './pdf-test-bench.js';
import { runBoundedProcess } from '../../src/modules/document-files/run-bounded-process.js';

// Real LibreOffice: never skipped. The test script (scripts/test-all.mjs) installs it with the other packages.
const SOFFICE = DEFAULT_WORD_CONVERTER.sofficePath;
if (!existsSync(SOFFICE)) {
  throw new Error(
    `LibreOffice is missing (${SOFFICE}): run \`apt-get install -y --no-install-recommends libreoffice-writer-nogui fonts-wqy-microhei\` (scripts/lib/libreoffice.mjs; test-all.mjs installs them)`,
  );
}

const { folder, files, workerScript } = await pdfTestBench();
let outputs = 0;
async function outputDir(): Promise<string> {
  const dir = folder.file(`out-${(outputs += 1)}`);
  await mkdir(dir);
  return dir;
}

const CHINESE = '房屋租赁合同 第一条 出租方将房屋出租给承租方';
const TWENTY = Array.from({ length: 20 }, (_, index) => `第${index + 1}页 Page ${index + 1} of twenty`);
/** pdfjs puts a space where the font changes (CJK ↔ Latin): text is compared without spaces. */
const squeeze = (text: string) => text.replace(/ /g, '');

describe('Word files through LibreOffice', () => {
  it('the machine has LibreOffice, so the module takes Word files', () => {
    expect(files.wordSupport).toBe(true);
  });

  it('prepares a one-page Chinese DOCX: the converted PDF, its text, a cover and a watermarked preview', async () => {
    const upload = await folder.write('租赁合同.docx', docxFile([CHINESE]));
    const dir = await outputDir();
    const prepared = await files.prepareDocument(upload, { outputDir: dir });

    expect(prepared).toMatchObject({
      type: 'docx',
      pdfFile: path.join(dir, 'document.pdf'),
      pages: 1,
      text: CHINESE,
      textTruncated: false,
      // A4 as Word sizes it (11,906 × 16,838 twips).
      cover: { file: path.join(dir, 'cover.webp'), width: 240, height: 339 },
      previews: [{ page: 1, file: path.join(dir, 'preview-1.webp'), width: 1000, height: 1414 }],
    });
    expect(prepared.version).toMatch(/^1\.\d$/);
    const preview = await pixelCensus(new Uint8Array(await readFile(prepared.previews[0]!.file)));
    // The Chinese line is drawn (a CJK font is installed), and the watermark is on it.
    expect(preview.dark).toBeGreaterThan(1_000);
    expect(preview.red.total).toBeGreaterThan(5_000);
  });

  it('prepares a 20-page DOCX: 20 pages of text in order, previews of the first 3', async () => {
    const upload = await folder.write('twenty.docx', docxFile(TWENTY));
    const prepared = await files.prepareDocument(upload, { outputDir: await outputDir() });
    expect(prepared.pages).toBe(20);
    expect(prepared.text.split('\n\n').map(squeeze)).toEqual(TWENTY.map(squeeze));
    expect(prepared.previews.map((image) => image.page)).toEqual([1, 2, 3]);
  });

  it('prepares a Word 97–2003 DOC (made from a DOCX by LibreOffice itself)', async () => {
    const source = await folder.write('source.docx', docxFile(['劳动合同', '第二页']));
    const made = await outputDir();
    await runBoundedProcess(
      SOFFICE,
      [
        `-env:UserInstallation=file://${made}/profile`,
        '--headless',
        '--convert-to',
        'doc',
        '--outdir',
        made,
        source,
      ],
      { PATH: process.env['PATH'], HOME: made },
      { timeMs: 60_000, scratchDir: made, scratchBytes: 64 * 1024 * 1024, memoryMb: 2048 },
    );
    // Named .pdf on purpose: the type comes from the content.
    const upload = folder.file('labour.pdf');
    await rename(path.join(made, 'source.doc'), upload);
    expect(await files.detectDocumentType(upload)).toBe('doc');
    const prepared = await files.prepareDocument(upload, { outputDir: await outputDir() });
    expect(prepared).toMatchObject({ type: 'doc', pages: 2, text: '劳动合同\n\n第二页' });
  });

  it('parallel callers each get their own PDF (the queue and the per-run profiles keep them apart)', async () => {
    const uploads = await Promise.all(
      [1, 2].map((n) => folder.write(`parallel-${n}.docx`, docxFile([`Parallel ${n}`]))),
    );
    const dirs = await Promise.all(uploads.map(() => outputDir()));
    const pdfs = await Promise.all(
      uploads.map((file, index) => files.toPdf(file, 'docx', { outputDir: dirs[index]! })),
    );
    const facts = await Promise.all(pdfs.map((pdf) => files.inspectPdf(pdf)));
    expect(facts.map((fact) => fact.text)).toEqual(['Parallel 1', 'Parallel 2']);
  });

  it('holds LibreOffice to its memory bound (too little to start: it fails, and the file is refused)', async () => {
    const starved = createDocumentFiles({ workerScript, word: { memoryMb: 300 } });
    const upload = await folder.write('starved.docx', docxFile(['合同']));
    const error = await starved
      .toPdf(upload, 'docx', { outputDir: await outputDir() })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'conversion_failed' });
  });

  it('refuses a DOCX LibreOffice cannot read', async () => {
    const broken = docxFile(['x']);
    // The main part's deflated bytes scrambled (they follow its name in its local header); the directory still names it.
    const data = broken.indexOf('word/document.xml') + 'word/document.xml'.length;
    broken.fill(0x41, data, data + 100);
    const upload = await folder.write('broken.docx', broken);
    const error = await files
      .toPdf(upload, 'docx', { outputDir: await outputDir() })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      reason: 'conversion_failed',
      userMessage: 'Word 文档无法转换，请检查文件或另存为 PDF 后上传',
    });
  });
});
