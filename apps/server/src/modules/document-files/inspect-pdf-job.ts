import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { readPdfFile } from './read-pdf-file.js';
import { PDF_LIMITS } from './pdf-limits.js';
import { openPdf } from './pdfjs-open.js';

export interface PdfInspection {
  pageCount: number;
  /** e.g. "1.7"; null when the file names none. */
  version: string | null;
  /** The document's text, page by page, at most PDF_LIMITS.maxTextChars characters. */
  text: string;
  textTruncated: boolean;
}

/** Page count, version and text of a PDF (runs inside the job's worker thread). */
export async function inspectPdfJob(file: string): Promise<PdfInspection> {
  const { pdf, version } = await openPdf(await readPdfFile(file));
  try {
    const parts: string[] = [];
    let length = 0;
    let pagesRead = 0;
    for (let number = 1; number <= pdf.numPages && length < PDF_LIMITS.maxTextChars; number += 1) {
      pagesRead = number;
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const pageText = content.items
        .filter((item): item is TextItem => 'str' in item)
        .map((item) => item.str + (item.hasEOL ? '\n' : ''))
        .join('')
        .trim();
      page.cleanup();
      if (pageText === '') continue;
      parts.push(pageText);
      length += pageText.length + 2;
    }
    const text = parts.join('\n\n');
    return {
      pageCount: pdf.numPages,
      version,
      text: text.slice(0, PDF_LIMITS.maxTextChars),
      textTruncated: text.length > PDF_LIMITS.maxTextChars || pagesRead < pdf.numPages,
    };
  } finally {
    await pdf.destroy();
  }
}
