import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PdfRefusal } from './document-file-refusals.js';
import { PDF_LIMITS } from './pdf-limits.js';
import { openPdf } from './pdfjs-open.js';
import { readPdfFile } from './read-pdf-file.js';
import { drawWatermark } from './watermark.js';

export interface PageImage {
  /** 1-based page number. */
  page: number;
  width: number;
  height: number;
  type: 'image/webp';
  data: Uint8Array;
}

export interface PreviewSet {
  pages: PageImage[];
  /** Page 1, small, for lists. */
  cover: PageImage;
}

const WEBP_QUALITY = 80;

/** pdfjs types its canvas as the DOM's; in Node it draws on @napi-rs/canvas, which it also uses itself. */
type PdfjsCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

/** One page as a watermarked WebP, `width` wide unless the page is so tall that `maxHeight` binds. */
async function renderPage(
  pdf: PDFDocumentProxy,
  number: number,
  width: number,
  maxHeight: number,
): Promise<PageImage> {
  const page = await pdf.getPage(number);
  try {
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(width / natural.width, maxHeight / natural.height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(
      Math.max(1, Math.round(viewport.width)),
      Math.max(1, Math.round(viewport.height)),
    );
    const context = canvas.getContext('2d');
    await page.render({ canvas: canvas as unknown as PdfjsCanvas, viewport }).promise;
    drawWatermark(context, canvas.width, canvas.height);
    const data = await canvas.encode('webp', WEBP_QUALITY);
    return {
      page: number,
      width: canvas.width,
      height: canvas.height,
      type: 'image/webp',
      data: new Uint8Array(data),
    };
  } finally {
    page.cleanup();
  }
}

/** The listed pages as watermarked preview images plus a watermarked cover thumbnail (runs inside the job's worker thread). */
export async function renderPreviewsJob(file: string, pages: readonly number[]): Promise<PreviewSet> {
  const { pdf } = await openPdf(await readPdfFile(file));
  try {
    const outside = pages.find((page) => !Number.isInteger(page) || page < 1 || page > pdf.numPages);
    if (outside !== undefined)
      throw new PdfRefusal('page_out_of_range', `page ${outside} of ${pdf.numPages}`);
    const images: PageImage[] = [];
    for (const page of pages) {
      images.push(await renderPage(pdf, page, PDF_LIMITS.previewWidth, PDF_LIMITS.previewMaxHeight));
    }
    const cover = await renderPage(pdf, 1, PDF_LIMITS.coverWidth, PDF_LIMITS.coverMaxHeight);
    return { pages: images, cover };
  } finally {
    await pdf.destroy();
  }
}
