import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PdfRefusal } from './document-file-refusals.js';
import type { Watermark } from './watermark.js';

export interface PageImage {
  /** 1-based page number. */
  page: number;
  width: number;
  height: number;
  type: 'image/webp';
  data: Uint8Array;
}

const WEBP_QUALITY = 80;

/** pdfjs types its canvas as the DOM's; in Node it draws on @napi-rs/canvas, which it also uses itself. */
type PdfjsCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

/** Refuses page numbers the document does not have (before any page is rendered). */
export function assertPagesExist(pdf: PDFDocumentProxy, pages: readonly number[]): void {
  const outside = pages.find((page) => !Number.isInteger(page) || page < 1 || page > pdf.numPages);
  if (outside !== undefined) throw new PdfRefusal('page_out_of_range', `page ${outside} of ${pdf.numPages}`);
}

/** One page as a watermarked WebP, `width` wide unless the page is so tall that `maxHeight` binds. */
export async function renderPageImage(
  pdf: PDFDocumentProxy,
  number: number,
  { width, maxHeight, watermark }: { width: number; maxHeight: number; watermark: Watermark },
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
    watermark(context, canvas.width, canvas.height);
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
