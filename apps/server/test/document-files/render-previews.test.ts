import { describe, expect, it } from 'vitest';
import { DocumentFileError, previewPages } from '../../src/modules/document-files/document-files.js';
import { pixelCensus } from './page-pixels.js';
import { pdfTestBench } from './pdf-test-bench.js';
import { blankPdf, textPdf } from './pdf-fixtures.js';

const { folder, files } = await pdfTestBench();

const WEBP = (data: Uint8Array) =>
  Buffer.from(data.subarray(0, 4)).toString() === 'RIFF' &&
  Buffer.from(data.subarray(8, 12)).toString() === 'WEBP';

describe('renderPreviews', () => {
  it('renders the preview pages of a 12-page PDF 1000 px wide with a watermark across each, plus a small cover', async () => {
    const file = await folder.write('twelve.pdf', await textPdf(12, (page) => `PAGE ${page} BODY TEXT`));
    const previews = await files.renderPreviews(file, { pages: previewPages(12) });

    expect(previews.pages.map((image) => [image.page, image.width, image.height, image.type])).toEqual([
      [1, 1000, 1415, 'image/webp'],
      [2, 1000, 1415, 'image/webp'],
      [3, 1000, 1415, 'image/webp'],
    ]);
    for (const image of previews.pages) {
      expect(WEBP(image.data)).toBe(true);
      const census = await pixelCensus(image.data);
      expect(census.dark).toBeGreaterThan(200);
      // The page itself is black on white: every red pixel is the watermark, and it covers all four quarters.
      expect(census.red.total).toBeGreaterThan(5_000);
      for (const quarter of [
        census.red.topLeft,
        census.red.topRight,
        census.red.bottomLeft,
        census.red.bottomRight,
      ]) {
        expect(quarter).toBeGreaterThan(4_000);
      }
    }
    expect(previews.cover).toMatchObject({ page: 1, width: 240, height: 340, type: 'image/webp' });
    expect((await pixelCensus(previews.cover.data)).red.total).toBeGreaterThan(40);
  });

  it('keeps an absurdly tall page within the height cap', async () => {
    const file = await folder.write('tall.pdf', await blankPdf(100, 14_000));
    const [image] = (await files.renderPreviews(file, { pages: [1] })).pages;
    expect(image).toMatchObject({ width: 21, height: 3000 });
  });

  it('refuses a page the document does not have', async () => {
    const file = await folder.write('two.pdf', await textPdf(2, (page) => `Page ${page}`));
    const error = await files.renderPreviews(file, { pages: [1, 3] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentFileError);
    expect(error).toMatchObject({ reason: 'page_out_of_range', userMessage: '页码超出文档范围' });
  });
});
