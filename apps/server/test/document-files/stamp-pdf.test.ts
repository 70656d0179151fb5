import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { DocumentFileError } from '../../src/modules/document-files/document-files.js';
import { pdfTestBench } from './pdf-test-bench.js';
import { passwordPdf, textPdf } from './pdf-fixtures.js';

const { folder, files } = await pdfTestBench();

/** The text of each page, as pdfjs extracts it. */
async function pageTexts(file: string): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts;
}

describe('stampPdf', () => {
  it("stamps every page of a 12-page PDF with the buyer's masked phone and the order number, streamed to the output", async () => {
    const source = await folder.write('twelve.pdf', await textPdf(12, (page) => `Original page ${page}`));
    const target = folder.file('stamped.pdf');
    await files.stampPdf(source, {
      lines: ['138****1234', 'D20261127000123'],
      output: createWriteStream(target),
    });

    const texts = await pageTexts(target);
    expect(texts).toHaveLength(12);
    texts.forEach((text, index) => {
      expect(text).toContain(`Original page ${index + 1}`);
      // Once in the footer, once along the diagonal.
      expect(text.match(/D20261127000123/g)).toHaveLength(2);
      expect(text).toContain('138****1234');
    });
  });

  it('refuses an encrypted PDF and writes nothing', async () => {
    const target = folder.file('never.pdf');
    const output = createWriteStream(target);
    const error = await files
      .stampPdf(await folder.write('locked.pdf', passwordPdf()), { lines: ['D20261127000124'], output })
      .catch((caught: unknown) => caught);
    output.destroy();
    expect(error).toBeInstanceOf(DocumentFileError);
    expect(error).toMatchObject({ reason: 'encrypted' });
    expect(await readFile(target).then((bytes) => bytes.length)).toBe(0);
  });

  it('takes only printable ASCII lines (standard fonts, no font file): a caller mistake, not a refusal', async () => {
    const source = await folder.write('one.pdf', await textPdf(1, () => 'Text'));
    const output = createWriteStream(folder.file('cjk.pdf'));
    await expect(files.stampPdf(source, { lines: ['订单 D2026'], output })).rejects.toThrow(
      /printable ASCII/,
    );
    output.destroy();
  });
});
