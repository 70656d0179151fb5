import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PdfRefusal } from './document-file-refusals.js';
import { PDF_LIMITS } from './pdf-limits.js';
import { pdfjsAssetDirs } from './pdfjs-assets.js';

/** Images inside a PDF larger than this many pixels are skipped rather than decoded. */
const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Opens PDF bytes with pdfjs (no eval, no system fonts: the standard fonts and CMaps pdfjs ships) and refuses
 * what the pipeline cannot serve: a broken file, any encryption (a stamped copy could not be written), too many pages.
 */
export async function openPdf(data: Uint8Array): Promise<{ pdf: PDFDocumentProxy; version: string | null }> {
  const assets = pdfjsAssetDirs();
  const task = getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: assets.standardFonts,
    cMapUrl: assets.cMaps,
    cMapPacked: true,
    wasmUrl: assets.wasm,
    iccUrl: assets.iccs,
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: 0,
  });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy();
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw new PdfRefusal('encrypted', 'pdfjs asks for a password');
    throw new PdfRefusal('broken', error instanceof Error ? error.message : String(error));
  }
  const info = (await pdf.getMetadata().catch(() => ({ info: {} }))).info as Record<string, unknown>;
  if (typeof info['EncryptFilterName'] === 'string') {
    await pdf.destroy();
    throw new PdfRefusal('encrypted', 'opens without a password but is encrypted');
  }
  if (pdf.numPages < 1) {
    await pdf.destroy();
    throw new PdfRefusal('broken', 'no pages');
  }
  if (pdf.numPages > PDF_LIMITS.maxPages) {
    const pages = pdf.numPages;
    await pdf.destroy();
    throw new PdfRefusal('too_many_pages', `${pages} pages`);
  }
  // The version from the header or the catalog, e.g. "1.7"; null when the file names none.
  const version = typeof info['PDFFormatVersion'] === 'string' ? info['PDFFormatVersion'] : null;
  return { pdf, version };
}
