import { describe, expect, it } from 'vitest';
import { DocumentFileError } from '../../src/modules/document-files/document-files.js';
import { pixelCensus } from './page-pixels.js';
import { pdfTestBench } from './pdf-test-bench.js';
import { textPdf } from './pdf-fixtures.js';

const { folder, files } = await pdfTestBench();
const twelve = await folder.write('twelve.pdf', await textPdf(12, (page) => `PAGE ${page} BODY TEXT`));
const LINES = ['138****1234', 'D20261127000123'];

describe('renderPage (在线阅读)', () => {
  it('renders any page, past the previews, 1000 px wide under a light watermark of the reader’s lines', async () => {
    const page = await files.renderPage(twelve, { page: 9, lines: LINES });
    expect(page).toMatchObject({ page: 9, width: 1000, height: 1415, type: 'image/webp' });
    const census = await pixelCensus(page.data);
    expect(census.dark).toBeGreaterThan(200);
    // Not the red preview watermark: a light grey one, over the whole page.
    expect(census.red.total).toBe(0);
    expect(census.lightGrey).toBeGreaterThan(20_000);
  });

  it('refuses a page the document does not have', async () => {
    const error = await files
      .renderPage(twelve, { page: 13, lines: LINES })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentFileError);
    expect(error).toMatchObject({ reason: 'page_out_of_range' });
  });

  it('takes only printable ASCII lines, as the stamp does', async () => {
    await expect(files.renderPage(twelve, { page: 1, lines: ['买家 138****1234'] })).rejects.toThrow(
      /printable ASCII/,
    );
  });
});
