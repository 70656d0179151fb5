import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDocumentFiles, DocumentFileError } from '../../src/modules/document-files/document-files.js';
import { docxFile } from './docx-fixtures.js';
import { fakeSoffice } from './fake-soffice.js';
import { pdfTestBench } from './pdf-test-bench.js';
import { textPdf } from './pdf-fixtures.js';
import { packEntry, packZeros, zipFile } from './zip-fixtures.js';

const { folder, files, workerScript } = await pdfTestBench();

async function refusal(promise: Promise<unknown>): Promise<DocumentFileError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentFileError);
  return error as DocumentFileError;
}

/** The 1×1 PNG every image tool starts with. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const OLE_HEAD = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);

describe('detectDocumentType: by content, never by name', () => {
  it('tells PDF, DOC and DOCX apart whatever the files are called', async () => {
    expect(await files.detectDocumentType(await folder.write('a.docx', await textPdf(1, () => 'x')))).toBe(
      'pdf',
    );
    expect(await files.detectDocumentType(await folder.write('b.pdf', docxFile(['合同'])))).toBe('docx');
    expect(await files.detectDocumentType(await folder.write('c.txt', OLE_HEAD))).toBe('doc');
  });

  it('refuses a PNG named .pdf, a text file, an empty file and a zip that is no Word file', async () => {
    const others = [
      await folder.write('photo.pdf', PNG),
      await folder.write('note.docx', 'just some text'),
      await folder.write('empty.pdf', ''),
      await folder.write('archive.docx', zipFile([packEntry('readme.txt', 'hello')])),
      await folder.write('cut.docx', docxFile(['合同']).subarray(0, 200)),
    ];
    for (const file of others) {
      const error = await refusal(files.detectDocumentType(file));
      expect(error.reason).toBe('unsupported_type');
      expect(error.userMessage).toBe('仅支持 PDF、DOC、DOCX 文件');
    }
  });

  it('refuses a file over 20 MB before reading it', async () => {
    const file = await folder.sparse('big.docx', 20 * 1024 * 1024 + 1);
    const error = await refusal(files.detectDocumentType(file));
    expect(error).toMatchObject({ reason: 'too_large', userMessage: '文件过大，不能超过 20 MB' });
  });
});

describe('zip bombs disguised as DOCX are refused from the central directory, before LibreOffice runs', async () => {
  const marker = folder.file('soffice-ran');
  const witness = createDocumentFiles({
    workerScript,
    word: { sofficePath: await fakeSoffice(folder.file('soffice-witness'), `touch ${marker}; exit 1`) },
  });

  it('a 1 GB part of zeros packed into 4.5 MB (ratio ~230:1)', async () => {
    const bomb = docxFile(['看起来是一份合同'], [await packZeros('word/media/image1.png', 1024)]);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const file = await folder.write('contract.docx', bomb);
    expect(await witness.detectDocumentType(file)).toBe('docx');
    const error = await refusal(witness.prepareDocument(file, { outputDir: folder.file('') }));
    expect(error.reason).toBe('zip_bomb');
    expect(error.detail).toBe('word/media/image1.png inflates 229:1');
    expect(error.userMessage).toBe('Word 文档内容异常（解压后过大），请重新保存后上传');
    expect(existsSync(marker)).toBe(false);
  });

  it('parts that together inflate beyond 200 MB, each at a plausible ratio', async () => {
    // Only the declared sizes are read: 1 MB that claims 80 MB is 80:1, under the ratio limit; together 240 MB.
    const parts = Array.from({ length: 3 }, (_, index) => ({
      name: `word/media/image${index}.png`,
      packed: Buffer.alloc(1024 * 1024),
      size: 80 * 1024 * 1024,
      crc: 0,
    }));
    const file = await folder.write('three.docx', docxFile(['合同'], parts));
    const error = await refusal(witness.toPdf(file, 'docx', { outputDir: folder.file('') }));
    expect(error).toMatchObject({
      reason: 'zip_bomb',
      detail: expect.stringMatching(/^\d+ bytes inflated$/),
    });
  });

  it('more than 2,000 parts', async () => {
    const parts = Array.from({ length: 2_001 }, (_, index) => packEntry(`word/part${index}.xml`, '<a/>'));
    const file = await folder.write('many.docx', docxFile(['合同'], parts));
    const error = await refusal(witness.detectDocumentType(file));
    expect(error).toMatchObject({ reason: 'zip_bomb', detail: '2004 zip entries' });
  });
});
