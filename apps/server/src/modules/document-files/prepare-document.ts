import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentFiles } from './document-files.js';
import type { DocumentType } from './document-type.js';
import type { PageImage } from './page-image.js';
import { previewPages } from './preview-pages.js';

/** An image the pipeline wrote (WebP). */
export interface PreparedImage {
  file: string;
  width: number;
  height: number;
}

export interface PreparedDocument {
  type: DocumentType;
  /** The PDF to keep and stamp: the upload itself when it was a PDF, else the converted copy in outputDir. */
  pdfFile: string;
  pages: number;
  /** e.g. "1.7"; null when the PDF names none. */
  version: string | null;
  text: string;
  textTruncated: boolean;
  /** Page 1, 240 px wide. */
  cover: PreparedImage;
  /** The first min(3, ⌈30 %⌉) pages, 1000 px wide, watermarked. */
  previews: (PreparedImage & { page: number })[];
}

async function writeImage(outputDir: string, name: string, image: PageImage): Promise<PreparedImage> {
  const file = path.join(outputDir, name);
  await writeFile(file, image.data);
  return { file, width: image.width, height: image.height };
}

/** detect → convert (Word) → inspect → render the preview pages and the cover, the images as files in outputDir. */
export async function prepareDocument(
  files: Pick<DocumentFiles, 'detectDocumentType' | 'toPdf' | 'inspectPdf' | 'renderPreviews'>,
  file: string,
  outputDir: string,
): Promise<PreparedDocument> {
  const type = await files.detectDocumentType(file);
  const pdfFile = await files.toPdf(file, type, { outputDir });
  const facts = await files.inspectPdf(pdfFile);
  const rendered = await files.renderPreviews(pdfFile, { pages: previewPages(facts.pageCount) });
  const previews = [];
  for (const image of rendered.pages) {
    previews.push({
      page: image.page,
      ...(await writeImage(outputDir, `preview-${image.page}.webp`, image)),
    });
  }
  return {
    type,
    pdfFile,
    pages: facts.pageCount,
    version: facts.version,
    text: facts.text,
    textTruncated: facts.textTruncated,
    cover: await writeImage(outputDir, 'cover.webp', rendered.cover),
    previews,
  };
}
