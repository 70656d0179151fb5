import { assertPagesExist, renderPageImage, type PageImage } from './page-image.js';
import { PDF_LIMITS } from './pdf-limits.js';
import { openPdf } from './pdfjs-open.js';
import { readPdfFile } from './read-pdf-file.js';
import { readerWatermark } from './watermark.js';

/** Any one page for 在线阅读, preview-sized, under a light watermark of the reader's lines (runs inside the job's worker thread). */
export async function readPageJob(file: string, page: number, lines: readonly string[]): Promise<PageImage> {
  const { pdf } = await openPdf(await readPdfFile(file));
  try {
    assertPagesExist(pdf, [page]);
    return await renderPageImage(pdf, page, {
      width: PDF_LIMITS.previewWidth,
      maxHeight: PDF_LIMITS.previewMaxHeight,
      watermark: readerWatermark(lines),
    });
  } finally {
    await pdf.destroy();
  }
}
