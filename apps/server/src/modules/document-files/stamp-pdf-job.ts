import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib/dist/pdf-lib.esm.min.js';
import { PdfRefusal } from './document-file-refusals.js';
import { PDF_LIMITS } from './pdf-limits.js';
import { readPdfFile } from './read-pdf-file.js';
import { assertStampLines } from './stamp-lines.js';

async function loadForStamping(data: Uint8Array): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    // pdf-lib's own EncryptedPDFError is compiled to ES5 and fails instanceof: load, then ask.
    doc = await PDFDocument.load(data, { updateMetadata: false, ignoreEncryption: true });
  } catch (error) {
    throw new PdfRefusal('broken', error instanceof Error ? error.message : String(error));
  }
  if (doc.isEncrypted) throw new PdfRefusal('encrypted', 'pdf-lib: encrypted');
  const pageCount = doc.getPageCount();
  if (pageCount < 1) throw new PdfRefusal('broken', 'no pages');
  if (pageCount > PDF_LIMITS.maxPages) throw new PdfRefusal('too_many_pages', `${pageCount} pages`);
  return doc;
}

/**
 * Every page gets the lines in its footer and once more in light grey along its diagonal (runs inside the job's
 * worker thread). Returns the stamped file's bytes.
 */
export async function stampPdfJob(file: string, lines: readonly string[]): Promise<Uint8Array> {
  assertStampLines(lines);
  const doc = await loadForStamping(await readPdfFile(file));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const footer = lines.join('   |   ');
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const footerSize = Math.max(6, Math.min(9, width / 70));
    const footerWidth = font.widthOfTextAtSize(footer, footerSize);
    page.drawText(footer, {
      x: Math.max(4, (width - footerWidth) / 2),
      y: Math.max(4, footerSize),
      size: footerSize,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
    const diagonal = lines.join('  ');
    const diagonalSize = Math.max(
      10,
      Math.min(40, (Math.hypot(width, height) * 0.7) / Math.max(1, diagonal.length * 0.55)),
    );
    const angle = Math.atan2(height, width);
    const diagonalWidth = font.widthOfTextAtSize(diagonal, diagonalSize);
    page.drawText(diagonal, {
      x: width / 2 - (Math.cos(angle) * diagonalWidth) / 2,
      y: height / 2 - (Math.sin(angle) * diagonalWidth) / 2,
      size: diagonalSize,
      font,
      color: rgb(0.5, 0.5, 0.5),
      opacity: 0.15,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  return doc.save();
}
