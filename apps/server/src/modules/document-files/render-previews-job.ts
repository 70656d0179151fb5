import { assertPagesExist, renderPageImage, type PageImage } from './page-image.js';
import { PDF_LIMITS } from './pdf-limits.js';
import { openPdf } from './pdfjs-open.js';
import { readPdfFile } from './read-pdf-file.js';
import { previewWatermark } from './watermark.js';

export type { PageImage } from './page-image.js';

export interface PreviewSet {
  pages: PageImage[];
  /** Page 1, small, for lists. */
  cover: PageImage;
}

/** The listed pages as watermarked preview images plus a watermarked cover thumbnail (runs inside the job's worker thread). */
export async function renderPreviewsJob(file: string, pages: readonly number[]): Promise<PreviewSet> {
  const { pdf } = await openPdf(await readPdfFile(file));
  try {
    assertPagesExist(pdf, pages);
    const size = { width: PDF_LIMITS.previewWidth, maxHeight: PDF_LIMITS.previewMaxHeight };
    const images: PageImage[] = [];
    for (const page of pages) {
      images.push(await renderPageImage(pdf, page, { ...size, watermark: previewWatermark }));
    }
    const cover = await renderPageImage(pdf, 1, {
      width: PDF_LIMITS.coverWidth,
      maxHeight: PDF_LIMITS.coverMaxHeight,
      watermark: previewWatermark,
    });
    return { pages: images, cover };
  } finally {
    await pdf.destroy();
  }
}
